import CGtk
import StateGtk
import StateGtkTestSupport
import XCTest

/// A row with a button whose closure captures the row strongly: the cycle GTK projects leak.
private final class ButtonRow: StateView {
    let button = Button(label: "Remove")
    let label = Label("text")
    static var deinits = 0
    override func render() {
        button.onClick = { self.state["clicked"] = true }  // deliberately strong
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
        button.onClick = { hits.append(2) }
        button.click()
        XCTAssertEqual(hits, [1, 2])
    } }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var gpointerForTests: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}
