// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

@inline(__always)
func gcast<To>(_ widget: WidgetPointer, to type: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: To.self)
}

/// A GtkLabel's pointer for GTK's label calls: GTK 4 made the struct private.
#if GTK3
@inline(__always)
func labelPointer(_ widget: WidgetPointer) -> UnsafeMutablePointer<GtkLabel> { gcast(widget) }
#else
@inline(__always)
func labelPointer(_ widget: WidgetPointer) -> OpaquePointer { OpaquePointer(widget) }
#endif

/// An 800x600 window for one implementation, with a count of painted frames and the main
/// thread's CPU time at the end of the latest one.
@MainActor
final class SubjectWindow {
    let window: WidgetPointer
    private(set) var frames = 0
    private(set) var lastFrameCPU: UInt64 = 0
    private(set) var content: WidgetPointer?
    /// The window's size, the same for every implementation.
    static let width: Int32 = 800
    static let height: Int32 = 600

    init(title: String) {
        #if GTK3
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        #else
        window = gtk_window_new()
        #endif
        gtk_window_set_title(gcast(window), title)
        gtk_window_set_default_size(gcast(window), Self.width, Self.height)
        #if GTK3
        gtk_widget_show(window)
        #else
        gtk_window_present(gcast(window))
        #endif
        gtk_widget_realize(window)
        let clock = gtk_widget_get_frame_clock(window)!
        let afterPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let me = Unmanaged<SubjectWindow>.fromOpaque(data!).takeUnretainedValue()
                me.frames += 1
                me.lastFrameCPU = threadCPUNanoseconds()
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, G_CONNECT_AFTER)
        Gtk.runUntil(timeout: 10) { gtk_widget_get_mapped(self.window) != 0 }
        settle()
    }

    /// There is no window manager under Xvfb: the measured window goes on top, fully visible.
    func raise() {
        #if GTK3
        gdk_window_raise(gtk_widget_get_window(window))
        #else
        gtk_window_present(gcast(window))
        #endif
    }

    /// Replaces the window's content (destroying the old one). On GTK 4 the window drops the
    /// old content, which goes with its last reference (a StateView's widget with its view).
    func setContent(_ widget: WidgetPointer?) {
        #if GTK3
        if let content { gtk_widget_destroy(content) }
        content = widget
        guard let widget else { return }
        gtk_container_add(gcast(window), widget)
        gtk_widget_show(widget)
        #else
        content = widget
        gtk_window_set_child(gcast(window), widget)
        #endif
    }

    /// Runs `action`, then the main loop until the next frame has been painted, and returns the
    /// main thread's CPU time from the action's first line to the end of that frame: the busy
    /// time of the operation, whatever the frame clock waited for. `extraFrames` counts the
    /// frames that followed before the loop went quiet (work left for later shows there).
    /// `counted: false` runs the action and its frame outside `runToFrame` and times nothing
    /// (`frameUncounted`), so that callgrind's `--toggle-collect='*runToFrame*'` leaves the
    /// operation out (`--operation`).
    func busyTime(counted: Bool = true, _ action: () -> Void) -> (busy: UInt64, extraFrames: Int) {
        let busy = counted ? runToFrame(action) : frameUncounted(action)
        let after = frames
        settle()
        return (busy, frames - after)
    }

    /// Runs `action` and the main loop until the next frame has been painted; returns the main
    /// thread's CPU time from the action's first line to the end of that frame. Never inlined:
    /// callgrind counts one operation by this function's name (`--toggle-collect`, see
    /// Docs/list-view-benchmark.md).
    @inline(never)
    func runToFrame(_ action: () -> Void) -> UInt64 {
        let before = frames
        let start = threadCPUNanoseconds()
        action()
        // A frame, whether or not the action invalidated anything, without invalidating anything
        // itself: each subject repaints what its own work invalidated. (A queue_draw of the
        // window would invalidate the area of every child window too: GtkTreeView answers that
        // from its pixel cache, a list of widgets by drawing every row on screen.)
        gdk_frame_clock_request_phase(gtk_widget_get_frame_clock(window), GDK_FRAME_CLOCK_PHASE_PAINT)
        let wakeUp = g_timeout_add(100, keepAwake, nil)
        while frames == before { g_main_context_iteration(nil, 1) }
        g_source_remove(wakeUp)
        return lastFrameCPU - start
    }

    /// The steps of `runToFrame` without its clock, under a name callgrind's match on
    /// `runToFrame` does not take (and a body the optimizer does not merge with it: a merged body
    /// takes one of the two names).
    @inline(never)
    func frameUncounted(_ action: () -> Void) -> UInt64 {
        let before = frames
        action()
        gdk_frame_clock_request_phase(gtk_widget_get_frame_clock(window), GDK_FRAME_CLOCK_PHASE_PAINT)
        let wakeUp = g_timeout_add(100, keepAwake, nil)
        while frames == before { g_main_context_iteration(nil, 1) }
        g_source_remove(wakeUp)
        return 0
    }

    /// Runs the main loop until nothing happened for 30 ms (a throttled frame is run too).
    func settle() {
        var quietSince = monotonicNanoseconds()
        while monotonicNanoseconds() - quietSince < 30_000_000 {
            if g_main_context_pending(nil) != 0 {
                g_main_context_iteration(nil, 0)
                quietSince = monotonicNanoseconds()
            } else {
                usleep(500)
            }
        }
    }
}

/// Wakes the main loop while it waits for a frame; outside `runToFrame`, so that callgrind's
/// match on that name sees only the operations.
private let keepAwake: GSourceFunc = { _ in 1 }
