// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// Timestamps of the phases of a window's GdkFrameClock frames, and of the end of the
/// synchronous work that precedes a frame.
///
/// GTK 3 runs a frame as signals on the clock: before-paint, update, layout (size allocation),
/// paint (drawing), after-paint. The handlers here are connected once for the life of the
/// program, so ours for "layout" run before the handler GTK connects per resize (the start of
/// layout), and those connected with G_CONNECT_AFTER run after GTK's own work in that phase.
@MainActor
final class FrameTimer {
    struct Frame {
        var start: UInt64 = 0        // before-paint
        var layoutStart: UInt64?     // first layout emission of the frame
        var layoutEnd: UInt64?       // last layout emission's end
        var paintEnd: UInt64?        // after GTK drew the window
        var end: UInt64 = 0          // after-paint (after GDK ended the X11 frame)
        var startCPU: UInt64 = 0     // the main thread's CPU time at before-paint
        var endCPU: UInt64 = 0       // and at after-paint

        /// The main thread's CPU time in the frame.
        var cpu: UInt64 { endCPU - startCPU }

        /// Before-paint to after-paint: everything the frame cost.
        var work: UInt64 { end - start }
        var layout: UInt64 { (layoutEnd ?? start) - (layoutStart ?? start) }
        var paint: UInt64 { end - (layoutEnd ?? start) }
    }

    private(set) var completedFrames = 0
    /// The sum of every completed frame's work, to account for frames an operation causes after
    /// the one that is timed.
    private(set) var accumulatedWork: UInt64 = 0
    /// The same in the main thread's CPU time.
    private(set) var accumulatedCPU: UInt64 = 0
    private(set) var lastFrame = Frame()
    private var current = Frame()
    /// Set by the idle `scheduleSyncMarker` adds, when the work queued before it is done.
    private(set) var syncEnd: UInt64?
    private(set) var syncEndCPU: UInt64 = 0

    init(window: WidgetPointer) {
        gtk_widget_realize(window)
        guard let clock = gtk_widget_get_frame_clock(window) else {
            fatalError("the window has no frame clock (is it realized?)")
        }
        // Unretained: the timer lives as long as its window, for the whole run.
        let me = Unmanaged.passUnretained(self).toOpaque()
        let instance = UnsafeMutableRawPointer(clock)
        func connect(_ signal: String, _ handler: FrameSignal, after: Bool = false) {
            g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), me, nil,
                                  after ? G_CONNECT_AFTER : GConnectFlags(0))
        }
        connect("before-paint", Self.beforePaint)
        connect("layout", Self.layoutStarted)
        connect("layout", Self.layoutEnded, after: true)
        connect("paint", Self.paintEnded, after: true)
        connect("after-paint", Self.afterPaint, after: true)
    }

    /// Adds an idle that records the time when it runs. StateGtk renders in an idle of priority
    /// G_PRIORITY_HIGH_IDLE + 10 (RenderScheduler), GTK paints at G_PRIORITY_HIGH_IDLE + 20
    /// (GDK_PRIORITY_REDRAW): an idle at + 11 runs after a pending render and before the frame.
    func scheduleSyncMarker() {
        syncEnd = nil
        let me = Unmanaged.passUnretained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_HIGH_IDLE + 11, { data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let timer = Unmanaged<FrameTimer>.fromOpaque(data!).takeUnretainedValue()
                timer.syncEnd = monotonicNanoseconds()
                timer.syncEndCPU = threadCPUNanoseconds()
            }
            return 0  // G_SOURCE_REMOVE
        }, me, nil)
    }

    // `void (*)(GdkFrameClock *clock, gpointer user_data)`, exactly.
    typealias FrameSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    private static func with(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (FrameTimer) -> Void) {
        // GDK emits frame clock signals on the main thread only.
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { body(Unmanaged<FrameTimer>.fromOpaque(data!).takeUnretainedValue()) }
    }

    private static let beforePaint: FrameSignal = { _, data in
        with(data) { $0.current = Frame(start: monotonicNanoseconds(), startCPU: threadCPUNanoseconds()) }
    }
    private static let layoutStarted: FrameSignal = { _, data in
        with(data) { timer in
            if timer.current.layoutStart == nil { timer.current.layoutStart = monotonicNanoseconds() }
        }
    }
    private static let layoutEnded: FrameSignal = { _, data in
        with(data) { $0.current.layoutEnd = monotonicNanoseconds() }
    }
    private static let paintEnded: FrameSignal = { _, data in
        with(data) { $0.current.paintEnd = monotonicNanoseconds() }
    }
    private static let afterPaint: FrameSignal = { _, data in
        with(data) { timer in
            timer.current.end = monotonicNanoseconds()
            timer.current.endCPU = threadCPUNanoseconds()
            timer.lastFrame = timer.current
            timer.completedFrames += 1
            timer.accumulatedWork += timer.current.work
            timer.accumulatedCPU += timer.current.cpu
        }
    }
}
