#if GTK3
// snippet: getting-started-test
import StateGtkTesting
import XCTest
@testable import Todo

/// The todo app as its user meets it: type an item, click Add, and its row is there.
final class TodoTests: XCTestCase {
    func testAnItemTypedAndAddedGetsARow() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoController())
        defer { window.close() }

        try window.type("Buy milk", into: window.widget(named: "What needs doing?"))
        try window.click(window.widget(withText: "Add"))

        XCTAssertEqual(try window.view(atKeyPath: "list").childKeys, [1])
        XCTAssertEqual(WidgetTree.text(of: try window.widget(atKeyPath: "list", 1, "check")), "Buy milk")
    } }
}
// end snippet
#endif
