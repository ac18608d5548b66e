import StateGtkCore
import XCTest

final class ListSectionsTests: XCTestCase {
    /// Rows H0 a b H1 H2 c d e: an empty section's header is followed by the next header.
    func testRowsMapToSectionsAndItems() {
        let sections = ListSections(itemCounts: [2, 0, 3])
        XCTAssertEqual(sections.headerRows, [0, 3, 4])
        XCTAssertEqual(sections.rowCount, 8)
        XCTAssertEqual(sections.itemCount, 5)
        XCTAssertEqual((0..<8).map { sections.isHeader($0) }, [true, false, false, true, true, false, false, false])
        XCTAssertEqual((0..<8).map { sections.section(containing: $0) }, [0, 0, 0, 1, 2, 2, 2, 2])
        XCTAssertNil(sections.item(at: 3))
        XCTAssertEqual(sections.item(at: 6)?.section, 2)
        XCTAssertEqual(sections.item(at: 6)?.item, 1)
        XCTAssertEqual(sections.row(ofItem: 1, inSection: 2), 6)
        XCTAssertEqual(sections.itemPosition(of: 6), 3)
        XCTAssertEqual(sections.itemPosition(of: 1), 0)
    }

    func testItemRowsSkipHeaders() {
        let sections = ListSections(itemCounts: [2, 0, 3])
        XCTAssertEqual(sections.itemRow(from: 3, forward: true), 5)
        XCTAssertEqual(sections.itemRow(from: 4, forward: false), 2)
        XCTAssertNil(sections.itemRow(from: 0, forward: false))
        XCTAssertEqual(sections.nearestItemRow(to: 0, forward: false), 1)
        XCTAssertNil(ListSections(itemCounts: [0, 0]).nearestItemRow(to: 1, forward: true))
    }

    /// 1,000 sections over 100,000 items: every row answers by binary search over the headers.
    func testLargeListsAnswerEveryRow() {
        let sections = ListSections(itemCounts: Array(repeating: 100, count: 1_000))
        XCTAssertEqual(sections.rowCount, 101_000)
        XCTAssertEqual(sections.section(containing: 100_999), 999)
        XCTAssertTrue(sections.isHeader(50_500))
        XCTAssertEqual(sections.section(containing: 50_500), 500)
        XCTAssertEqual(sections.itemPosition(of: 50_501), 50_000)
    }

    /// Headers at rows 0 and 4, every row 20 px: the first header stays pinned at the top until
    /// the second one (at 80 px) reaches its bottom, then moves up with it.
    func testStickyHeaderIsTheTopSectionsPushedByTheNext() {
        let sections = ListSections(itemCounts: [3, 3])
        let heights = RowHeightIndex(count: 8, estimate: 20)
        XCTAssertNil(StickyHeader.position(sections, heights, offset: 0), "at its own place, nothing is pinned")
        let pinned = StickyHeader.position(sections, heights, offset: 30)
        XCTAssertEqual(pinned?.section, 0)
        XCTAssertEqual(pinned?.top, 0)
        XCTAssertEqual(StickyHeader.position(sections, heights, offset: 60)?.top, 0)
        XCTAssertEqual(StickyHeader.position(sections, heights, offset: 70)?.top, -10)
        XCTAssertNil(StickyHeader.position(sections, heights, offset: 80))
        let second = StickyHeader.position(sections, heights, offset: 95)
        XCTAssertEqual(second?.section, 1)
        XCTAssertEqual(second?.row, 4)
        XCTAssertEqual(second?.top, 0)
    }

    func testStickyHeaderFollowsMeasuredHeights() {
        let sections = ListSections(itemCounts: [2, 2])
        var heights = RowHeightIndex(count: 6, estimate: 20)
        heights.setHeight(50, at: 0)  // a tall header: the next one (at 90) pushes it from 40 on
        XCTAssertEqual(StickyHeader.position(sections, heights, offset: 35)?.top, 0)
        XCTAssertEqual(StickyHeader.position(sections, heights, offset: 45)?.top, -5)
        XCTAssertNil(StickyHeader.position(ListSections(itemCounts: []), RowHeightIndex(count: 0, estimate: 20), offset: 0))
    }
}
