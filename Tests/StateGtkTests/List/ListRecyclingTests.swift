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
/// What recycling and updating rows cost GTK, and what a recycled row says afterwards: a row
/// that leaves the window and is given to an arriving item in the same update is moved, never
/// hidden and shown again, and it carries its new item's selection and position.
final class ListRecyclingTests: XCTestCase {
    /// A jump to the end gives every row on screen to another item by a move alone: none of
    /// them is unmapped (hidden) on the way. Each then shows its new item, is a list item to
    /// AT-SPI, and is selected (state flag and AT-SPI state) exactly when its new item is (the
    /// AT-SPI side on GTK 3: GTK 4.8 has no getter for a widget's accessible properties).
    func testAJumpMovesRecycledRowsWithoutHidingThem() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        host.selected = [3, 995]
        host.update(); settle(window)
        let list = host.list
        XCTAssertTrue(isSelectedFlag(list, 3))
        let unmaps = SignalCounter("unmap")
        defer { unmaps.stop() }
        for key in list.realizedKeys(as: AnyHashable.self) { unmaps.watch(list.rowView(forKey: key)!.widget) }
        list.scroll(toOffset: .greatestFiniteMagnitude)
        settle(window)
        XCTAssertEqual(list.visibleRange.upperBound, 1_000)
        assertRowsMatch(host)
        XCTAssertEqual(unmaps.count, 0, "a row moved to another item was hidden and shown again")
        XCTAssertGreaterThan(list.realizedRowCount, 10)
        for key in list.realizedKeys(as: Int.self) {
            XCTAssertEqual(isSelectedFlag(list, key), key == 995, "row \(key)")
            #if GTK3
            let row = list.rowView(forKey: key)!
            let accessible = gtk_widget_get_accessible(row.widget)
            XCTAssertEqual(atk_object_get_role(accessible), ATK_ROLE_LIST_ITEM, "row \(key)")
            let states = atk_object_ref_state_set(accessible)
            XCTAssertEqual(atk_state_set_contains_state(states, ATK_STATE_SELECTED) != 0, key == 995, "row \(key)")
            g_object_unref(states)
            XCTAssertEqual(atkAttributes(accessible)["posinset"], "\(key + 1)", "row \(key)")
            #endif
        }
    } }

    /// A page scroll from the top, a user's first Page Down, makes no row: the rows that leave
    /// and the resting pool (kept from the rows made for a screen's height before the first
    /// allocation) cover the rows that arrive, whether the viewport's edges cut rows (28 px) or
    /// not (30 px). Making them is what a page scroll cost when the first allocation dropped
    /// every row it did not show.
    func testAPageScrollFromTheTopMakesNoRow() throws { try onMain {
        try requireGtk()
        for rowHeight in [30, 28] {
            let (host, window) = openList(1_000, rowHeight: .fixed(Double(rowHeight)), itemHeight: rowHeight)
            let list = host.list
            let (made, removed) = (ListTestRow.made, ListTestRow.removed)
            list.scroll(toOffset: list.viewportHeight)
            settle(window)
            XCTAssertGreaterThan(list.visibleRange.lowerBound, 8, "\(rowHeight) px: the list scrolled by a page")
            assertRowsMatch(host)
            XCTAssertEqual(ListTestRow.made - made, 0, "\(rowHeight) px: rows were made for a page scroll from the top")
            XCTAssertEqual(ListTestRow.removed - removed, 0, "\(rowHeight) px")
            window.close()
        }
    } }

    /// New items of the same count leave the scroll bar's adjustment as it was: it is not
    /// configured again, so GTK does not tell the scrolled window that it changed (which lays
    /// the scrolled window out again). A scroll changes its value only.
    func testNewItemsOfTheSameCountLeaveTheAdjustmentAlone() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(listSurface(host.list)))!
        let changes = SignalCounter("changed")
        defer { changes.stop() }
        changes.watch(adjustment)
        host.items[2].title = "Changed"
        host.update(); settle(window)
        XCTAssertEqual((host.list.rowView(forKey: 2) as? ListTestRow)?.label.text, "Changed")
        host.list.scroll(toOffset: 900)
        settle(window)
        XCTAssertEqual(host.list.scrollOffset, 900)
        XCTAssertEqual(changes.count, 0, "the adjustment was configured again with the values it had")
        host.items.append(ListTestItem(id: 1_000, title: "Item 1000", height: 30))
        host.update(); settle(window)
        XCTAssertEqual(gtk_adjustment_get_upper(adjustment), 1_001 * 30)
        XCTAssertGreaterThan(changes.count, 0, "a new total height reaches the scroll bar")
    } }

    /// A row that holds the keyboard focus and goes to another item gives the focus up: the
    /// focus never stays on a control that now shows another item.
    func testARecycledRowGivesUpTheKeyboardFocus() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30), rowType: ListControlRow.self)
        defer { window.close() }
        let list = host.list
        let button = (list.rowView(forKey: 3) as! ListControlRow).button.gtkWidget
        gtk_widget_grab_focus(button)
        #if GTK3
        let focusWidget = { gtk_window_get_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self)) }
        #else
        let focusWidget = { gtk_root_get_focus(OpaquePointer(window.window)) }
        #endif
        XCTAssertEqual(focusWidget(), button)
        list.scroll(toOffset: .greatestFiniteMagnitude)
        settle(window)
        assertRowsMatch(host)
        if let focus = focusWidget() {
            for key in list.realizedKeys(as: AnyHashable.self) {
                let row = list.rowView(forKey: key)!.widget
                XCTAssertFalse(focus == row || gtk_widget_is_ancestor(focus, row) != 0, "the focus stayed in a row now showing item \(key)")
            }
        }
    } }
}

/// Counts the emissions of a signal without arguments on the objects it watches ("unmap" on
/// widgets: GTK unmaps a widget it hides; "changed" on an adjustment).
@MainActor
final class SignalCounter {
    private let signal: String
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var objects: [UnsafeMutableRawPointer] = []

    init(_ signal: String) {
        self.signal = signal
        counter.initialize(to: 0)
    }

    var count: Int { counter.pointee }

    func watch<Object>(_ object: UnsafeMutablePointer<Object>) {
        let emitted: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
        }
        let object = UnsafeMutableRawPointer(object)
        g_signal_connect_data(object, signal, unsafeBitCast(emitted, to: GCallback.self), counter, nil, GConnectFlags(0))
        g_object_ref(object)
        objects.append(object)
    }

    /// Disconnects and lets the objects go.
    func stop() {
        for object in objects {
            g_signal_handlers_disconnect_matched(object, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, counter)
            g_object_unref(object)
        }
        objects = []
    }

    isolated deinit { counter.deallocate() }
}
