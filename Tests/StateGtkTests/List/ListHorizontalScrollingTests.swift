// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
@testable import StateGtk
import StateGtkTesting
import XCTest
/// A row 800 px wide.
@MainActor
final class WideRow: StateView {
    static let text = PropKey<String>("text")
    let label = Label()

    override func render() {
        label.text = props[Self.text] ?? ""
        label.minimumSize = Size(width: 800, height: 24)
        place(label, key: "text")
    }
}

/// A list of wide rows, scrolling sideways when asked.
@MainActor
final class WideListHost: StateView {
    var scrolls = true

    override func render() {
        place(LazyList.self, key: "list")
            .items(Array(0..<1_000), key: { $0 }) { item, row in row.place(WideRow.self).prop(WideRow.text, is: "Row \(item)") }
            .rowHeight(.fixed(24))
            .scrollsHorizontally(scrolls)
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }
}

/// Rows wider than a list scroll sideways when the list opts in, and are squeezed otherwise.
final class ListHorizontalScrollingTests: XCTestCase {
    func testWideRowsScrollSidewaysOnlyWhenAsked() throws { try onMain {
        try requireGtk()
        let host = WideListHost()
        let window = TestWindow(host, width: 300, height: 200)
        defer { window.close() }
        settle(window)
        let warnings = try gtkWarnings {
            let list = host.list
            let row = try XCTUnwrap(list.rowView(forKey: 0))
            XCTAssertEqual(gtk_widget_get_allocated_width(row.widget), 800, "rows get their natural width")
            try window.scroll(list.surface, dx: 120, dy: 0)
            settle(window)
            XCTAssertEqual(list.horizontalScrollOffset, 120)
            #if GTK3
            var x: Int32 = 0, y: Int32 = 0
            #else
            var x = 0.0, y = 0.0
            #endif
            gtk_widget_translate_coordinates(row.widget, list.surface, 0, 0, &x, &y)
            XCTAssertEqual(x, -120, "the rows moved left with the scroll")
            list.scroll(toHorizontalOffset: 10_000)
            settle(window)
            XCTAssertEqual(list.horizontalScrollOffset, Double(800 - list.viewportWidth), "clamped to the rows' width")

            host.scrolls = false
            host.setNeedsRender()
            settle(window)
            XCTAssertEqual(list.horizontalScrollOffset, 0)
            XCTAssertEqual(gtk_widget_get_allocated_width(row.widget), list.viewportWidth, "without it, rows are as wide as the list")
        }
        XCTAssertEqual(warnings, [])
    } }
}
