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
/// The list view answers pointer and keys as GtkTreeView does, through real input: double
/// click and Enter activate, the list decides the selection for every press (also on a row's own
/// tap, button or context menu), Ctrl and Shift edit it, type-ahead finds a row among 100,000.
final class ListInteractionTests: XCTestCase {
    func testDoubleClickEnterAndSpaceActivate() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100, rowHeight: .fixed(30))
        defer { window.close() }
        let warnings = try gtkWarnings {
            try clickRow(window, host, 3, count: 2)
            XCTAssertEqual(host.activated, [3], "a double click activates the row")
            XCTAssertEqual(host.selected, [3])
            // Two clicks further apart in time than the double-click time are two clicks.
            try clickRow(window, host, 5)
            try clickRow(window, host, 5)
            XCTAssertEqual(host.activated, [3])
            try clickRow(window, host, 8)
            XCTAssertEqual(host.activated, [3])
            XCTAssertEqual(host.selected, [8])
            try window.press(keyval: guint(GDK_KEY_Return))
            XCTAssertEqual(host.activated, [3, 8])
            try window.press(keyval: guint(GDK_KEY_Down))
            try window.press(keyval: guint(GDK_KEY_space))
            XCTAssertEqual(host.activated, [3, 8, 9], "Space activates the cursor's row, as in GtkTreeView")
        }
        XCTAssertEqual(warnings, [])
    } }

    func testSingleClickActivationIsOptIn() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100, rowHeight: .fixed(30))
        defer { window.close() }
        try clickRow(window, host, 2)
        XCTAssertEqual(host.activated, [])
        host.activatesOnSingleClick = true
        host.update(); settle(window)
        try clickRow(window, host, 4)
        XCTAssertEqual(host.activated, [4])
        try clickRow(window, host, 6, modifiers: GDK_CONTROL_MASK)
        XCTAssertEqual(host.activated, [4], "a Ctrl click selects only")
    } }

    /// A row's own tap and its button keep working, and the list still selects the row and puts
    /// the cursor on it (Down goes on from there); a double click on the button is the button's.
    func testARowsTapAndButtonKeepSelectionAndCursor() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.rowType = ListControlRow.self
        host.rowHeight = .fixed(40)
        host.items = (0..<100).map { ListTestItem(id: $0, title: "Item \($0)", height: 40) }
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        ListControlRow.taps = []
        ListControlRow.clicks = []
        let warnings = try gtkWarnings {
            let row = host.list.rowView(forKey: 2) as! ListControlRow
            try window.click(row.label.gtkWidget)
            host.update(); settle(window)
            XCTAssertEqual(ListControlRow.taps, [2], "the row's onTap ran")
            XCTAssertEqual(host.selected, [2], "and the list selected the row")
            try window.press(keyval: guint(GDK_KEY_Down))
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [3], "the cursor was on the tapped row")

            let other = host.list.rowView(forKey: 5) as! ListControlRow
            try window.click(other.button.gtkWidget)
            host.update(); settle(window)
            XCTAssertEqual(ListControlRow.clicks, [5], "the row's button got its click")
            XCTAssertEqual(host.selected, [5])
            try window.click(other.button.gtkWidget, count: 2)
            XCTAssertEqual(host.activated, [], "a double click on a button is the button's")
            try window.click(other.label.gtkWidget, count: 2)
            XCTAssertEqual(host.activated, [5], "a double click on the row's text activates")
        }
        XCTAssertEqual(warnings, [])
    } }

    func testCtrlAndShiftClicksAndShiftArrowsEditTheSelection() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(50, rowHeight: .fixed(30), mode: .multiple)
        defer { window.close() }
        let warnings = try gtkWarnings {
            try clickRow(window, host, 1)
            try clickRow(window, host, 3, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(host.selected, [1, 3])
            try clickRow(window, host, 6, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(host.selected, [3, 4, 5, 6], "Shift selects from the anchor, the last Ctrl click")
            try clickRow(window, host, 3, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(host.selected, [4, 5, 6])
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_SHIFT_MASK)
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_SHIFT_MASK)
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [3, 4, 5], "Shift+Down from the cursor 3, anchored at 3")
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
            try window.press(keyval: guint(GDK_KEY_space), modifiers: GDK_CONTROL_MASK)
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [3, 4, 5, 7], "Ctrl moves the cursor only, Ctrl+Space adds")
            try window.press("<Control>a")
            host.update(); settle(window)
            XCTAssertEqual(host.selected, Set(0..<50))
            XCTAssertTrue(isSelectedFlag(host.list, 10))
            try window.press("<Control><Shift>a")
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [])
            try window.press(keyval: guint(GDK_KEY_Up))
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [6], "a plain arrow selects the cursor's row only")
        }
        XCTAssertEqual(warnings, [])
    } }

    /// A right click selects the row, then the row's context menu opens; the Menu key does the
    /// same for the cursor's row. A right click on a selected row keeps the whole selection.
    func testRightClickAndMenuKeySelectBeforeTheMenuOpens() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.rowType = ListControlRow.self
        host.mode = .multiple
        host.rowHeight = .fixed(40)
        host.items = (0..<100).map { ListTestItem(id: $0, title: "Item \($0)", height: 40) }
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let warnings = try gtkWarnings {
            try clickRow(window, host, 1)
            try clickRow(window, host, 4, button: 3)
            XCTAssertEqual(host.selected, [4])
            XCTAssertNotNil(host.list.rowView(forKey: 4)?.contextMenuPopover, "the row's menu opened")
            gtk_widget_hide(host.list.rowView(forKey: 4)!.contextMenuPopover!)
            try clickRow(window, host, 5, modifiers: GDK_CONTROL_MASK)
            try clickRow(window, host, 4, button: 3)
            XCTAssertEqual(host.selected, [4, 5], "a right click on a selected row keeps the selection")
            gtk_widget_hide(host.list.rowView(forKey: 4)!.contextMenuPopover!)

            gtk_widget_grab_focus(listSurface(host.list))
            try window.press(keyval: guint(GDK_KEY_Down))
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [5])
            try window.press(keyval: guint(GDK_KEY_Menu))
            host.update(); settle(window)
            XCTAssertEqual(host.selected, [6], "the Menu key selected the cursor's row")
            XCTAssertNotNil(host.list.rowView(forKey: 6)?.contextMenuPopover)
            // Escape closes it.
            try window.press(keyval: guint(GDK_KEY_Escape))
            XCTAssertNil(host.list.rowView(forKey: 6)?.contextMenuPopover, "Escape closed the menu")
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Typing moves the cursor to the next row whose text starts with what was typed, among
    /// 100,000 items, realising only the rows around it.
    func testTypeAheadFindsARowAmong100000() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100_000, rowHeight: .fixed(24))
        defer { window.close() }
        gtk_widget_grab_focus(listSurface(host.list))
        let rendersBefore = ListTestRow.renders
        let warnings = try gtkWarnings {
            try window.type("item 76543")
            host.update(); settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 76_543)
            XCTAssertEqual(host.selected, [76_543])
            XCTAssertTrue(host.list.visibleRange.contains(76_543))
            XCTAssertLessThanOrEqual(host.list.realizedRowCount, 300 / 24 + 2 + 2 * 4 + 2)
            try window.press(keyval: guint(GDK_KEY_Escape))
            try window.type("i")
            host.update(); settle(window)
            XCTAssertEqual(host.list.cursor(as: Int.self), 76_544, "a new prefix starts after the cursor")
        }
        XCTAssertEqual(warnings, [])
        XCTAssertLessThan(ListTestRow.renders - rendersBefore, 200, "rows were rendered only around the matches")
    } }

    /// New items keep the first row on screen that is still there in its place, unless the
    /// `resetsScroll(when:)` value changed: then they start at the top.
    func testReplacedItemsStartAtTheTopWhenTheResetValueChanges() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        _ = host.list.scrollTo(key: 500, at: .top)
        settle(window)
        host.items = (400..<900).map { ListTestItem(id: $0, title: "Result \($0)", height: 30) }
        host.update(); settle(window)
        XCTAssertEqual(rowY(host.list, 500), 0, "the shared row kept its place")
        host.items = (450..<950).map { ListTestItem(id: $0, title: "Other \($0)", height: 30) }
        host.scrollResetValue += 1
        host.update(); settle(window)
        XCTAssertEqual(host.list.scrollOffset, 0)
        XCTAssertEqual(host.list.visibleRange.lowerBound, 0)
        XCTAssertNil(host.list.cursor(as: Int.self))
        assertRowsMatch(host)
    } }

    /// The end reached while a load runs is reported when the load ends with the end in view.
    func testEndReachedFiresAgainWhenALoadEndsWithTheEndInView() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(40, rowHeight: .fixed(30))
        defer { window.close() }
        host.list.scroll(toOffset: 1e6)
        settle(window)
        XCTAssertEqual(host.endReached, 1)
        host.isLoading = true
        host.items = (100..<140).map { ListTestItem(id: $0, title: "New \($0)", height: 30) }
        host.update(); settle(window)
        host.list.scroll(toOffset: 1e6)
        settle(window)
        XCTAssertEqual(host.endReached, 1, "nothing while loading")
        host.isLoading = false
        host.update(); settle(window)
        XCTAssertEqual(host.endReached, 2, "the load ended with the end in view")
        host.update(); settle(window)
        host.list.scroll(toOffset: 1e6 + 1)
        settle(window)
        XCTAssertEqual(host.endReached, 2, "once")
    } }
}

/// A row with a tap action, a button and a context menu.
@MainActor
final class ListControlRow: ListTestRow {
    static var taps: [Int] = []
    static var clicks: [Int] = []
    let button = Button(label: "Star")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 4)
    }

    override func render() {
        super.render()
        let id = props[Self.id] ?? -1
        onTap { Self.taps.append(id) }
        button.onClicked = { Self.clicks.append(id) }
        place(button, key: "button")
        contextMenu(Menu([.item("Open", action: "win.open-row")]))
    }
}

// MARK: Pointer helpers

/// Clicks (`count` presses as one double click) the row of `key` with `button` and modifiers,
/// on its text (a control of the row would take the click), then renders and lays out.
@MainActor
func clickRow(
    _ window: TestWindow, _ host: ListTestHost, _ key: Int, count: Int = 1, button: UInt32 = 1,
    modifiers: GdkModifierType = GdkModifierType(0)
) throws {
    guard let row = host.list.rowView(forKey: key) as? ListTestRow else { throw ListClickFailed(reason: "row \(key) is not realised") }
    try window.click(row.label.gtkWidget, button: button, count: count, modifiers: modifiers)
    host.update(); settle(window)
}

struct ListClickFailed: Error { let reason: String }

// ATK's states and attributes: GTK 4.8 has no getter for a widget's accessible state.
#if GTK3
/// Selected rows are selected to AT-SPI, and each row says its position in the list.
final class ListAccessibilityTests: XCTestCase {
    func testRowsReportSelectionAndPositionToAssistiveTechnologies() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100, rowHeight: .fixed(30), mode: .multiple)
        defer { window.close() }
        try clickRow(window, host, 2)
        try clickRow(window, host, 4, modifiers: GDK_CONTROL_MASK)
        @MainActor func states(_ key: Int) -> (selectable: Bool, selected: Bool) {
            let accessible = gtk_widget_get_accessible(host.list.rowView(forKey: key)!.widget)
            let set = atk_object_ref_state_set(accessible)
            defer { g_object_unref(set) }
            return (atk_state_set_contains_state(set, ATK_STATE_SELECTABLE) != 0, atk_state_set_contains_state(set, ATK_STATE_SELECTED) != 0)
        }
        XCTAssertEqual(states(2).selected, true)
        XCTAssertEqual(states(3).selected, false)
        XCTAssertEqual(states(3).selectable, true)
        XCTAssertEqual(states(4).selected, true)
        let attributes = atkAttributes(gtk_widget_get_accessible(host.list.rowView(forKey: 4)!.widget))
        XCTAssertEqual(attributes["posinset"], "5")
        XCTAssertEqual(attributes["setsize"], "100")
    } }
}

@MainActor
func atkAttributes(_ object: UnsafeMutablePointer<AtkObject>?) -> [String: String] {
    var result: [String: String] = [:]
    var node = atk_object_get_attributes(object)
    let list = node
    while let current = node {
        let attribute = current.pointee.data.assumingMemoryBound(to: AtkAttribute.self).pointee
        result[String(cString: attribute.name)] = String(cString: attribute.value)
        node = current.pointee.next
    }
    atk_attribute_set_free(list)
    return result
}
#endif
