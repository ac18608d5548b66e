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
/// A section of the sectioned list tests: its key and its items.
struct ListTestSection: Equatable {
    let id: Int
    var items: [ListTestItem]
}

/// A section header (a view type of its own: headers and rows never reuse each other's views).
@MainActor
final class ListTestHeader: ListTestRow {}

/// A parent that places a sectioned list, with a multiple selection it keeps itself.
@MainActor
final class SectionedListHost: StateView {
    var sections: [ListTestSection] = []
    var sticky = true
    var selected: Set<Int> = []
    var activated: [Int] = []
    private lazy var select = Callback<Set<Int>> { [weak self] keys in
        self?.selected = keys
        self?.setNeedsRender()
    }
    private lazy var activate = Callback<Int> { [weak self] key in self?.activated.append(key) }

    override func render() {
        place(LazyList.self, key: "list")
            .sections(sections, key: { $0.id }, items: { $0.items }, itemKey: { $0.id }) { section, row in
                row.place(ListTestHeader.self)
                    .prop(ListTestRow.id, is: -section.id)
                    .prop(ListTestRow.title, is: "Item section \(section.id)")
                    .prop(ListTestRow.height, is: 24)
            } row: { item, row in
                row.place(ListTestRow.self)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
            }
            .stickyHeaders(sticky)
            .rowHeight(.fixed(24))
            .selection(.multiple, selected: selected, onChange: select)
            .onActivate(activate)
            .typeAhead { (item: ListTestItem) in item.title }
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    /// `count` sections of `size` items; item ids run on across sections.
    static func open(sections count: Int, of size: Int) -> (SectionedListHost, TestWindow) {
        let host = SectionedListHost()
        host.sections = (0..<count).map { section in
            ListTestSection(id: section, items: (0..<size).map { ListTestItem(id: section * size + $0, title: "Item \(section * size + $0)", height: 24) })
        }
        let window = TestWindow(host, width: 300, height: 300)
        settle(window)
        return (host, window)
    }
}

/// Sections: header rows virtualised like rows, a sticky header that follows the scroll, and
/// headers the cursor, the selection, activation, type-ahead and assistive technologies treat
/// as headers — through real input, failing on any GTK warning.
final class ListSectionsTests: XCTestCase {
    /// 100,000 items in 1,000 sections: the list realises only what is on screen, and the
    /// pinned header is always the header of the section at the top, pushed up by the next.
    func testStickyHeaderFollowsTheScrollAmong100000Items() throws { try onMain {
        try requireGtk()
        let warnings = gtkWarnings {
            let (host, window) = SectionedListHost.open(sections: 1_000, of: 100)
            defer { window.close() }
            let list = host.list
            XCTAssertEqual(list.itemCount, 101_000)
            let bound = 300 / 24 + 2 + 2 * 4 + 2 + 1
            XCTAssertLessThanOrEqual(list.realizedRowCount, bound)
            XCTAssertNil(list.pinnedSection(as: Int.self), "at the top, the first header shows at its place")

            // Into section 500 (its header is row 50,500): its header is pinned at the top.
            list.scroll(toOffset: Double(50_500 + 10) * 24)
            settle(window)
            XCTAssertEqual(list.pinnedSection(as: Int.self), 500)
            XCTAssertEqual(rowY(list, header: 500), 0)
            XCTAssertLessThanOrEqual(list.realizedRowCount, bound)
            XCTAssertNil(list.headerView(forSection: 499), "the previous section's header is gone")

            // The next header (row 50,601) 10 px below the top pushes the pinned one up by 14.
            list.scroll(toOffset: Double(50_601) * 24 - 10)
            settle(window)
            XCTAssertEqual(list.pinnedSection(as: Int.self), 500)
            XCTAssertEqual(rowY(list, header: 500), -14)
            XCTAssertEqual(rowY(list, header: 501), 10)

            list.scroll(toOffset: Double(50_601 + 3) * 24 + 5)
            settle(window)
            XCTAssertEqual(list.pinnedSection(as: Int.self), 501)
            XCTAssertEqual(rowY(list, header: 501), 0)
            XCTAssertNil(list.headerView(forSection: 500))

            host.sticky = false
            host.setNeedsRender(); settle(window)
            XCTAssertNil(list.pinnedSection(as: Int.self))
            XCTAssertEqual(rowY(list, header: 501), -(3 * 24 + 5), "without sticky headers the header scrolls with its rows")
        }
        XCTAssertEqual(warnings, [])
    } }

    /// The cursor keys step over headers, a Shift range selects items only, a click on a
    /// header selects nothing, type-ahead finds items, and Ctrl+A selects every item.
    func testKeyboardSelectionAndTypeAheadSkipHeaders() throws { try onMain {
        try requireGtk()
        let warnings = try gtkWarnings {
            let (host, window) = SectionedListHost.open(sections: 3, of: 3)  // H0 0 1 2 H1 3 4 5 H2 6 7 8
            defer { window.close() }
            gtk_widget_grab_focus(listSurface(host.list))
            try window.press(keyval: guint(GDK_KEY_Down))
            settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 0, "the first Down lands on the first item, not a header")
            for _ in 0..<3 { try window.press(keyval: guint(GDK_KEY_Down)) }
            settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 3, "Down steps over the next section's header")
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_SHIFT_MASK)
            settle(window)
            XCTAssertEqual(host.selected, [2, 3], "a range over a header selects the items only")
            try window.press(keyval: guint(GDK_KEY_Home))
            settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 0)
            try window.press(keyval: guint(GDK_KEY_End))
            settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 8)

            guard let header = host.list.headerView(forSection: 1) as? ListTestHeader else { return XCTFail("header 1 is not realised") }
            try window.click(header.label.gtkWidget, count: 2)
            settle(window)
            XCTAssertEqual(host.selected, [8], "a click on a header neither selects nor activates")
            XCTAssertEqual(host.activated, [])

            try window.type("item 4")
            settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 4, "type-ahead never stops at a header (\"Item section …\")")

            try window.press("<Control>a")
            settle(window)
            XCTAssertEqual(host.selected, Set(0..<9))
        }
        XCTAssertEqual(warnings, [])
    } }

    // ATK's roles and attributes: GTK 4.8 has no getter for a widget's accessible properties.
    #if GTK3
    /// Headers are headings to assistive technologies; items are list items whose position
    /// counts items only.
    func testHeadersAreHeadingsToAssistiveTechnologies() throws { try onMain {
        try requireGtk()
        let (host, window) = SectionedListHost.open(sections: 3, of: 3)
        defer { window.close() }
        let header = try XCTUnwrap(host.list.headerView(forSection: 1))
        XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(header.widget)), ATK_ROLE_HEADING)
        let item = try XCTUnwrap(host.list.rowView(forKey: 4))
        let accessible = gtk_widget_get_accessible(item.widget)
        XCTAssertEqual(atk_object_get_role(accessible), ATK_ROLE_LIST_ITEM)
        let attributes = atkAttributes(accessible)
        XCTAssertEqual(attributes["posinset"], "5")
        XCTAssertEqual(attributes["setsize"], "9")
    } }
    #endif
}

/// The header's top relative to the list's viewport.
@MainActor
private func rowY(_ list: LazyList, header section: Int) -> Int32? {
    guard let header = list.headerView(forSection: section) else { return nil }
    #if GTK3
    var x: Int32 = 0, y: Int32 = 0
    #else
    var x = 0.0, y = 0.0
    #endif
    guard gtk_widget_translate_coordinates(header.widget, listSurface(list), 0, 0, &x, &y) != 0 else { return nil }
    #if GTK3
    return y
    #else
    return Int32(y.rounded())
    #endif
}
