import CGtk
import StateGtk
import StateGtkTesting
import XCTest
@testable import Todo

// snippet: testing-todo
final class TodoViewTests: XCTestCase {
    /// Real widgets under Xvfb: type into the entry, click Add, look at the rows.
    func testAddingAnItemShowsARow() throws { try onMain {
        try requireGtk()
        let view = TodoView()
        view.renderDeep()

        view.entry.text = "Buy milk"
        view.addButton.click()
        StateView.flushRenders()  // renders now instead of on the next turn of the main loop

        let list = try XCTUnwrap(view.childView(forKey: "list") as? TodoList)
        XCTAssertEqual(list.childKeys, [1])
        XCTAssertEqual((list.childView(forKey: 1) as? TodoRow)?.check.label, "Buy milk")
    } }

    /// Counts GTK calls rather than timing them: filtering one row out removes and destroys
    /// that row's widget, and touches nothing else.
    func testFilteringRemovesOnlyTheRowsFilteredOut() throws { try onMain {
        try requireGtk()
        let view = TodoView()
        view.renderDeep()
        view.state[TodoView.items] = [TodoItem(id: 1, title: "Buy milk", isDone: true), TodoItem(id: 2, title: "Walk")]
        StateView.flushRenders()

        let counts = GtkMutations.measure {
            view.state[TodoView.filter] = .active
            StateView.flushRenders()
        }
        XCTAssertEqual(counts.removes, 1)
        XCTAssertEqual(counts.destroys, 1)
        XCTAssertEqual(counts.total, 2, "\(counts)")
    } }
}
// end snippet
