import CGtk
import StateGtk
import StateGtkTesting
import XCTest

/// What recycling a row costs GTK, and what the recycled row says afterwards: a row that leaves
/// the window and is given to an arriving item in the same update is moved, never hidden and
/// shown again, and it carries its new item's selection and position.
final class ListRecyclingTests: XCTestCase {
    /// A jump to the end gives every row on screen to another item by a move alone: none of
    /// them is unmapped (hidden) on the way. Each then shows its new item, is a list item to
    /// AT-SPI, and is selected (state flag and AT-SPI state) exactly when its new item is.
    func testAJumpMovesRecycledRowsWithoutHidingThem() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        host.selected = [3, 995]
        host.update(); settle(window)
        let list = host.list
        XCTAssertTrue(isSelectedFlag(list, 3))
        let unmaps = UnmapCounter()
        defer { unmaps.stop() }
        for key in list.realizedKeys { unmaps.watch(list.rowView(forKey: key)!.widget) }
        list.scroll(toOffset: .greatestFiniteMagnitude)
        settle(window)
        XCTAssertEqual(list.visibleRange.upperBound, 1_000)
        assertRowsMatch(host)
        XCTAssertEqual(unmaps.count, 0, "a row moved to another item was hidden and shown again")
        XCTAssertGreaterThan(list.realizedRowCount, 10)
        for key in list.realizedKeys.map({ $0.base as! Int }) {
            let row = list.rowView(forKey: key)!
            let accessible = gtk_widget_get_accessible(row.widget)
            XCTAssertEqual(atk_object_get_role(accessible), ATK_ROLE_LIST_ITEM, "row \(key)")
            XCTAssertEqual(isSelectedFlag(list, key), key == 995, "row \(key)")
            let states = atk_object_ref_state_set(accessible)
            XCTAssertEqual(atk_state_set_contains_state(states, ATK_STATE_SELECTED) != 0, key == 995, "row \(key)")
            g_object_unref(states)
            XCTAssertEqual(atkAttributes(accessible)["posinset"], "\(key + 1)", "row \(key)")
        }
    } }

    /// A row that holds the keyboard focus and goes to another item gives the focus up: the
    /// focus never stays on a control that now shows another item.
    func testARecycledRowGivesUpTheKeyboardFocus() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.rowType = ListControlRow.self
        host.rowHeight = .fixed(30)
        host.items = (0..<1_000).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = host.list
        let button = (list.rowView(forKey: 3) as! ListControlRow).button.gtkWidget
        gtk_widget_grab_focus(button)
        let gtkWindow = UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self)
        XCTAssertEqual(gtk_window_get_focus(gtkWindow), button)
        list.scroll(toOffset: .greatestFiniteMagnitude)
        settle(window)
        assertRowsMatch(host)
        if let focus = gtk_window_get_focus(gtkWindow) {
            for key in list.realizedKeys {
                let row = list.rowView(forKey: key)!.widget
                XCTAssertFalse(focus == row || gtk_widget_is_ancestor(focus, row) != 0, "the focus stayed in a row now showing item \(key)")
            }
        }
    } }
}

/// Counts "unmap" on the widgets it watches (GTK unmaps a widget it hides).
@MainActor
final class UnmapCounter {
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var widgets: [UnsafeMutablePointer<GtkWidget>] = []

    init() { counter.initialize(to: 0) }

    var count: Int { counter.pointee }

    func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let unmapped: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(widget), "unmap", unsafeBitCast(unmapped, to: GCallback.self), counter, nil, GConnectFlags(0))
        g_object_ref(UnsafeMutableRawPointer(widget))
        widgets.append(widget)
    }

    /// Disconnects and lets the widgets go.
    func stop() {
        for widget in widgets {
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(widget), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, counter)
            g_object_unref(UnsafeMutableRawPointer(widget))
        }
        widgets = []
    }

    isolated deinit { counter.deallocate() }
}
