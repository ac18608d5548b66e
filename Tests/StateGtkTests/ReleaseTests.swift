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
/// A row with a button whose closure captures the row strongly: the cycle GTK projects leak.
private final class ButtonRow: StateView {
    let button = Button(label: "Remove")
    let label = Label("text")
    static var deinits = 0
    override func render() {
        button.onClicked = { self.state["clicked"] = true }  // deliberately strong
        place(label, key: "label")
        place(button, key: "button")
    }
    deinit { MainActor.assumeIsolated { ButtonRow.deinits += 1 } }
}

private final class Holder: StateView {
    override func getInitialState() -> [String: Any?] { ["count": 3] }
    override func render() {
        for index in 0..<(state["count"] as? Int ?? 0) { place(ButtonRow.self, key: index) }
    }
}

private final class Titled: StateView {
    static let title = PropKey<String>("title")
}

private final class TitledHost: StateView {
    override func render() { place(Titled.self, key: "child").prop(Titled.title, is: "kept") }
}

/// Hands its last reference to another thread.
private final class Handoff: @unchecked Sendable {
    var view: StateView?
    init(_ view: StateView) { self.view = view }
}

final class ReleaseTests: XCTestCase {
    func testRemovedSubtreesAreFreedOnBothSides() throws { try onMain {
        try requireGtk()
        let holder = Holder()
        let window = TestWindow(holder)
        defer { window.close() }
        let tracker = FinalizationTracker()
        weak var firstRow: StateView?
        weak var firstButton: Button?
        do {
            let rows = (0..<3).map { holder.childView(forKey: $0) as! ButtonRow }
            for row in rows {
                tracker.watch(row.widget.gpointerForTests)
                tracker.watch(row.button.gtkWidget.gpointerForTests)
                tracker.watch(row.label.gtkWidget.gpointerForTests)
            }
            firstRow = rows[0]
            firstButton = rows[0].button
        }
        ButtonRow.deinits = 0
        holder.state["count"] = 0
        StateView.flushRenders()
        Gtk.drainEvents()
        XCTAssertNil(firstRow, "the removed StateView deinitialised despite its strong closure")
        XCTAssertNil(firstButton)
        XCTAssertEqual(ButtonRow.deinits, 3)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) GObjects finalised")
        XCTAssertTrue(holder.childWidgets.isEmpty)
    } }

    /// A view whose last reference goes on another thread releases its child records on the
    /// main one (their deinit is isolated): nothing traps, and a child view kept elsewhere keeps
    /// its last props.
    func testAViewReleasedOffTheMainThreadReleasesItsChildrenOnIt() throws { try onMain {
        try requireGtk()
        var host: TitledHost? = TitledHost()
        host?.renderDeep()
        let child = try XCTUnwrap(host?.childView(forKey: "child"))
        weak let released = host
        let handoff = Handoff(host!)
        host = nil
        DispatchQueue.global().async { handoff.view = nil }
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { released == nil }, "the host deinitialised")
        XCTAssertEqual(child.props[Titled.title], "kept")
    } }

    func testSignalHandlersAreDisconnectedWhenTheWidgetGoes() throws { try onMain {
        try requireGtk()
        final class Token {}
        weak var token: Token?
        do {
            let strong = Token()
            token = strong
            let button = Button(label: "x") { _ = strong }
            let tracker = FinalizationTracker()
            tracker.watch(button.gtkWidget.gpointerForTests)
            _ = button
        }
        XCTAssertNil(token, "the closure did not outlive its widget")
    } }

    func testClickRunsTheNewestClosure() throws { try onMain {
        try requireGtk()
        var hits: [Int] = []
        let button = Button(label: "x") { hits.append(1) }
        button.click()
        button.onClicked = { hits.append(2) }
        button.click()
        XCTAssertEqual(hits, [1, 2])
    } }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var gpointerForTests: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}
