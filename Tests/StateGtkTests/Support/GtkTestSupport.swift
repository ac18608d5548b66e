import CGtk
import Foundation
import StateGtk
import StateGtkTestSupport
import XCTest

/// `StateGtkTestSupport.requireGtk`, with the log capture these tests read installed first.
@MainActor
func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    TestLog.install()
    try StateGtkTestSupport.requireGtk(file: file, line: line)
}

/// A window on screen holding `view`, sized so layouts are deterministic.
@MainActor
final class TestWindow {
    let window: UnsafeMutablePointer<GtkWidget>

    init(_ view: StateView, width: Int32 = 400, height: Int32 = 300) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.widget)
        view.renderDeep()
        gtk_widget_show(window)
        Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(view.widget) != 0 }
        Gtk.drainEvents()
    }

    func close() {
        gtk_widget_destroy(window)
        Gtk.drainEvents()
    }
}

/// Counts GObject finalisations: each watch attaches data whose destroy notification GObject
/// runs in `finalize`, when the object's memory goes. (A GObject weak reference would fire at
/// `dispose`, which `gtk_widget_destroy` runs even on an object something still holds: a leaked
/// but destroyed widget would count as freed.) Each watch has its own token and data key, so an
/// address reused by a later object never counts, and two trackers may watch one object.
@MainActor
final class FinalizationTracker {
    private(set) static var finalized: Set<Int> = []
    private static var nextToken = 0
    private var tokens: [Int] = []

    func watch(_ object: UnsafeMutableRawPointer) {
        Self.nextToken += 1
        tokens.append(Self.nextToken)
        let key = g_quark_from_string("stategtk-test-finalization-\(Self.nextToken)")
        g_object_set_qdata_full(object.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: Self.nextToken)) { data in
            let token = Int(bitPattern: data)
            MainActor.assumeIsolated { _ = FinalizationTracker.finalized.insert(token) }
        }
    }

    var allFinalized: Bool { tokens.allSatisfy { Self.finalized.contains($0) } }
    var finalizedCount: Int { tokens.count { Self.finalized.contains($0) } }
    var count: Int { tokens.count }
}

/// The label text of a GtkLabel.
@MainActor
func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
}

/// A widget's allocation.
@MainActor
func allocation(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return allocation
}
