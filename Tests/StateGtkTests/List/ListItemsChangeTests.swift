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
/// A list view taking new items reads the keys of the rows near the screen and of the rows it
/// measured, never every key; measured heights and the rows on screen follow their items.
final class ListItemsChangeTests: XCTestCase {
    /// 100,000 items scrolled to the middle: taking a page inserted at the top, then a narrowed
    /// list, reads a few thousand keys at most, not one per item.
    func testTakingNewItemsReadsOnlyTheKeysNearTheScreen() throws { try onMain {
        try requireGtk()
        let (host, window) = openCountingList(100_000, itemHeight: 40)
        defer { window.close() }
        _ = host.list.scrollTo(key: 50_000, at: .top)
        settle(window)
        let top = try XCTUnwrap(rowY(host.list, 50_000))

        host.keyReads = 0
        host.items.insert(contentsOf: (0..<2_000).map { ListTestItem(id: -1 - $0, title: "New \($0)", height: 40) }, at: 0)
        host.update(); settle(window)
        XCTAssertLessThan(host.keyReads, 3_000, "keys read to take 102,000 items, 2,000 of them new above the screen")
        XCTAssertEqual(rowY(host.list, 50_000), top, "the row on screen kept its place")
        XCTAssertEqual(host.list.visibleRange.lowerBound, 52_000)

        host.keyReads = 0
        host.items.removeAll { $0.id % 7 == 3 }
        host.update(); settle(window)
        XCTAssertLessThan(host.keyReads, 3_000, "keys read to take a narrowed list of \(host.items.count) items")
        assertRowsRun(host.list, host.items)
    } }

    /// Rows measured at 60 px (estimated at 30) keep their heights when 1,000 items arrive above
    /// them, further than the rows on screen are looked for around where they were: the scroll
    /// bar's range grows by the new rows' estimate only, and the row on screen stays put.
    func testMeasuredHeightsFollowTheirRowsWhenItemsArriveAbove() throws { try onMain {
        try requireGtk()
        let (host, window) = openCountingList(2_000, itemHeight: 60)
        defer { window.close() }
        for _ in 0..<40 {
            host.list.scroll(toOffset: host.list.scrollOffset + 250)
            settle(window)
        }
        let key = host.items[host.list.visibleRange.lowerBound + 1].id
        let top = try XCTUnwrap(rowY(host.list, key))
        let rangeBefore = scrollRange(host.list)
        XCTAssertGreaterThan(rangeBefore, 2_000 * 30 + 150 * 30, "the rows scrolled through were measured")

        host.items.insert(contentsOf: (0..<1_000).map { ListTestItem(id: -1 - $0, title: "New \($0)", height: 60) }, at: 0)
        host.update()
        XCTAssertEqual(scrollRange(host.list), rangeBefore + 1_000 * 30, "measured heights kept, new rows estimated")
        settle(window)
        XCTAssertEqual(rowY(host.list, key), top)
        assertRowsRun(host.list, host.items)

        // Item contents change, keys stay: nothing is measured again.
        let range = scrollRange(host.list)
        for index in host.items.indices where index % 2 == 0 { host.items[index].title += "'" }
        host.update()
        XCTAssertEqual(scrollRange(host.list), range)
        settle(window)
        XCTAssertEqual(rowY(host.list, key), top)
    } }
}

/// A parent of one list view whose key closure counts its calls.
@MainActor
private final class KeyCountingListHost: StateView {
    var items: [ListTestItem] = []
    var keyReads = 0

    override func render() {
        place(LazyList.self, key: "list")
            .items(items, key: { [unowned self] item in
                keyReads += 1
                return item.id
            }) { item, row in
                row.place(ListTestRow.self)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
            }
            .rowHeight(.estimated(30))
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    func update() {
        setNeedsRender()
        StateView.flushRenders()
    }
}

/// A counting host showing `count` items of `itemHeight` px in a 300x300 window, laid out.
@MainActor
private func openCountingList(_ count: Int, itemHeight: Int) -> (KeyCountingListHost, TestWindow) {
    let host = KeyCountingListHost()
    host.items = (0..<count).map { ListTestItem(id: $0, title: "Item \($0)", height: itemHeight) }
    let window = TestWindow(host, width: 300, height: 300)
    settle(window)
    return (host, window)
}

/// The scroll bar's range: the rows' total height.
@MainActor
private func scrollRange(_ list: LazyList) -> Double {
    gtk_adjustment_get_upper(verticalAdjustment(ofScrolledWindow: list.childWidgets[0]))
}

/// The realised rows are a run of `items` covering the visible ones, each its item's.
@MainActor
private func assertRowsRun(_ list: LazyList, _ items: [ListTestItem], line: UInt = #line) {
    let keys = list.realizedKeys(as: Int.self)
    guard let first = keys.first, let start = items.firstIndex(where: { $0.id == first }) else {
        return XCTFail("no realised rows", line: line)
    }
    XCTAssertEqual(keys, items[start..<min(start + keys.count, items.count)].map(\.id), line: line)
    XCTAssertTrue(start <= list.visibleRange.lowerBound && list.visibleRange.upperBound <= start + keys.count, line: line)
}
