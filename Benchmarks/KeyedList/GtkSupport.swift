// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
// Small helpers for calling GTK's C API directly, used by the baselines, the window host and
// the correctness checks. StateGtk's own helpers of this kind are internal to the library.

typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Reinterprets a GObject instance pointer as another type of its class hierarchy: the job of
/// the C cast macros (`GTK_BOX(w)`), which do not import into Swift.
@inline(__always)
func gcast<To>(_ widget: WidgetPointer, to type: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: To.self)
}

func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}

@MainActor
enum GtkSupport {
    /// The children of a GtkContainer in GTK's own order (what `forall` reports).
    static func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var result: [WidgetPointer] = []
        #if GTK3
        let head = gtk_container_get_children(gcast(widget))
        var node = head
        while let current = node {
            result.append(current.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            node = current.pointee.next
        }
        g_list_free(head)
        #else
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        #endif
        return result
    }

    static func labelText(_ label: WidgetPointer) -> String {
        #if GTK3
        String(cString: gtk_label_get_text(gcast(label)))
        #else
        String(cString: gtk_label_get_text(OpaquePointer(label)))
        #endif
    }

    static func hasStyleClass(_ widget: WidgetPointer, _ name: String) -> Bool {
        #if GTK3
        gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
        #else
        gtk_widget_has_css_class(widget, name) != 0
        #endif
    }

    /// One application-wide stylesheet, so that the "selected" class visibly changes the row
    /// (and so costs a restyle and a repaint, as it would in an app) in all implementations.
    static func installStylesheet() {
        let css = "label.selected { background-color: #ffd0d0; color: #a00000; }"
        let provider = gtk_css_provider_new()
        #if GTK3
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        #else
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        #endif
    }

    /// Runs the main loop until nothing has happened for `quiet` seconds: no event, idle, timeout
    /// or frame pending. A frame the frame clock throttled (at most one refresh interval, 16.7 ms,
    /// away) becomes due within the quiet period, so it is run too.
    static func settle(quiet: Double = 0.025, limit: Double = 5) {
        let start = monotonicNanoseconds()
        var lastActivity = start
        let quietNanoseconds = UInt64(quiet * 1e9), limitNanoseconds = UInt64(limit * 1e9)
        while true {
            let now = monotonicNanoseconds()
            if g_main_context_pending(nil) != 0 {
                g_main_context_iteration(nil, 0)
                lastActivity = monotonicNanoseconds()
            } else if now - lastActivity >= quietNanoseconds || now - start >= limitNanoseconds {
                return
            } else {
                usleep(500)
            }
        }
    }
}
