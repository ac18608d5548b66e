// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
final class Panel: StateView {
    let label = Label("empty")
    var progress = 0.0
    override func render() { place(label, key: "label") }
}

extension Panel: Stateful {
    static func empty() -> State<Panel> { state { $0.label.text = "empty" } }
    static func editing(_ name: String) -> State<Panel> { state { $0.label.text = "editing \(name)" } }
    static func exporting(_ progress: Double) -> State<Panel> { state { $0.progress = progress } }
}

/// Frame-clock animations and the transitions between a view's states: values follow the clock
/// to their end, and a transition cut short completes with false.
final class TransitionTests: XCTestCase {
    func testFrameAnimationFollowsTheFrameClock() throws { try onMain {
        try requireGtk()
        let panel = Panel()
        let window = TestWindow(panel)
        defer { window.close() }
        var result: Bool?
        var values: [Double] = []
        let animation = FrameAnimation.run(on: panel.widget, duration: 0.2, easing: .easeInOut, update: { values.append($0) }) { result = $0 }
        XCTAssertNil(result, "it runs on the frame clock, not at once")
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { result != nil })
        XCTAssertEqual(result, true)
        XCTAssertGreaterThan(animation.frames.count, 2, "several frames were drawn")
        let start = animation.frames[0].time
        for frame in animation.frames {
            XCTAssertEqual(frame.value, animation.value(at: frame.time, start: start), accuracy: 1e-9)
        }
        XCTAssertEqual(animation.frames.last?.value, 1)
        XCTAssertEqual(values, [0] + animation.frames.map(\.value), "update saw exactly the frame values")
        XCTAssertEqual(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, true)
        XCTAssertEqual(Easing.easeInOut(0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Easing.easeOut(0.5), 0.875, accuracy: 1e-12)

        var cancelled: Bool?
        let long = FrameAnimation.run(on: panel.widget, duration: 60, update: { _ in }) { cancelled = $0 }
        long.cancel()
        XCTAssertEqual(cancelled, false)
        XCTAssertTrue(long.isFinished)

        let unmapped = g_object_ref_sink(UnsafeMutableRawPointer(gtk_label_new("off screen")))!
        defer { g_object_unref(unmapped) }
        var jumped: [Double] = [], ended: Bool?
        FrameAnimation.run(on: unmapped.assumingMemoryBound(to: GtkWidget.self), duration: 1, update: { jumped.append($0) }) { ended = $0 }
        XCTAssertEqual(jumped, [1], "a widget off screen gets no frames: the end at once")
        XCTAssertEqual(ended, true)
    } }

    func testFadeAppliesTheStateAndEndsOpaque() throws { try onMain {
        try requireGtk()
        let panel = Panel()
        let window = TestWindow(panel)
        defer { window.close() }
        var finished: Bool?
        var midOpacity: Double?
        panel.state.apply { $0.editing("photo") }.via(.fade(duration: 0.2)) { finished = $0 }
        XCTAssertEqual(panel.label.text, "editing photo", "mutations run at the start of a fade")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 0)
        Gtk.runUntil(timeout: 5) {
            let opacity = gtk_widget_get_opacity(panel.widget)
            if opacity > 0.05 && opacity < 0.95 { midOpacity = opacity }
            return finished != nil
        }
        XCTAssertEqual(finished, true)
        XCTAssertNotNil(midOpacity, "an intermediate frame was partly transparent")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 1)
        XCTAssertEqual(panel.state.current?.name, "editing(_:)")

        finished = nil
        var lowest = 1.0
        panel.state.apply { $0.empty() }.via(.crossFade(duration: 0.2)) { finished = $0 }
        Gtk.runUntil(timeout: 5) {
            lowest = min(lowest, gtk_widget_get_opacity(panel.widget))
            return finished != nil
        }
        XCTAssertEqual(finished, true)
        XCTAssertLessThan(lowest, 0.5, "it faded out before fading in")
        XCTAssertEqual(panel.label.text, "empty")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 1)
    } }

    func testAnimatingANumericPropertyPassesThroughIntermediateValues() throws { try onMain {
        try requireGtk()
        let panel = Panel()
        let window = TestWindow(panel)
        defer { window.close() }
        var finished: Bool?
        var seen: [Double] = []
        panel.state.apply { $0.exporting(1) }.via(.animating(\Panel.progress, duration: 0.2)) { finished = $0 }
        Gtk.runUntil(timeout: 5) {
            seen.append(panel.progress)
            return finished != nil
        }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(panel.progress, 1)
        XCTAssertTrue(seen.contains { $0 > 0.01 && $0 < 0.99 }, "\(seen.prefix(20))")
    } }

    func testATransitionWhoseWidgetIsDestroyedCompletesWithFalse() throws { try onMain {
        try requireGtk()
        let panel = Panel()
        let window = TestWindow(panel)
        var finished: Bool?
        panel.state.apply { $0.editing("x") }.via(.crossFade(duration: 1)) { finished = $0 }
        Gtk.runUntil(timeout: 0.1) { false }
        window.close()  // destroys the panel's widget mid-animation
        Gtk.runUntil(timeout: 2) { finished != nil }
        XCTAssertEqual(finished, false)
        XCTAssertEqual(panel.label.text, "editing x", "a cut-short cross-fade still lands in the state")
    } }

    func testQueuedStatesRunInOrderOnTheMainLoop() throws { try onMain {
        try requireGtk()
        let panel = Panel()
        let window = TestWindow(panel)
        defer { window.close() }
        var order: [String] = []
        panel.state.apply { $0.editing("a") }.via(.fade(duration: 0.05)) { _ in order.append("a") }
        panel.state.apply { $0.empty() }.instantly { _ in order.append("empty") }
        panel.state.apply { $0.empty() }.instantly { finished in order.append("again \(finished)") }
        XCTAssertEqual(panel.state.pendingCount, 2)
        Gtk.runUntil(timeout: 5) { order.count == 3 }
        XCTAssertEqual(order, ["a", "empty", "again true"])
        XCTAssertEqual(panel.label.text, "empty")
    } }

    func testRemovingAViewCancelsItsQueuedStates() throws { try onMain {
        try requireGtk()
        final class Holder: StateView {
            override func getInitialState() -> [String: Any?] { ["shown": true] }
            override func render() { if state["shown"] as? Bool == true { place(Panel.self, key: "panel") } }
        }
        let holder = Holder()
        let window = TestWindow(holder)
        defer { window.close() }
        let panel = holder.childView(forKey: "panel") as! Panel
        var results: [Bool] = []
        panel.state.apply { $0.editing("a") }.via(.fade(duration: 1)) { results.append($0) }
        panel.state.apply { $0.empty() }.instantly { results.append($0) }
        panel.state.apply { $0.editing("b") }.instantly { results.append($0) }
        holder.state["shown"] = false
        StateView.flushRenders()
        Gtk.runUntil(timeout: 2) { results.count == 3 }
        XCTAssertEqual(results.sorted { !$0 && $1 }, [false, false, false], "the queued ones and the one cut short")
    } }
}
