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
/// What a change of items repaints: an item changed in place repaints its own row, not the
/// list's whole viewport.
final class ListRedrawTests: XCTestCase {
    /// 1,000 items in rows of a fixed 30 pixels, in a 300 × 300 window, laid out.
    @MainActor
    private static func openThousandFixedRows() -> (ListTestHost, TestWindow) {
        let host = ListTestHost()
        host.rowHeight = .fixed(30)
        host.items = (0..<1_000).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        let window = TestWindow(host, width: 300, height: 300)
        settle(window)
        return (host, window)
    }

    // GTK 3's `draw` signal: GTK 4 has none, and snapshots a widget without telling anyone.
    #if GTK3
    /// One visible item's new title repaints that row alone. The list is not laid out again for
    /// it (GTK redraws all of a widget it is asked to lay out again), and its scrolled window
    /// guesses its scroll bar from the surface's height (a wrong guess makes it lay itself out
    /// again and redraw the whole viewport).
    func testUpdatingOneVisibleItemRepaintsOnlyItsRow() throws { try onMain {
        try requireGtk()
        let (host, window) = Self.openThousandFixedRows()
        defer { window.close() }
        waitUntilIdle()
        let list = host.list
        let draws = RowDrawCounter()
        for key in list.realizedKeys(as: Int.self) { draws.watch(list.rowView(forKey: key)!.widget, id: key) }
        XCTAssertGreaterThan(draws.watched, 10)

        host.items[3].title = "Item 3, changed"
        host.update()
        waitUntilIdle()

        XCTAssertEqual((list.rowView(forKey: 3) as? ListTestRow)?.label.text, "Item 3, changed")
        XCTAssertEqual(draws.drawn, [3], "only the changed row repaints")
    } }
    #endif

    /// The surface reports the height of all its rows, as GtkTreeView does, for its scrolled
    /// window's guess; the list view itself still takes the height its parent gives it.
    func testTheSurfaceIsAsTallAsItsRows() throws { try onMain {
        try requireGtk()
        let (host, window) = Self.openThousandFixedRows()
        defer { window.close() }
        let list = host.list
        let surface = preferredHeight(list.surface)
        XCTAssertEqual([surface.minimum, surface.natural], [30_000, 30_000])
        XCTAssertLessThan(preferredHeight(list.widget).natural, 300, "the list has no height of its own")
        XCTAssertEqual(allocatedSize(list.widget)[1], 300)
    } }

    /// The list view's one child, its scrolled window, fills it without a constraint system:
    /// GTK measures the list again whenever a row changes size, and a solver's bookkeeping for
    /// one child that fills its parent was a tenth of updating one visible item.
    func testTheListFillsItsScrolledWindowWithoutConstraints() throws { try onMain {
        try requireGtk()
        let (host, window) = Self.openThousandFixedRows()
        defer { window.close() }
        let list = host.list
        XCTAssertNil(list.exportedConstraintSystem, "no constraint system")
        XCTAssertEqual(allocatedSize(list.scroller), allocatedSize(list.widget))
        XCTAssertEqual(allocatedSize(list.widget), [300, 300])
        let (listWidth, scrollerWidth) = (preferredWidth(list.widget), preferredWidth(list.scroller))
        XCTAssertEqual([listWidth.minimum, listWidth.natural], [scrollerWidth.minimum, scrollerWidth.natural], "the list is as wide as its scrolled window")
        let (listHeight, scrollerHeight) = (preferredHeight(list.widget, forWidth: 300), preferredHeight(list.scroller, forWidth: 300))
        XCTAssertEqual([listHeight.minimum, listHeight.natural], [scrollerHeight.minimum, scrollerHeight.natural], "and as tall")
    } }
}

/// GTK's preferred height of `widget` for no particular width.
@MainActor
private func preferredHeight(_ widget: UnsafeMutablePointer<GtkWidget>) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    #if GTK3
    gtk_widget_get_preferred_height(widget, &minimum, &natural)
    #else
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    #endif
    return (minimum, natural)
}

#if GTK3

/// Counts the draws of row widgets, by the item each row showed when it was watched.
@MainActor
final class RowDrawCounter {
    private(set) var drawn: [Int] = []
    private(set) var watched = 0

    func watch(_ widget: UnsafeMutablePointer<GtkWidget>, id: Int) {
        final class Row {
            let id: Int
            weak var counter: RowDrawCounter?
            init(id: Int, counter: RowDrawCounter) { self.id = id; self.counter = counter }
        }
        // `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`; the handler owns its record.
        let handler: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let row = Unmanaged<Row>.fromOpaque(data!).takeUnretainedValue()
                row.counter?.drawn.append(row.id)
            }
            return 0
        }
        watched += 1
        g_signal_connect_data(
            UnsafeMutableRawPointer(widget), "draw", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passRetained(Row(id: id, counter: self)).toOpaque(), { data, _ in Unmanaged<Row>.fromOpaque(data!).release() },
            GConnectFlags(0))
    }
}
#endif
