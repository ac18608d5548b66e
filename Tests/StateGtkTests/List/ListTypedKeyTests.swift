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
/// A list's keys read back as the type its items are keyed by; a reader of another type is
/// told so, naming the list, and reads nothing.
final class ListTypedKeyTests: XCTestCase {
    func testKeysReadAsTheItemsKeyTypeAndAnotherTypeIsReported() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.items = (0..<50).map { ListTestItem(id: $0, title: "Item \($0)", height: 24) }
        let window = TestWindow(host, width: 300, height: 200)
        defer { window.close() }
        settle(window)
        let list = host.list
        XCTAssertEqual(list.realizedKeys(as: Int.self), Array(0..<list.realizedRowCount), "the realized rows from the top")
        XCTAssertEqual(list.realizedKeys(as: Int.self).first, 0)
        XCTAssertNil(list.cursor(as: Int.self), "no cursor yet")
        list.grabFocus()
        try window.press(keyval: UInt32(GDK_KEY_Down))
        settle(window)
        XCTAssertNotNil(list.cursor(as: Int.self))

        var strings: [String] = []
        let messages = TestLog.capture { strings = list.realizedKeys(as: String.self) }
        XCTAssertEqual(strings, [])
        XCTAssertTrue(messages.contains { $0.contains("ListView \"list\": realizedKeys(as:) asked for String keys, but the items are keyed by Int") }, "\(messages)")
    } }
}
