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
/// Renders follow the frame clock: however many writes come between two frames, and from however
/// many tasks, a view renders at most once per painted frame, early enough that GTK needs no
/// second frame for it; a write during a frame shows in that frame; a render asked for inside a
/// render waits for it.
final class FrameRenderTests: XCTestCase {
    private final class Counter: StateView {
        static let value = StateField<Int>("value")
        let label = Label("0")
        private(set) var renders = 0
        var onRender: (() -> Void)?

        override func getInitialState() -> [String: Any?] { ["value": 0] }

        override func render() {
            renders += 1
            label.text = "\(state[Self.value] ?? 0)"
            place(label, key: "value")
            onRender?()
        }
    }

    /// 100 tasks write at once, then 100 tasks write every 10 ms for half a second: the view
    /// renders no more often than the window paints.
    func testBurstsAndPacedWritesFromManyTasksRenderAtMostOncePerPaintedFrame() throws { try onMain {
        try requireGtk()
        try Self.withCounterOnScreen { counter, window, tally in
            for paced in [false, true] {
                let rendersBefore = counter.renders, paintsBefore = tally.paints
                let writes = paced ? 50 : 1
                let done = AtomicCount()
                for writer in 0..<100 {
                    Task.detached {
                        for write in 0..<writes {
                            await MainActor.run { counter.state[Counter.value] = writer * 1000 + write + 1 }
                            if paced { try? await Task.sleep(for: .milliseconds(10)) }
                        }
                        done.increment()
                    }
                }
                try window.wait(timeout: 30, "the writers") { done.value == 100 }
                try window.waitForNextFrame()
                let renders = counter.renders - rendersBefore, paints = tally.paints - paintsBefore
                XCTAssertGreaterThan(renders, 0)
                XCTAssertLessThanOrEqual(renders, paints, "\(paced ? "paced" : "burst"): \(renders) renders, \(paints) painted frames")
            }
            XCTAssertEqual(labelText(counter.label.gtkWidget), "\(counter.state[Counter.value] ?? -1)", "the last write is on screen")
        }
    } }

    /// A counter on screen after its first frame, and a tally of the frames it paints from then on.
    @MainActor
    private static func withCounterOnScreen(_ body: (Counter, TestWindow, PaintTally) throws -> Void) throws {
        let counter = Counter()
        let window = TestWindow(counter)
        defer { window.close() }
        try window.waitForNextFrame()
        let tally = try PaintTally(window)
        defer { tally.disconnect() }
        try body(counter, window, tally)
    }

    private final class Row: StateView {
        let label = Label("row")
        override func render() { place(label, key: "label") }
    }

    /// A stack of rows; removing the first restyles the others (their CSS position changed).
    private final class Rows: StateView {
        static let keys = StateField<[Int]>("keys")
        required init(parentViewController: StateViewController? = nil) {
            super.init(parentViewController: parentViewController)
            arrangement = .stack(.vertical)
        }
        override func getInitialState() -> [String: Any?] { ["keys": Array(0..<40)] }
        override func render() {
            for key in state[Self.keys] ?? [] { place(Row.self, key: key) }
        }
    }

    /// The render runs before GTK's update phase, where GTK learns that the widgets' styles
    /// changed: the frame restyles and lays out everything, and no second frame follows.
    /// (Rendered in the update phase, GTK painted one more frame for every such change.)
    func testARenderThatRemovesAWidgetNeedsOneFrame() throws { try onMain {
        try requireGtk()
        let rows = Rows()
        let window = TestWindow(rows, width: 200, height: 600)
        defer { window.close() }
        try window.waitForNextFrame()
        Gtk.runUntil(timeout: 0.3) { false }
        let tally = try PaintTally(window)
        defer { tally.disconnect() }
        for first in 0..<3 {
            let paintsBefore = tally.paints
            rows.state[Rows.keys] = Array((first + 1)..<40)
            Gtk.runUntil(timeout: 0.3) { false }
            XCTAssertEqual(tally.paints - paintsBefore, 1, "frames painted after removing row \(first)")
        }
    } }

    /// State written during a frame, by a tick callback (an animation's frame), renders in that
    /// frame's layout phase: the frame that runs the tick shows the write.
    func testAWriteFromATickCallbackShowsInTheSameFrame() throws { try onMain {
        try requireGtk()
        try Self.withCounterOnScreen { counter, window, tally in
            final class Tick { var ran = false; var paints = 0; var counter: Counter? }
            let tick = Tick()
            tick.counter = counter
            tally.onPaint = { [unowned counter] in
                if tick.ran, tick.paints == 0 {
                    tick.paints = 1
                    XCTAssertEqual(labelText(counter.label.gtkWidget), "42", "the frame that ran the tick painted the write")
                }
            }
            gtk_widget_add_tick_callback(window.window, { _, _, data in
                nonisolated(unsafe) let data = data
                return MainActor.assumeIsolated {
                    let tick = Unmanaged<Tick>.fromOpaque(data!).takeUnretainedValue()
                    tick.ran = true
                    tick.counter?.state[Counter.value] = 42
                    return 0  // G_SOURCE_REMOVE
                }
            }, Unmanaged.passUnretained(tick).toOpaque(), nil)
            try window.wait(timeout: 5, "the tick's frame") { tick.paints == 1 }
            XCTAssertEqual(counter.label.text, "42")
        }
    } }

    /// A view that is not on screen gets no frames: its writes still render promptly, in the
    /// next turn of the main loop.
    func testWritesToAViewOffScreenRenderWithoutAFrame() throws { try onMain {
        try requireGtk()
        let counter = Counter()
        counter.renderDeep()
        counter.state[Counter.value] = 5
        XCTAssertEqual(counter.renders, 1)
        XCTAssertTrue(Gtk.runUntil(timeout: 1) { counter.renders == 2 }, "rendered in the main loop, without a frame")
        XCTAssertEqual(counter.label.text, "5")
    } }

    /// `flushRenders()` inside a `render()` is reported, naming the view, and renders nothing
    /// inside it: the pending renders run right after.
    func testFlushRendersInsideRenderIsReportedAndDeferred() throws { try onMain {
        try requireGtk()
        let other = Counter()
        let window = TestWindow(other)
        defer { window.close() }
        let flusher = Counter()
        var depth = 0, deepest = 0
        flusher.onRender = { [unowned flusher] in
            depth += 1
            deepest = max(deepest, depth)
            if flusher.renders == 2 {
                other.state[Counter.value] = 7
                flusher.state[Counter.value] = 1  // itself dirty again: a re-entrant render would nest
                StateView.flushRenders()
                XCTAssertEqual(other.label.text, "0", "nothing rendered inside the render")
            }
            depth -= 1
        }
        flusher.renderDeep()
        let messages = TestLog.capture {
            flusher.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertTrue(messages.contains { $0.contains("flushRenders()") && $0.contains("Counter.render()") }, "\(messages)")
        XCTAssertEqual(deepest, 1, "no render ran inside another")
        XCTAssertEqual(other.label.text, "7", "the deferred renders ran after the render")
        XCTAssertEqual(flusher.label.text, "1")
    } }
}

/// Counts the frames a window paints: its frame clock's `after-paint` on GTK 3, its `paint` on
/// GTK 4, where a frame cycle that paints nothing still ends in `after-paint`: after a restyle
/// GTK 4 runs one more, asked for by a tick callback of its own during the first.
@MainActor
private final class PaintTally {
    private(set) var paints = 0
    /// Runs at each painted frame, after the count.
    var onPaint: () -> Void = {}
    private let clock: OpaquePointer
    private var handler: UInt = 0

    init(_ window: TestWindow) throws {
        clock = try XCTUnwrap(gtk_widget_get_frame_clock(window.window))
        let painted: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let tally = Unmanaged<PaintTally>.fromOpaque(data!).takeUnretainedValue()
                tally.paints += 1
                tally.onPaint()
            }
        }
        #if GTK3
        let signal = "after-paint"
        #else
        let signal = "paint"
        #endif
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(clock), signal, unsafeBitCast(painted, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, G_CONNECT_AFTER)
    }

    func disconnect() { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
}

/// A count that detached tasks increment.
private final class AtomicCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
