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
/// The list view on real GTK: the realised rows are exactly a window around the visible items,
/// with the right props, each made for its own item, positioned without gaps, and every row
/// that left is finalised.
final class ListViewTests: XCTestCase {
    func testOpensWithOnlyTheVisibleRows() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.items = (0..<10_000).map { ListTestItem(id: $0, title: "Item \($0)", height: 24 + $0 % 3 * 10) }
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = host.list
        XCTAssertEqual(list.itemCount, 10_000)
        XCTAssertGreaterThan(list.visibleRange.count, 5)
        XCTAssertLessThan(list.realizedRowCount, 40)
        assertRowsMatch(host)
    } }

    /// Random item lists, updates, inserts, removes, moves and scroll positions: after every step
    /// the realised rows are a contiguous run of items around the visible ones with the right
    /// props; no row shows another item's state; every row that left is finalised, and rows on
    /// screen keep their place when items above them come and go.
    func testRandomStepsKeepTheRowsExact() throws { try onMain {
        try requireGtk()
        Self.runRandomSteps(rowHeight: .estimated(30), seed: 42)
    } }

    /// The same with fixed-height rows, whose keys are read from the items on demand.
    func testRandomStepsKeepFixedHeightRowsExact() throws { try onMain {
        try requireGtk()
        Self.runRandomSteps(rowHeight: .fixed(36), seed: 7)
    } }

    @MainActor
    private static func runRandomSteps(rowHeight: ListRowHeight, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let host = ListTestHost()
        host.rowHeight = rowHeight
        var nextID = 0
        func makeItem() -> ListTestItem {
            nextID += 1
            return ListTestItem(id: nextID, title: "Item \(nextID)", height: 24 + Int(random.next() % 4) * 12)
        }
        host.items = (0..<500).map { _ in makeItem() }
        let window = TestWindow(host, width: 300, height: 320)
        defer { window.close() }
        let watcher = RowWatcher()
        settle(window)
        watcher.watch(host.list)

        let reusesBefore = ListTestRow.reuses
        ListTestRow.unpreparedReuses = 0
        defer { XCTAssertGreaterThan(ListTestRow.reuses, reusesBefore, "rows were recycled") }
        for step in 0..<80 {
            let list = host.list
            let count = host.items.count
            let visible = list.visibleRange
            let topKey = visible.isEmpty ? nil : host.items[visible.lowerBound].id
            let topY = topKey.flatMap { rowY(list, $0) }
            var aboveOnly = false
            switch random.next() % 9 {
            case 0 where count > 0:
                let index = Int(random.next() % UInt64(count))
                host.items[index].title += "'"
                host.items[index].height = 24 + Int(random.next() % 4) * 12
            case 1:
                // Insert above the viewport.
                let index = visible.isEmpty ? 0 : Int(random.next() % UInt64(visible.lowerBound + 1))
                host.items.insert(contentsOf: (0..<Int(random.next() % 5 + 1)).map { _ in makeItem() }, at: index)
                aboveOnly = true
            case 2 where visible.lowerBound > 2:
                // Remove above the viewport.
                let start = Int(random.next() % UInt64(visible.lowerBound - 1))
                host.items.removeSubrange(start..<min(start + 2, visible.lowerBound))
                aboveOnly = true
            case 3 where count > 0:
                host.items.remove(at: Int(random.next() % UInt64(count)))
            case 4 where count > 1:
                let item = host.items.remove(at: Int(random.next() % UInt64(count)))
                host.items.insert(item, at: Int(random.next() % UInt64(count)))
            case 5:
                host.items.insert(makeItem(), at: Int(random.next() % UInt64(count + 1)))
            case 6 where step % 20 == 6:
                host.items = (0..<Int(random.next() % 800)).map { _ in makeItem() }
            case 7 where count > 0:
                _ = list.scrollTo(key: host.items[Int(random.next() % UInt64(count))].id, at: .top)
            default:
                list.scroll(toOffset: Double(random.next() % 40_000))
            }
            host.update(); settle(window)
            watcher.watch(host.list)
            assertRowsMatch(host, "step \(step)")
            if aboveOnly, let topKey, let topY, let after = rowY(host.list, topKey) {
                XCTAssertEqual(after, topY, "step \(step): the top row moved on screen after a change above it")
            }
            XCTAssertLessThanOrEqual(
                watcher.unfinalisedRemovedRows(host.list), host.list.pooledRowCount, "step \(step): a removed row was not finalised")
            XCTAssertEqual(ListTestRow.unpreparedReuses, 0, "step \(step): a row showed another item without prepareForReuse()")
        }
    }

    /// Scrolling through 100,000 items page by page: the rows alive stay bounded by the viewport
    /// and the overscan, and so do the row views in memory.
    func testLiveRowsStayBoundedWhileScrollingThroughALongList() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100_000, rowHeight: .fixed(24), itemHeight: 24)
        defer { window.close() }
        let list = host.list
        let liveBefore = ListTestRow.live
        var mostRealised = 0
        var offset = 0.0
        while offset < 100_000 * 24 {
            list.scroll(toOffset: offset)
            settle(window)
            mostRealised = max(mostRealised, list.realizedRowCount)
            XCTAssertLessThanOrEqual(list.realizedRowCount, list.visibleRange.count + 2 * 4 + 2)
            offset += 300 + 24 * 997  // a page, then a jump: every part of the list
        }
        list.scroll(toOffset: 1e9)
        settle(window)
        XCTAssertEqual(host.list.visibleRange.upperBound, 100_000)
        assertRowsMatch(host)
        XCTAssertLessThanOrEqual(mostRealised, 300 / 24 + 2 + 2 * 4 + 2)
        // The list opened with no pooled row; scrolling leaves at most a pool's worth.
        XCTAssertLessThanOrEqual(ListTestRow.live, liveBefore + list.pooledRowCount + 2, "row views outlived their rows")
        XCTAssertEqual(host.endReached, 1)
    } }

    /// Rows are 60 px, estimated at 30: jumping to a row measures the rows around it, and the
    /// corrections above it do not move it from the top of the viewport.
    func testCorrectedEstimatesAboveDoNotMoveTheRowsOnScreen() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, itemHeight: 60)
        defer { window.close() }
        let list = host.list
        XCTAssertTrue(list.scrollTo(key: 500, at: .top))
        settle(window)
        XCTAssertEqual(rowY(list, 500), 0, "the row jumped to is at the top, estimates above corrected")
        XCTAssertEqual(allocation(list.rowView(forKey: 500)!.widget).height, 60)
        XCTAssertGreaterThan(list.scrollOffset, 500 * 30, "the offset took the measured rows above")

        // Scrolling down a little at a time into rows not measured yet: what was on screen moves
        // up by exactly the distance scrolled.
        for _ in 0..<20 {
            let top = list.visibleRange.lowerBound
            let key = host.items[top + 1].id
            let before = rowY(list, key)!
            list.scroll(toOffset: list.scrollOffset + 50)
            settle(window)
            XCTAssertEqual(rowY(list, key), before - 50)
        }
        assertRowsMatch(host)
    } }

    /// Two items with one key: the first keeps the row, the second is reported (naming the key)
    /// and gets none, and the other rows stay in place.
    func testDuplicateKeysAreReportedAndTheRowsStayConsistent() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(50, rowHeight: .fixed(30))
        defer { window.close() }
        host.items[3] = ListTestItem(id: 2, title: "Second 2", height: 30)
        let messages = TestLog.capture {
            host.update()
            settle(window)
        }
        XCTAssertTrue(messages.contains { $0.contains("more than once") && $0.contains("2") }, "\(messages)")
        let keys = host.list.realizedKeys(as: Int.self)
        XCTAssertEqual(keys, [0, 1, 2] + Array(4..<keys.count + 1))
        XCTAssertEqual((host.list.rowView(forKey: 2) as? ListTestRow)?.label.text, "Item 2", "the first placement wins")
        XCTAssertEqual(rowY(host.list, 4), 4 * 30, "the row after the duplicate keeps its place")
    } }

    /// Scrolling within the overscan adds and removes no widget; scrolling by a page recycles
    /// about a page of rows (each moved to its new place: no widget added, removed or
    /// destroyed), whatever the length of the list; a parent's render that changes nothing
    /// makes no GTK call for the rows.
    func testScrollingCostsGtkCallsForTheRowsThatComeAndGoOnly() throws { try onMain {
        try requireGtk()
        var pages: [GtkMutations.Counts] = []
        for count in [1_000, 100_000] {
            let (host, window) = openList(count, rowHeight: .fixed(30))
            defer { window.close() }
            let list = host.list
            list.scroll(toOffset: 3_000)
            settle(window)
            let small = GtkMutations.measure {
                list.scroll(toOffset: 3_020)
                settle(window)
            }
            XCTAssertEqual(small.adds + small.removes + small.destroys, 0, "\(count) items: \(small)")
            let page = GtkMutations.measure {
                list.scroll(toOffset: 3_020 + list.viewportHeight)
                settle(window)
            }
            // Rows that leave go to the pool and come back for the arriving items: one move each.
            // The list opened with an empty pool, so the realised window's two rows of slack may
            // be made here; nothing is removed or destroyed.
            XCTAssertLessThanOrEqual(page.adds, 2, "\(count) items: \(page)")
            XCTAssertEqual(page.removes + page.destroys, 0, "\(count) items: \(page)")
            XCTAssertGreaterThan(page.reorders, 0)
            XCTAssertLessThanOrEqual(page.reorders, list.visibleRange.count + 2 * 4 + 2, "\(count) items: \(page)")
            pages.append(page)
            let idle = GtkMutations.measure {
                host.update()
                settle(window)
            }
            XCTAssertEqual(idle.adds + idle.removes + idle.labelSets + idle.styleClassChanges, 0, "\(count) items: \(idle)")
        }
        XCTAssertEqual(pages[0], pages[1], "a page costs the same GTK calls at 1,000 and 100,000 items")
    } }

    /// A changed item re-renders its row only; a change to an item off screen renders nothing.
    func testAChangedItemRendersOnlyItsRow() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(10_000)
        defer { window.close() }
        settle(window)
        let before = ListTestRow.renders
        host.items[2].title = "Changed"
        host.update(); settle(window)
        XCTAssertEqual(ListTestRow.renders - before, 1)
        XCTAssertEqual((host.list.rowView(forKey: 2) as? ListTestRow)?.label.text, "Changed")
        host.items[5_000].title = "Far away"
        host.update(); settle(window)
        XCTAssertEqual(ListTestRow.renders - before, 1)
    } }

    /// With fixed heights nothing is measured, widths included: the list has no width of its
    /// own, so a row whose text grows leaves the list's width request as it was and its parent
    /// is not laid out again. With estimated heights the list is as wide as its rows.
    func testAFixedHeightListHasNoWidthOfItsOwn() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        @MainActor func width() -> (minimum: Int32, natural: Int32) { preferredWidth(listSurface(host.list)) }
        XCTAssertEqual(width().minimum, 0)
        XCTAssertEqual(width().natural, 0)
        host.items[2].title = String(repeating: "A wider title ", count: 30)
        host.update(); settle(window)
        XCTAssertEqual((host.list.rowView(forKey: 2) as? ListTestRow)?.label.text, host.items[2].title)
        XCTAssertEqual(width().minimum, 0)
        XCTAssertEqual(width().natural, 0)
        host.rowHeight = .estimated(30)
        host.update(); settle(window)
        XCTAssertGreaterThan(width().natural, 1_000, "an estimated list is as wide as its widest row")
    } }

    /// When the parent stops placing the list, every row, realised or waiting in the reuse
    /// pool, is told (`viewWillRemove`), released and its widgets finalised.
    func testRemovingTheListReleasesItsRows() throws { try onMain {
        try requireGtk()
        let host = ListTestHost()
        host.items = (0..<1_000).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        let liveBefore = ListTestRow.live
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let watcher = RowWatcher()
        watcher.watch(host.list)
        host.items = Array(host.items.prefix(2))  // the rows of the others go to the pool
        host.update(); settle(window)
        watcher.watch(host.list)
        let realised = host.list.realizedRowCount + host.list.pooledRowCount
        XCTAssertGreaterThan(host.list.pooledRowCount, 0)
        weak let list = host.list
        let removedBefore = ListTestRow.removed
        host.showsList = false
        host.update(); settle(window)
        XCTAssertNil(list, "the list view was released")
        XCTAssertEqual(ListTestRow.removed - removedBefore, realised, "every row was told of its removal")
        XCTAssertEqual(ListTestRow.live, liveBefore, "every row view was released")
        XCTAssertEqual(watcher.unfinalisedRows, 0, "every row widget was finalised")
    } }

    /// A click selects the row under the pointer and gives the list the keyboard focus.
    func testClickSelectsTheRow() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100, rowHeight: .fixed(30))
        defer { window.close() }
        settle(window)
        let surface = listSurface(host.list)
        #if GTK3
        let event = gdk_event_new(GDK_BUTTON_PRESS)!
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(surface))))
        event.pointee.button.x = 20
        event.pointee.button.y = 75  // the third row
        event.pointee.button.button = 1
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_main_do_event(event)
        gdk_event_free(event)
        #else
        try window.click(try XCTUnwrap(host.list.rowView(forKey: 2)).widget)  // real input: GTK 4 makes no events in process
        #endif
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [2])
        XCTAssertEqual(gtk_widget_is_focus(surface), 1, "the list took the focus")
        XCTAssertTrue(isSelectedFlag(host.list, 2))
    } }

    /// Up, Down, Page Down, End, Home and Enter through real key events: the cursor moves,
    /// selects (single mode), scrolls into view, and Enter activates the cursor's item.
    func testKeyboardNavigationAndSelection() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(1_000, rowHeight: .fixed(30))
        defer { window.close() }
        let list = host.list
        gtk_widget_grab_focus(listSurface(list))
        settle(window)

        try window.press(keyval: guint(GDK_KEY_Down))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [0])
        try window.press(keyval: guint(GDK_KEY_Down))
        try window.press(keyval: guint(GDK_KEY_Down))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [2])
        XCTAssertEqual(list.cursor(as: Int.self), 2)

        try window.press(keyval: guint(GDK_KEY_Page_Down))
        host.update(); settle(window)
        let afterPage = host.selected.first ?? -1
        XCTAssertGreaterThan(afterPage, 6)
        XCTAssertTrue(list.visibleRange.contains(afterPage))

        try window.press(keyval: guint(GDK_KEY_End))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [999])
        XCTAssertEqual(list.visibleRange.upperBound, 1_000)
        XCTAssertTrue(list.realizedKeys(as: Int.self).contains(999))
        XCTAssertTrue(isSelectedFlag(list, 999), "the selected row is :selected to CSS")

        try window.press(keyval: guint(GDK_KEY_Return))
        XCTAssertEqual(host.activated, [999])

        try window.press(keyval: guint(GDK_KEY_Home))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [0])
        XCTAssertEqual(list.scrollOffset, 0)
        XCTAssertFalse(isSelectedFlag(list, 999))

        try window.press(keyval: guint(GDK_KEY_Up))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [0])
    } }

    /// In `.multiple` mode a plain arrow selects the cursor's row, Ctrl+arrows move the cursor
    /// only and Ctrl+Space adds or removes the cursor's row (GtkTreeView's bindings).
    func testMultipleSelectionTogglesWithCtrlSpace() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(50, mode: .multiple)
        defer { window.close() }
        gtk_widget_grab_focus(listSurface(host.list))
        try window.press(keyval: guint(GDK_KEY_Down))
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [0])
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_space), modifiers: GDK_CONTROL_MASK)
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [0, 2])
        try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_space), modifiers: GDK_CONTROL_MASK)
        host.update(); settle(window)
        XCTAssertEqual(host.selected, [2])
    } }

    /// The list is a list to AT-SPI, its rows list items that keep the names they set.
    func testAccessibleRoles() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100)
        defer { window.close() }
        let list = host.list
        XCTAssertTrue(hasListRole(listSurface(list)))
        let row = list.rowView(forKey: 3)!
        XCTAssertTrue(hasListRole(row.widget, item: true))
        XCTAssertEqual(row.accessibleName, "Item 3")
    } }
}

// MARK: Helpers

/// A host showing `count` items of `itemHeight` px, in rows of `rowType`, in a 300x300 window, laid out.
@MainActor
func openList(
    _ count: Int, rowHeight: ListRowHeight = .estimated(30), mode: SelectionMode = .single, itemHeight: Int = 30,
    rowType: ListTestRow.Type = ListTestRow.self
) -> (ListTestHost, TestWindow) {
    let host = ListTestHost()
    host.rowType = rowType
    host.rowHeight = rowHeight
    host.mode = mode
    host.items = (0..<count).map { ListTestItem(id: $0, title: "Item \($0)", height: itemHeight) }
    let window = TestWindow(host, width: 300, height: 300)
    settle(window)
    return (host, window)
}

/// Lets GTK lay out now (its frame clock would do it at the next frame) and runs the renders
/// that layout asked for, until nothing is left to do.
@MainActor
func settle(_ window: TestWindow) {
    for _ in 0..<4 {
        StateView.flushRenders()
        Gtk.drainEvents()
        #if GTK3
        gtk_container_check_resize(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkContainer.self))
        #else
        // GTK 4 lays out in the frame clock's layout phase only: wait for the next frame.
        try? window.waitForNextFrame()
        #endif
    }
    Gtk.drainEvents()
}

/// Checks the realised rows against the host's items.
@MainActor
func assertRowsMatch(_ host: ListTestHost, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let list = host.list
    let ids = host.items.map(\.id)
    let keys = list.realizedKeys(as: Int.self)
    XCTAssertEqual(list.itemCount, ids.count, message, file: file, line: line)
    guard !ids.isEmpty else {
        XCTAssertEqual(keys, [], message, file: file, line: line)
        return
    }
    let visible = list.visibleRange
    guard let first = keys.first, let start = ids.firstIndex(of: first), start + keys.count <= ids.count else {
        XCTFail("\(message): realised \(keys.prefix(5)) are not a run of the items", file: file, line: line)
        return
    }
    XCTAssertEqual(keys, Array(ids[start..<(start + keys.count)]), message, file: file, line: line)
    XCTAssertTrue(start <= visible.lowerBound && visible.upperBound <= start + keys.count,
                  "\(message): realised \(start)..<\(start + keys.count) do not cover visible \(visible)", file: file, line: line)
    XCTAssertLessThanOrEqual(keys.count, visible.count + 2 * 4 + 2, message, file: file, line: line)
    var previousBottom: Int32?
    for index in start..<(start + keys.count) {
        let item = host.items[index]
        guard let row = list.rowView(forKey: item.id) as? ListTestRow else {
            XCTFail("\(message): no row for \(item.id)", file: file, line: line)
            continue
        }
        XCTAssertEqual(row.stateItem, item.id, "\(message): a row shows another item's state", file: file, line: line)
        XCTAssertEqual(row.label.text, item.title, message, file: file, line: line)
        let frame = allocation(row.widget)
        let expected: Int32
        if case .fixed(let height) = host.rowHeight { expected = Int32(height) } else { expected = Int32(item.height) }
        XCTAssertEqual(frame.height, expected, "\(message): row \(item.id)'s height", file: file, line: line)
        if let previousBottom {
            XCTAssertEqual(frame.y, previousBottom, "\(message): a gap or overlap above row \(item.id)", file: file, line: line)
        }
        previousBottom = frame.y + frame.height
    }
    // The top visible row covers the top of the viewport.
    if let top = rowY(list, ids[visible.lowerBound]) {
        XCTAssertLessThanOrEqual(top, 0, message, file: file, line: line)
        XCTAssertGreaterThan(top + allocation(list.rowView(forKey: ids[visible.lowerBound])!.widget).height, 0, message, file: file, line: line)
    }
}

/// The row's top relative to the top of the viewport.
@MainActor
func rowY(_ list: LazyList, _ key: Int) -> Int32? {
    guard let row = list.rowView(forKey: key) else { return nil }
    #if GTK3
    var x: Int32 = 0, y: Int32 = 0
    #else
    var x = 0.0, y = 0.0
    #endif
    guard gtk_widget_translate_coordinates(row.widget, listSurface(list), 0, 0, &x, &y) != 0 else { return nil }
    #if GTK3
    return y
    #else
    return Int32(y.rounded())
    #endif
}

@MainActor
func isSelectedFlag(_ list: LazyList, _ key: Int) -> Bool {
    guard let row = list.rowView(forKey: key) else { return false }
    return gtk_widget_get_state_flags(row.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
}

/// The list's scrollable surface: the scrolled window's child.
@MainActor
func listSurface(_ list: LazyList) -> UnsafeMutablePointer<GtkWidget> {
    let scroller = list.childWidgets[0]
    #if GTK3
    return gtk_bin_get_child(UnsafeMutableRawPointer(scroller).assumingMemoryBound(to: GtkBin.self))
    #else
    return gtk_scrolled_window_get_child(OpaquePointer(scroller))
    #endif
}

/// Watches every row widget a list realises, and counts those no longer realised that GTK has
/// not finalised.
@MainActor
final class RowWatcher {
    private var watched: [UInt: Int] = [:]  // widget address → index in `tracked`
    private var tracked: [(address: UInt, tracker: FinalizationTracker)] = []

    func watch(_ list: LazyList) {
        for key in list.realizedKeys(as: AnyHashable.self) {
            guard let row = list.rowView(forKey: key) else { continue }
            let address = UInt(bitPattern: row.widget)
            if let index = watched[address], !tracked[index].tracker.allFinalized { continue }
            let single = FinalizationTracker()
            single.watch(UnsafeMutableRawPointer(row.widget))
            watched[address] = tracked.count
            tracked.append((address, single))
        }
    }

    /// Watched rows not finalised yet, realised or not.
    var unfinalisedRows: Int { tracked.count { !$0.tracker.allFinalized } }

    /// Watched rows neither realised nor finalised: the rows waiting in the reuse pool, and
    /// any that leaked.
    func unfinalisedRemovedRows(_ list: LazyList) -> Int {
        var live = Set<UInt>()
        for key in list.realizedKeys(as: AnyHashable.self) { if let row = list.rowView(forKey: key) { live.insert(UInt(bitPattern: row.widget)) } }
        var count = 0
        for (address, tracker) in tracked where !tracker.allFinalized {
            if !live.contains(address) { count += 1 }
        }
        return count
    }
}
