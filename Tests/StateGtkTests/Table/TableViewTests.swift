#if GTK3
import CGtk
@testable import StateGtk
import StateGtkTesting
import XCTest
/// The table view through real GDK events: header clicks sort (the app sorts, the rows follow,
/// the arrow shows), dragging a header's edge resizes the column and every row's cell, cells
/// stay under their headers through scrolls and resizes, rows and headers scroll sideways
/// together, and nothing is left behind. Every test fails on a GTK warning.
final class TableViewTests: XCTestCase {
    func testAHeaderClickSortsTheRowsAndShowsTheIndicator() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(100_000)
        defer { window.close() }
        let warnings = try gtkWarnings {
            let table = host.table
            XCTAssertLessThan(table.rows!.realizedRowCount, 40, "100,000 rows realise only those on screen")
            try window.click(XCTUnwrap(table.headerButton(forColumn: "cpu")))
            settle(window)
            XCTAssertEqual(host.sortRequests, [TableSort(column: "cpu")])
            let ascending = host.items.prefix(3).map(\.id)
            XCTAssertEqual(table.rows!.scrollOffset, 0, "a new sort starts at the top")
            XCTAssertEqual(Array(table.rows!.realizedKeys(as: Int.self).prefix(3)), ascending, "the rows follow the app's sort")
            try assertIndicator(table, "cpu", GTK_SORT_ASCENDING)

            try window.click(XCTUnwrap(table.headerButton(forColumn: "cpu")))
            settle(window)
            XCTAssertEqual(host.sortRequests.last, TableSort(column: "cpu", ascending: false), "the same header again reverses")
            XCTAssertEqual(host.items.first?.cpu, 100)
            XCTAssertEqual(table.rows!.realizedKeys(as: Int.self).first, host.items.first?.id)
            try assertIndicator(table, "cpu", GTK_SORT_DESCENDING)

            try window.click(XCTUnwrap(table.headerButton(forColumn: "name")))
            settle(window)
            XCTAssertEqual(host.sortRequests.last, TableSort(column: "name"))
            try assertIndicator(table, "name", GTK_SORT_ASCENDING)
            XCTAssertEqual(indicatorShown(table, "cpu"), false, "only the sorted column shows the arrow")

            try window.click(XCTUnwrap(table.headerButton(forColumn: "state")))
            settle(window)
            XCTAssertEqual(host.sortRequests.count, 3, "a column that is not sortable does not ask")
            assertCellsAlign(host, "after sorting")
        }
        XCTAssertEqual(warnings, [])
    } }

    func testDraggingAHeaderEdgeResizesTheColumnAndEveryRow() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(1_000, width: 400)
        defer { window.close() }
        let warnings = try gtkWarnings {
            let table = host.table
            XCTAssertEqual(table.columnWidths, [120, 60, 90, 80, 80])
            try dragHeaderEdge(window, XCTUnwrap(table.headerButton(forColumn: "name")), by: 40)
            XCTAssertEqual(table.columnWidths[0], 160, accuracy: 2, "the drag widened the column")
            assertCellsAlign(host, "after widening")
            try dragHeaderEdge(window, XCTUnwrap(table.headerButton(forColumn: "cpu")), by: -50)
            XCTAssertEqual(table.columnWidths[1], 40, "not below the minimum width")
            assertCellsAlign(host, "after narrowing")
            // The user's widths persist across the app's renders.
            host.items[0].name = "renamed"
            host.update(); settle(window)
            XCTAssertEqual(table.columnWidths[0], 160, accuracy: 2)
            XCTAssertEqual(table.columnWidths[1], 40)
            assertCellsAlign(host, "after a render")
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Dragging a header's edge still resizes the column and every row's cell once the header
    /// has scrolled sideways with the rows, both while scrolled and when back at the start (the
    /// scrolled window's overlay indicator used to take the press).
    func testDraggingAHeaderEdgeResizesAfterScrollingSideways() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(1_000, width: 250)
        defer { window.close() }
        let warnings = try gtkWarnings {
            let table = host.table
            let list = try XCTUnwrap(table.rows)
            list.scroll(toHorizontalOffset: 30)
            settle(window)
            XCTAssertEqual(list.horizontalScrollOffset, 30)
            try dragHeaderEdge(window, XCTUnwrap(table.headerButton(forColumn: "cpu")), by: 30)
            XCTAssertEqual(table.columnWidths[1], 90, accuracy: 2, "the drag widened the column, scrolled")
            assertCellsAlign(host, "after widening, scrolled")
            list.scroll(toHorizontalOffset: 0)
            settle(window)
            try dragHeaderEdge(window, XCTUnwrap(table.headerButton(forColumn: "name")), by: 40)
            XCTAssertEqual(table.columnWidths[0], 160, accuracy: 2, "the drag widened the column, scrolled back")
            assertCellsAlign(host, "after widening, scrolled back")
        }
        XCTAssertEqual(warnings, [])
    } }

    /// A model check: random vertical and horizontal scrolls and column width changes (the
    /// app's), in a table narrower than its columns; after each, every realised row's cells sit
    /// under their headers. (User drags are the `testDraggingAHeaderEdge…` tests'.)
    func testCellsStayUnderTheirHeadersThroughScrollsAndResizes() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(5_000, width: 300)
        defer { window.close() }
        var seed = UInt64(0x7AB1E)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let warnings = try gtkWarnings {
            let table = host.table
            let list = try XCTUnwrap(table.rows)
            var resizes = 0
            for step in 0..<30 {
                switch next(3) {
                case 0:
                    list.scroll(toOffset: Double(next(5_000 * 24)))
                case 1:
                    list.scroll(toHorizontalOffset: Double(next(400)))
                default:
                    let index = next(host.columns.count)
                    host.columns[index].width = Double(20 + next(200))
                    host.update()
                    resizes += 1
                }
                settle(window)
                XCTAssertEqual(table.columnWidths, host.columns.map { max($0.width, $0.minimumWidth) }, "step \(step)")
                assertCellsAlign(host, "step \(step)")
            }
            XCTAssertGreaterThan(resizes, 5, "the sequence resized columns")
        }
        XCTAssertEqual(warnings, [])
    } }

    func testRowsAndHeadersScrollSidewaysTogether() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(1_000, width: 250)
        defer { window.close() }
        let warnings = try gtkWarnings {
            let table = host.table
            let list = try XCTUnwrap(table.rows)
            let name = try XCTUnwrap(table.headerButton(forColumn: "name"))
            let before = frameInWindow(name).x
            try window.scroll(list.surface, dx: 40, dy: 0)
            settle(window)
            XCTAssertGreaterThan(list.horizontalScrollOffset, 0, "a sideways scroll moves the rows")
            XCTAssertEqual(Double(before - frameInWindow(name).x), list.horizontalScrollOffset, accuracy: 0.5, "and the headers with them")
            assertCellsAlign(host, "scrolled sideways")
            list.scroll(toHorizontalOffset: 10_000)
            settle(window)
            XCTAssertEqual(list.horizontalScrollOffset, Double(430 - list.viewportWidth))
            assertCellsAlign(host, "scrolled to the right end")
        }
        XCTAssertEqual(warnings, [])
    } }

    func testSelectionActivationAndTypeAheadWorkAsInAList() throws { try onMain {
        try requireGtk()
        let (host, window) = openTable(100_000)
        defer { window.close() }
        let warnings = try gtkWarnings {
            let table = host.table
            let key = table.rows!.realizedKeys(as: Int.self)[2]
            try window.click(XCTUnwrap(table.cell(forKey: key, column: "user")), count: 2)
            settle(window)
            XCTAssertEqual(host.selected, [key])
            XCTAssertEqual(host.activated, [key], "a double click activates")
            try window.type("proc-05")
            settle(window)
            let found = try XCTUnwrap(host.selected.first)
            XCTAssertTrue(host.items.first { $0.id == found }!.name.hasPrefix("proc-05"), "type-ahead finds a row among 100,000")
            try window.press(keyval: guint(GDK_KEY_Return))
            XCTAssertEqual(host.activated.last, found)
        }
        XCTAssertEqual(warnings, [])
    } }

    func testRemovingATableFreesItsViewsAndWidgets() throws { try onMain {
        try requireGtk()
        let tracker = FinalizationTracker()
        weak var weakTable: TableView?
        weak var weakRow: StateView?
        do {
            let (host, window) = openTable(1_000)
            defer { window.close() }
            let table = host.table
            weakTable = table
            let list = try XCTUnwrap(table.rows)
            weakRow = list.rowView(forKey: list.realizedKeys(as: AnyHashable.self)[0])
            tracker.watch(table.widget)
            tracker.watch(try XCTUnwrap(table.headerButton(forColumn: "name")))
            tracker.watch(table.header.tree)
            tracker.watch(list.widget)
            if let row = weakRow { tracker.watch(row.widget) }
            host.showsTable = false
            host.update(); settle(window)
        }
        Gtk.drainEvents()
        XCTAssertNil(weakTable, "the table view is freed")
        XCTAssertNil(weakRow, "its rows are freed")
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) widgets finalised")
    } }
}

@MainActor
private func headerColumn(_ table: TableView, _ column: String) -> UnsafeMutablePointer<GtkTreeViewColumn>? {
    let tree = UnsafeMutableRawPointer(table.header.tree).assumingMemoryBound(to: GtkTreeView.self)
    for index in 0..<Int32(gtk_tree_view_get_n_columns(tree)) {
        let item = gtk_tree_view_get_column(tree, index)!
        if gtk_tree_view_column_get_button(item) == table.headerButton(forColumn: column) { return item }
    }
    return nil
}

@MainActor
private func indicatorShown(_ table: TableView, _ column: String) -> Bool {
    headerColumn(table, column).map { gtk_tree_view_column_get_sort_indicator($0) != 0 } ?? false
}

@MainActor
private func assertIndicator(_ table: TableView, _ column: String, _ order: GtkSortType, line: UInt = #line) throws {
    let item = try XCTUnwrap(headerColumn(table, column), "no column \(column)", line: line)
    XCTAssertEqual(gtk_tree_view_column_get_sort_indicator(item), 1, "\(column) shows the arrow", line: line)
    XCTAssertEqual(gtk_tree_view_column_get_sort_order(item), order, line: line)
}
#endif
