#if GTK4 && !GTK3
import CGtk4
import StateGtk
import StateGtkTesting
import XCTest

@testable import Todo

/// The Getting-started todo app, the same source as on GTK 3, on GTK 4 through what a user does
/// (StateGtkTesting's real input): typing and Return add items, a check box toggles one, the
/// filter shows the done ones, Remove takes one away.
final class GTK4TodoTests: XCTestCase {
    func testTodoAddsTogglesFiltersAndRemovesThroughItsWidgets() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        try requireGtk()
        let window = TestWindow(TodoController())
        defer { window.close() }
        let view = try XCTUnwrap(window.controller?.rootView as? TodoView)
        for title in ["Buy milk", "Walk the dog"] {
            try window.type(title, into: view.entry.gtkWidget)
            try window.press("Return")
        }
        XCTAssertEqual(view.state[TodoView.items]?.map(\.title), ["Buy milk", "Walk the dog"])
        XCTAssertEqual(view.entry.text, "", "an added title leaves the entry")
        let list = try XCTUnwrap(view.childView(forKey: "list") as? TodoList)
        XCTAssertEqual(list.childKeys, [1, 2])

        let milk = try XCTUnwrap(list.childView(forKey: 1) as? TodoRow)
        XCTAssertEqual(milk.check.label, "Buy milk")
        try window.click(milk.check.gtkWidget)
        XCTAssertEqual(view.state[TodoView.items]?.map(\.isDone), [true, false])
        XCTAssertTrue(milk.check.isActive)

        // The user picks "Done" in the filter (the combo box's popup is GTK's own).
        gtk_combo_box_set_active(UnsafeMutableRawPointer(view.filterBox.gtkWidget).assumingMemoryBound(to: GtkComboBox.self), 2)
        waitUntilIdle()
        XCTAssertEqual(list.childKeys, [1])
        XCTAssertTrue(list.childView(forKey: 1) === milk, "a kept row keeps its view")

        try window.click(window.widget(withText: "Remove"))
        XCTAssertEqual(list.childKeys, [])
        XCTAssertEqual(view.state[TodoView.items]?.map(\.title), ["Walk the dog"])
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
