import StateGtkCore
import XCTest

final class ListWindowTests: XCTestCase {
    func testVisibleRowsCoverTheViewport() {
        let heights = RowHeightIndex(count: 1_000, estimate: 30)
        XCTAssertEqual(ListWindow.visibleRows(heights, offset: 300, viewportHeight: 200), 10..<17)
        XCTAssertEqual(ListWindow.visibleRows(heights, offset: 0, viewportHeight: 30), 0..<1)
        XCTAssertEqual(ListWindow.visibleRows(heights, offset: 29_990, viewportHeight: 500), 999..<1_000)
        XCTAssertEqual(ListWindow.visibleRows(RowHeightIndex(count: 0, estimate: 30), offset: 0, viewportHeight: 500), 0..<0)
    }

    /// Scrolling pixel by pixel through a list: the realised rows always cover the visible
    /// ones, never exceed visible plus both overscans, and change only every few rows.
    func testRealisedRowsStayBoundedAndCoverTheViewport() {
        var heights = RowHeightIndex(count: 10_000, estimate: 30)
        for row in stride(from: 0, to: 10_000, by: 7) { heights.setHeight(Double(20 + row % 50), at: row) }
        var current = 0..<0
        var windowChanges = 0
        var offset = 0.0
        while offset < heights.totalHeight {
            let visible = ListWindow.visibleRows(heights, offset: offset, viewportHeight: 400)
            let next = ListWindow.realisedRows(current: current, visible: visible, overscan: 5, count: heights.count)
            XCTAssertTrue(next.lowerBound <= visible.lowerBound && visible.upperBound <= next.upperBound)
            XCTAssertLessThanOrEqual(next.count, visible.count + 12)
            if next != current { windowChanges += 1 }
            current = next
            offset += 3
        }
        // About one change per 5 rows scrolled, not one per row.
        XCTAssertLessThan(windowChanges, 10_000 / 3)
    }

    func testRevealScrollsTheLeastAndClamps() {
        let heights = RowHeightIndex(count: 100, estimate: 20)
        XCTAssertEqual(ListWindow.offsetRevealing(5, in: heights, current: 0, viewportHeight: 200), 0)
        XCTAssertEqual(ListWindow.offsetRevealing(12, in: heights, current: 0, viewportHeight: 200), 60)
        XCTAssertEqual(ListWindow.offsetRevealing(2, in: heights, current: 100, viewportHeight: 200), 40)
        XCTAssertEqual(ListWindow.offsetRevealing(99, in: heights, current: 0, viewportHeight: 200), 1_800)
    }

    /// A measurement above the viewport moves the anchor row's offset by exactly the change, so
    /// the rows on screen stay put; so does an insertion above it.
    func testAnchorKeepsTheTopRowInPlace() {
        var heights = RowHeightIndex(count: 100, estimate: 40)
        let anchor = ScrollAnchor(key: "row-50", offset: 2_010, in: heights)
        XCTAssertEqual(anchor.index, 50)
        XCTAssertEqual(anchor.offsetInRow, 10)
        heights.setHeight(90, at: 3)
        heights.setHeight(10, at: 70)  // below: no effect
        XCTAssertEqual(anchor.offset(in: heights, at: 50), 2_060)
        let inserted = RowHeightIndex(count: 103, estimate: 40)
        XCTAssertEqual(anchor.offset(in: inserted, at: 53), 2_130)
    }

    func testNavigation() {
        XCTAssertEqual(ListNavigation.target(of: .pageDown, from: 3, count: 100, rowsPerPage: 12), 15)
        XCTAssertEqual(ListNavigation.target(of: .up, from: nil, count: 100, rowsPerPage: 12), 0)
        XCTAssertEqual(ListNavigation.target(of: .end, from: nil, count: 100, rowsPerPage: 12), 99)
        XCTAssertEqual(ListNavigation.target(of: .up, from: 0, count: 100, rowsPerPage: 12), 0)
        XCTAssertEqual(ListNavigation.target(of: .pageDown, from: 95, count: 100, rowsPerPage: 12), 99)
        XCTAssertEqual(ListNavigation.target(of: .home, from: 50, count: 100, rowsPerPage: 12), 0)
        XCTAssertNil(ListNavigation.target(of: .down, from: nil, count: 0, rowsPerPage: 12))
    }

    func testEndReachedFiresOncePerLength() {
        var trigger = EndReachedTrigger(threshold: 5)
        XCTAssertFalse(trigger.check(lastVisibleRow: 50, count: 100))
        XCTAssertTrue(trigger.check(lastVisibleRow: 96, count: 100))
        XCTAssertFalse(trigger.check(lastVisibleRow: 99, count: 100))
        XCTAssertFalse(trigger.check(lastVisibleRow: 99, count: 150))
        XCTAssertTrue(trigger.check(lastVisibleRow: 146, count: 150))
        XCTAssertFalse(trigger.check(lastVisibleRow: 10, count: 150))
        XCTAssertTrue(trigger.check(lastVisibleRow: 149, count: 150))
    }
}
