// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
/// An 800x600 window with a scrolled window and a viewport, showing one implementation's list.
/// Each implementation has its own window, so each has its own frame clock.
@MainActor
final class BenchWindow {
    let window: WidgetPointer
    let viewport: WidgetPointer
    private(set) var content: WidgetPointer?
    private(set) var timer: FrameTimer!

    init(title: String) {
        (window, viewport) = makeScrolledBenchmarkWindow()
        gtk_window_set_title(gcast(window), title)
        timer = FrameTimer(window: window)
        Gtk.runUntil(timeout: 10) { gtk_widget_get_mapped(self.window) != 0 }
        GtkSupport.settle()
    }

    /// Puts the window on top of the others (there is no window manager under Xvfb, so all
    /// three windows overlap at the origin): the window being measured is then fully visible
    /// and paints what a user would see, whichever implementation ran before.
    func raise() {
        #if GTK3
        gdk_window_raise(gtk_widget_get_window(window))
        #else
        gtk_window_present(gcast(window))
        #endif
    }

    /// Puts `widget` in the viewport, destroying what was there (with all its rows).
    func setContent(_ widget: WidgetPointer) {
        #if GTK3
        if let content { gtk_widget_destroy(content) }
        gtk_container_add(gcast(viewport), widget)
        gtk_widget_show(widget)
        #else
        // The viewport drops the old content, which goes with its last reference.
        gtk_viewport_set_child(OpaquePointer(viewport), widget)
        #endif
        content = widget
    }

    /// Requests a frame and runs the main loop until it has been painted (or `timeout` passed).
    /// Returns false on timeout.
    @discardableResult
    func waitForFrame(after completedFrames: Int, timeout: Double = 300, also condition: () -> Bool = { true }) -> Bool {
        let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
        // A do-nothing timeout wakes the blocking iteration now and then, to check the deadline.
        let wakeUp = g_timeout_add(250, { _ in 1 }, nil)
        defer { g_source_remove(wakeUp) }
        while timer.completedFrames <= completedFrames || !condition() {
            if monotonicNanoseconds() > deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Paints a frame (laying out whatever is pending) and lets the main loop go quiet.
    func frameAndSettle() {
        let frames = timer.completedFrames
        gtk_widget_queue_draw(window)
        if !waitForFrame(after: frames, timeout: 600) { fatalError("no frame was painted in 600 s") }
        GtkSupport.settle()
    }

    var allocatedSize: (width: Int32, height: Int32) {
        #if GTK3
        (gtk_widget_get_allocated_width(window), gtk_widget_get_allocated_height(window))
        #else
        (gtk_widget_get_width(window), gtk_widget_get_height(window))
        #endif
    }
}
