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
private struct Item: Equatable {
    var key: String
    var title: String
}

/// A list of RowViews placed with `placeEach`, counting how many items it describes.
private final class EachList: StateView {
    var items: [Item] = []
    var described: [String] = []
    var linksTitle = false
    var placesTwice: Set<String> = []
    var showsList = true
    var header: String?
    var footer: String?

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func getInitialState() -> [String: Any?] { ["title": "linked"] }

    override func render() {
        guard showsList else { return }
        if let header { place(RowView.self, key: header).prop(RowProps.title, is: header) }
        defer { if let footer { place(RowView.self, key: footer).prop(RowProps.title, is: footer) } }
        placeEach(items, key: { $0.key }) { item, slot in
            described.append(item.key)
            if placesTwice.contains(item.key) { place(RowView.self, key: item.key + "-extra") }
            let row = slot.place(RowView.self)
            return linksTitle ? row.prop(forKey: RowProps.title, isLinkedToKeyInState: "title") : row.prop(RowProps.title, is: item.title)
        }
    }

    var rows: [RowView] { items.compactMap { childView(forKey: $0.key) as? RowView } }

    func show(_ items: [Item]) {
        self.items = items
        described = []
        setNeedsRender()
        StateView.flushRenders()
    }
}

private func items(_ keys: String...) -> [Item] { keys.map { Item(key: $0, title: $0) } }

final class PlaceEachTests: XCTestCase {
    func testOnlyChangedItemsAreDescribedAgain() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b", "c", "d")
        let window = TestWindow(list)
        defer { window.close() }
        XCTAssertEqual(list.described, ["a", "b", "c", "d"])
        let rows = list.rows
        let renders = rows.map(\.renderCount)

        var changed = list.items
        changed[2].title = "C"
        let counts = GtkMutations.measure { list.show(changed) }
        XCTAssertEqual(list.described, ["c"], "the unchanged items kept their elements")
        XCTAssertEqual(list.rows.map(\.renderCount), [renders[0], renders[1], renders[2] + 1, renders[3]])
        XCTAssertEqual(labelText(rows[2].label.gtkWidget), "C")
        XCTAssertEqual(counts.labelSets, 1)
        XCTAssertEqual(counts.total, 1, "\(counts)")

        list.show(changed)
        XCTAssertEqual(list.described, [], "an unchanged list describes nothing")
        XCTAssertTrue(zip(list.rows, rows).allSatisfy { $0 === $1 })
    } }

    func testInsertionsRemovalsAndMovesDescribeOnlyNewItems() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b", "c", "d", "e")
        let window = TestWindow(list)
        defer { window.close() }
        let before = Dictionary(uniqueKeysWithValues: list.items.map { ($0.key, list.childView(forKey: $0.key)!) })

        let counts = GtkMutations.measure { list.show(items("e", "a", "x", "c", "d")) }
        XCTAssertEqual(list.described, ["x"])
        XCTAssertEqual(counts.adds, 2, "the new row and its label")
        XCTAssertEqual(counts.removes, 1)
        XCTAssertEqual(counts.reorders, 1, "e moved to the front")
        XCTAssertEqual(list.childWidgets, list.rows.map(\.widget))
        XCTAssertEqual(list.rows.map { labelText($0.label.gtkWidget) }, ["e", "a", "x", "c", "d"])
        for key in ["a", "c", "d", "e"] { XCTAssertTrue(list.childView(forKey: key) === before[key], key) }
    } }

    /// Removals only: the rows that stay are neither read nor retained, yet they keep their
    /// props, a changed one gets its new ones, and the stack lays them out in their new order.
    func testRemovalsKeepTheRowsThatStayInTheStack() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b", "c", "d", "e", "f")
        let window = TestWindow(list)
        defer { window.close() }
        let rowHeight = allocation(list.rows[0].widget).height

        var changed = list.items
        changed.remove(at: 3)
        changed.remove(at: 1)
        changed[2].title = "E"
        list.show(changed)
        XCTAssertEqual(list.described, ["e"])
        XCTAssertEqual(list.rows.map { labelText($0.label.gtkWidget) }, ["a", "c", "E", "f"])
        let top = allocation(list.widget).y
        Gtk.runUntil(timeout: 5) { allocation(list.rows[3].widget).y == top + 3 * rowHeight }
        XCTAssertEqual(list.rows.map { allocation($0.widget).y }, (0..<4).map { top + $0 * rowHeight })
    } }

    func testStateLinkedElementsAreDescribedOnEveryRender() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.linksTitle = true
        list.items = items("a", "b")
        let window = TestWindow(list)
        defer { window.close() }
        XCTAssertEqual(list.rows.map { labelText($0.label.gtkWidget) }, ["linked", "linked"])

        list.described = []
        list.state["title"] = "relinked"
        StateView.flushRenders()
        XCTAssertEqual(list.described, ["a", "b"], "a kept element would show the old state")
        XCTAssertEqual(list.rows.map { labelText($0.label.gtkWidget) }, ["relinked", "relinked"])
    } }

    func testClosurePlacingTwoChildrenIsReportedAndNothingIsKept() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b")
        list.placesTwice = ["b"]
        var window: TestWindow?
        let messages = TestLog.capture { window = TestWindow(list) }
        defer { window?.close() }
        XCTAssertTrue(messages.contains { $0.contains("EachList.placeEach") && $0.contains("placed 2") && $0.contains("\"b\"") }, "\(messages)")
        XCTAssertEqual(list.childWidgets.count, 3, "everything placed is on screen")

        list.show(list.items)
        XCTAssertEqual(list.described, ["a", "b"], "without a memo every item is described again")
    } }

    func testSkippedCallSiteForgetsItsElements() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b")
        let window = TestWindow(list)
        defer { window.close() }
        weak let firstRow = list.rows.first

        list.showsList = false
        list.show(list.items)
        XCTAssertEqual(list.childWidgets.count, 0)
        XCTAssertNil(firstRow, "neither the child nor a memo keeps the removed row")

        list.showsList = true
        list.show(list.items)
        XCTAssertEqual(list.described, ["a", "b"])
        XCTAssertEqual(list.childWidgets.count, 2)
    } }

    func testClosureMisusedOnAReRenderKeepsEveryPlacementInOrder() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.items = items("a", "b", "c")
        let window = TestWindow(list)
        defer { window.close() }

        // The same keys again, so the previous elements are updated in place; "b" changed and
        // now places an extra child first.
        list.placesTwice = ["b"]
        var changed = list.items
        changed[1].title = "B"
        let messages = TestLog.capture { list.show(changed) }
        XCTAssertTrue(messages.contains { $0.contains("placed 2") && $0.contains("\"b\"") }, "\(messages)")
        XCTAssertEqual(list.childKeys, ["a", "b-extra", "b", "c"])
        XCTAssertEqual(labelText((list.childView(forKey: "b") as! RowView).label.gtkWidget), "B")

        list.placesTwice = []
        list.show(changed)
        XCTAssertEqual(list.described, ["a", "b", "c"], "a misused call keeps no memo")
        XCTAssertEqual(list.childKeys, ["a", "b", "c"])
    } }

    func testChildrenPlacedAroundTheListKeepTheirPlaces() throws { try onMain {
        try requireGtk()
        let list = EachList()
        list.header = "header"
        list.footer = "footer"
        list.items = items("a", "b")
        let window = TestWindow(list)
        defer { window.close() }
        XCTAssertEqual(list.childKeys, ["header", "a", "b", "footer"])

        var changed = list.items
        changed[0].title = "A"
        list.show(changed)
        XCTAssertEqual(list.described, ["a"])
        XCTAssertEqual(list.childKeys, ["header", "a", "b", "footer"])
        XCTAssertEqual(list.rows.map { labelText($0.label.gtkWidget) }, ["A", "b"])

        list.show(items("b", "c"))
        XCTAssertEqual(list.described, ["c"])
        XCTAssertEqual(list.childKeys, ["header", "b", "c", "footer"])
        XCTAssertEqual(list.childWidgets, list.childKeys.map { list.childView(forKey: $0 as! String)!.widget })
    } }
}
