#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The Tables article's examples, run against real widgets.
final class TablesArticleTests: XCTestCase {
    func testTheFileTableSortsByAHeaderClickAndOpensOnADoubleClick() throws { try onMain {
        try requireGtk()
        let table = FileTable()
        table.state[FileTable.files] = (0..<10_000).map {
            FileEntry(path: "/files/\($0)", name: "file \($0)", size: ($0 * 7_919) % 100_000, kind: $0 % 2 == 0 ? "Text" : "Image")
        }.sorted(by: FileEntry.order(TableSort(column: "name")))
        var opened: [String] = []
        table.onOpen = { opened.append($0) }
        let window = TestWindow(table, width: 500, height: 300)
        defer { window.close() }
        waitUntilIdle()
        let view = try XCTUnwrap(table.childView(forKey: "files") as? TableView)
        let rows = try XCTUnwrap(view.rows)
        XCTAssertLessThan(rows.realizedRowCount, 40)
        XCTAssertEqual(rows.realizedKeys(as: String.self).first, "/files/0")
        XCTAssertEqual(rows.realizedKeys(as: String.self).dropFirst().first, "/files/1", "by name: file 0, file 1, file 10, …")

        try window.click(XCTUnwrap(view.headerButton(forColumn: "size")))
        waitUntilIdle()
        XCTAssertEqual(table.state[FileTable.sort], TableSort(column: "size"))
        XCTAssertEqual(rows.realizedKeys(as: String.self).first, "/files/0", "size 0 first")
        try window.click(XCTUnwrap(view.headerButton(forColumn: "size")))
        waitUntilIdle()
        XCTAssertEqual(table.state[FileTable.sort], TableSort(column: "size", ascending: false))

        let key = try XCTUnwrap(rows.realizedKeys(as: String.self).first)
        try window.click(XCTUnwrap(view.cell(forKey: key, column: "name")), count: 2)
        XCTAssertEqual(opened, [key])
        XCTAssertEqual(table.state[FileTable.selected], [key])
    } }

    func testACellCanBeAStateView() throws { try onMain {
        try requireGtk()
        let table = BadgedFileTable()
        table.state[BadgedFileTable.files] = [FileEntry(path: "/a", name: "a", size: 1, kind: "Text")]
        let window = TestWindow(table, width: 400, height: 200)
        defer { window.close() }
        waitUntilIdle()
        let view = try XCTUnwrap(table.childView(forKey: "files") as? TableView)
        let badge = try XCTUnwrap(view.rows?.rowView(forKey: "/a")?.childView(forKey: "kind") as? KindBadge)
        XCTAssertEqual(badge.label.text, "Text")
    } }
}
#endif
