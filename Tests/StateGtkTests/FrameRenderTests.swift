import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest

/// Renders follow the frame clock: however many writes come between two frames, and from however
/// many tasks, a view renders at most once per painted frame; a render asked for inside a render
/// waits for it.
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
        let counter = Counter()
        let window = TestWindow(counter)
        defer { window.close() }
        try window.waitForNextFrame()
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(window.window))
        final class Tally { var paints = 0 }
        let tally = Tally()
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            Unmanaged<Tally>.fromOpaque(data!).takeUnretainedValue().paints += 1
        }
        let id = g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(tally).toOpaque(), nil, GConnectFlags(0))
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id) }

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

/// A count that detached tasks increment.
private final class AtomicCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
