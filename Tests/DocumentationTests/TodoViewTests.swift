#if GTK3
// snippet: testing-todo
import CGtk
import StateGtk
import StateGtkSnapshotTesting
import StateGtkTesting
import XCTest
@testable import Todo

final class TodoViewTests: XCTestCase {
    /// Real input, as a user gives it: type into the entry, click Add, type again, press Return.
    func testTypingAndClickingAddsRows() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }

        let entry = try window.widget(named: "What needs doing?")  // an entry is named by its placeholder
        try window.type("Buy milk", into: entry)
        try window.click(window.widget(withText: "Add"))
        try window.type("Walk the dog", into: entry)
        try window.press("Return")

        XCTAssertEqual(try window.view(atKeyPath: "list").childKeys, [1, 2])
        XCTAssertEqual(WidgetTree.text(of: try window.widget(atKeyPath: "list", 2, "check")), "Walk the dog")
        XCTAssertEqual(WidgetTree.text(of: entry), "", "adding an item empties the entry")
    } }
}
// end snippet

extension TodoViewTests {
    // snippet: testing-counting
    /// Counts GTK calls instead of timing: ticking an item off re-renders the todo view, yet
    /// the only GTK calls are the two that take its row away.
    func testTickingAnItemOffUnderTheActiveFilterRemovesOnlyItsRow() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }
        for title in ["Buy milk", "Walk the dog"] {
            try window.type(title, into: window.widget(named: "What needs doing?"))
            try window.press("Return")
        }
        let filter = try window.widget(atKeyPath: "filter")
        gtk_combo_box_set_active(UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkComboBox.self), 1)  // "Active"
        waitUntilIdle()

        let calls = try countGtkCalls { try window.click(window.widget(withText: "Buy milk")) }
        XCTAssertEqual(calls.removes, 1, "\(calls)")
        XCTAssertEqual(calls.destroys, 1, "\(calls)")
        XCTAssertEqual(calls.total, 2, "nothing else changed: \(calls)")
        XCTAssertEqual(try window.view(atKeyPath: "list").childKeys, [2])
    } }
    // end snippet

    // snippet: testing-finalization
    /// Removing an item frees its row: the row's widgets are finalised, not merely hidden or
    /// destroyed while something still holds them.
    func testRemovingAnItemFreesItsRow() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }
        try window.type("Buy milk", into: window.widget(named: "What needs doing?"))
        try window.press("Return")

        let tracker = FinalizationTracker()
        tracker.watch(try window.view(atKeyPath: "list", 1).widget)
        tracker.watch(try window.widget(atKeyPath: "list", 1, "check"))
        tracker.watch(try window.widget(atKeyPath: "list", 1, "remove"))
        try window.click(window.widget(withText: "Remove"))

        XCTAssertEqual(try window.view(atKeyPath: "list").childKeys, [])
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
    // end snippet

    // snippet: testing-snapshot
    /// The window as it looks, compared with Tests/DocumentationTests/__Snapshots__/TodoViewTests/
    /// (recorded on the first run; delete the PNG to record it again).
    func testTheTodoViewLooksAsRecorded() throws { try onMain {
        try requireGtk()
        let view = TodoView()
        let window = TestWindow(view, width: 360, height: 190)
        defer { window.close() }
        view.state[TodoView.items] = [TodoItem(id: 1, title: "Buy milk", isDone: true), TodoItem(id: 2, title: "Walk the dog")]
        // Nothing focused: a focused entry hides its placeholder and blinks its cursor, and whether
        // this window has the keyboard depends on the tests that ran before.
        gtk_window_set_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), nil)
        try window.waitForNextFrame()

        // Up to 1% of the pixels may differ by more than 24 of 255: another machine's anti-aliasing.
        assertSnapshot(of: view, as: .image(pixelFraction: 0.01, channelTolerance: 24))
    } }
    // end snippet
}

extension TodoViewTests {
    /// The Getting-started app passes the accessibility audit, with items in its list.
    func testTheTodoViewPassesTheAccessibilityAudit() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }
        for title in ["Buy milk", "Walk the dog"] {
            try window.type(title, into: window.widget(named: "What needs doing?"))
            try window.press("Return")
        }
        try window.auditAccessibility()
    } }
}
#endif
