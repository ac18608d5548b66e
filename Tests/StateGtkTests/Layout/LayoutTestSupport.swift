// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A view whose `render()` is a closure the test sets, so each test declares its layout inline.
final class LayoutCanvas: StateView {
    var body: (LayoutCanvas) -> Void = { _ in }
    private(set) var renders = 0

    override func render() {
        renders += 1
        body(self)
    }

    /// Renders again now (as a state change would) and lets GTK lay out the result.
    func rerender() {
        setNeedsRender()
        StateView.flushRenders()
        waitUntilIdle()
    }
}

/// A small StateView whose natural size comes from its constraints: a label inset 8 × 4.
final class LayoutBadge: StateView {
    let label = Label("Badge")
    override func render() {
        place(label, key: "label") { make in
            make.edges.equalTo(self).inset(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        }
    }
}

/// A widget with no natural size (a GtkDrawingArea), so only constraints size it.
@MainActor
func layoutBox() -> Widget { Widget(gtk_drawing_area_new()) }

/// A label whose text wraps at word boundaries (the Label wrapper has no switch for it yet).
@MainActor
func wrappingLabel(_ text: String) -> Label {
    let label = Label(text)
    #if GTK3
    gtk_label_set_line_wrap(UnsafeMutableRawPointer(label.gtkWidget).assumingMemoryBound(to: GtkLabel.self), 1)
    #else
    gtk_label_set_wrap(OpaquePointer(label.gtkWidget), 1)
    #endif
    return label
}

/// A frame in whole pixels, relative to a view's own allocation.
struct PixelFrame: Equatable, CustomStringConvertible {
    var x: Int32, y: Int32, width: Int32, height: Int32
    init(_ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    var description: String { "(\(x), \(y), \(width) × \(height))" }
    var right: Int32 { x + width }
    var bottom: Int32 { y + height }
}

/// Where GTK allocated `widget`, relative to `view`.
@MainActor
func pixelFrame(_ widget: UnsafeMutablePointer<GtkWidget>, in view: StateView) -> PixelFrame {
    #if GTK3
    // Children of a container without its own GdkWindow are allocated in the coordinates of the
    // nearest one, not their parent's.
    let child = allocation(widget), parent = allocation(view.widget)
    return PixelFrame(child.x - parent.x, child.y - parent.y, child.width, child.height)
    #else
    // GTK 4's coordinates and sizes are a widget's content box's: its border box (what GTK 3
    // allocates) in the view's.
    var bounds = graphene_rect_t()
    gtk_widget_compute_bounds(widget, view.widget, &bounds)
    func pixels(_ value: Float) -> Int32 { Int32(value.rounded()) }
    return PixelFrame(pixels(bounds.origin.x), pixels(bounds.origin.y), pixels(bounds.size.width), pixels(bounds.size.height))
    #endif
}

@MainActor
func pixelFrame(_ widget: Widget, in view: StateView) -> PixelFrame { pixelFrame(widget.gtkWidget, in: view) }

/// A widget's size as GTK allocated it.
@MainActor
func allocatedSize(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
    let frame = allocation(widget)
    return [frame.width, frame.height]
}

/// A widget's natural size as GTK reports it: natural width, then the height for that width.
@MainActor
func naturalSize(_ widget: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
    let width = preferredWidth(widget).natural
    return (width, preferredHeight(widget, forWidth: width).natural)
}

@MainActor
func naturalSize(_ widget: Widget) -> (width: Int32, height: Int32) { naturalSize(widget.gtkWidget) }

/// GTK's natural height of `widget` when it is `width` wide.
@MainActor
func naturalHeight(_ widget: Widget, forWidth width: Int32) -> Int32 {
    preferredHeight(widget.gtkWidget, forWidth: width).natural
}

/// Shows a canvas laid out by `body` in a window of the given size.
@MainActor
func showCanvas(width: Int32 = 400, height: Int32 = 300, _ body: @escaping (LayoutCanvas) -> Void) -> (LayoutCanvas, TestWindow) {
    let canvas = LayoutCanvas()
    canvas.body = body
    return (canvas, TestWindow(canvas, width: width, height: height))
}

/// A toplevel window holding any widget, for views nested in plain GTK containers.
@MainActor
func showInWindow(_ content: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, until mapped: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    #if GTK3
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), content)
    gtk_widget_show_all(window)
    #else
    let window = gtk_window_new()!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), content)
    gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    #endif
    Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(mapped) != 0 }
    waitUntilIdle()
    return window
}

/// A GtkBox stacking `children` top to bottom at their natural heights.
@MainActor
func verticalBox(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for child in children {
        #if GTK3
        gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child, 0, 0, 0)
        #else
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
        #endif
    }
    return box
}

/// A GtkScrolledWindow around `child`.
@MainActor
func scrolledWindow(around child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    #if GTK3
    let scrolled = gtk_scrolled_window_new(nil, nil)!
    gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), child)
    #else
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), child)
    #endif
    return scrolled
}

/// Resizes a window and waits until `view` was laid out at the new size.
@MainActor
func resize(_ window: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, view: StateView) {
    #if GTK3
    gtk_window_resize(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    #else
    // GTK 4 resizes a shown window to a new default size.
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    #endif
    Gtk.runUntil(timeout: 5) { allocatedSize(view.widget) == [width, height] }
    waitUntilIdle()
}

#if GTK3
/// Counts a widget's size allocations: a relayout GTK did, even one that moved nothing. GTK 4
/// has no `size-allocate` signal.
@MainActor
final class AllocationCounter {
    private(set) var count = 0

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        // `void (*)(GtkWidget *, GdkRectangle *, gpointer)`; the handler owns the counter.
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<AllocationCounter>.fromOpaque(data!).takeUnretainedValue().count += 1 }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(widget), "size-allocate", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passRetained(self).toOpaque(), { data, _ in Unmanaged<AllocationCounter>.fromOpaque(data!).release() },
            GConnectFlags(0))
    }
}

#endif

/// The messages logged at error level that contain `text` (all of them for "": Foundation's
/// `contains("")` is false).
func errors(_ messages: [String], containing text: String) -> [String] {
    messages.filter { $0.hasPrefix("error:") && (text.isEmpty || $0.contains(text)) }
}
