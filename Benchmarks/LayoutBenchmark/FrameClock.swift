#if GTK3
import CGtk
import Foundation
/// When the window's frame clock laid out and finished a frame. Our "layout" handlers are
/// connected before GTK's own (which GTK connects per resize), so the first runs before GTK's
/// size negotiation and the G_CONNECT_AFTER one after it.
@MainActor
final class FrameClockTimes {
    private(set) var layoutStart: UInt64?
    private(set) var layoutEnd: UInt64?
    private(set) var afterPaint: UInt64?
    /// The main thread's CPU time at after-paint: what the frame cost us, whatever else runs.
    private(set) var afterPaintCPU: UInt64?

    init(window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_realize(window)
        let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
        let me = Unmanaged.passUnretained(self).toOpaque()  // lives for the whole run
        typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        func connect(_ signal: String, after: Bool, _ handler: Handler) {
            g_signal_connect_data(clock, signal, unsafeBitCast(handler, to: GCallback.self), me, nil, after ? G_CONNECT_AFTER : GConnectFlags(0))
        }
        connect("layout", after: false) { _, data in FrameClockTimes.with(data) { $0.layoutStart = $0.layoutStart ?? now() } }
        connect("layout", after: true) { _, data in FrameClockTimes.with(data) { $0.layoutEnd = now() } }
        connect("after-paint", after: true) { _, data in
            FrameClockTimes.with(data) { times in
                guard times.afterPaint == nil else { return }
                (times.afterPaint, times.afterPaintCPU) = (now(), threadCPU())
            }
        }
    }

    func reset() { (layoutStart, layoutEnd, afterPaint, afterPaintCPU) = (nil, nil, nil, nil) }

    /// Runs the main loop until a frame has been painted since `reset()`.
    func waitForPaint() {
        while afterPaint == nil { g_main_context_iteration(nil, 1) }
    }

    private static func with(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (FrameClockTimes) -> Void) {
        nonisolated(unsafe) let data = data  // GDK emits frame clock signals on the main thread
        MainActor.assumeIsolated { body(Unmanaged<FrameClockTimes>.fromOpaque(data!).takeUnretainedValue()) }
    }
}

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The calling thread's CPU time in nanoseconds.
func threadCPU() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }

/// Runs the main loop until nothing happened for 50 ms.
@MainActor
func settle() {
    var last = now()
    while now() - last < 50_000_000 {
        if g_main_context_iteration(nil, 0) != 0 { last = now() } else { usleep(1000) }
    }
}
#endif
