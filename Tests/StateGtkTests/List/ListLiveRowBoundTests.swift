import CGtk
import StateGtk
import StateGtkTesting
import XCTest

/// The row views a list keeps alive are what the Lists article says: before its first
/// allocation, the rows for a screen's height and the overscan below them; from the first
/// allocation on, the rows for its viewport and the overscan on each side (two more while the
/// placed rows still cover the viewport), plus at most `pool` recycled rows of its row type.
/// Checked at two window sizes, by counting the row objects alive.
final class ListLiveRowBoundTests: XCTestCase {
    static let rowHeight = 36.0, overscan = 4, pool = 8

    /// Rows placed for a viewport `height` high, at the top of the list or anywhere.
    static func placed(forHeight height: Double, atTop: Bool) -> Int {
        Int((height / rowHeight).rounded(.up)) + 1 + (atTop ? overscan : 2 * overscan) + 2
    }

    func testLiveRowsMatchTheArticleBeforeAndAfterTheFirstAllocation() throws { try onMain {
        try requireGtk()
        let screenHeight = Double(gdk_screen_get_height(gdk_screen_get_default()))
        for (width, height) in [(520, 600), (520, 360)] as [(Int32, Int32)] {
            let liveBefore = ListTestRow.live
            let host = ListTestHost()
            host.rowHeight = .fixed(Self.rowHeight)
            host.items = (0..<1_000).map { ListTestItem(id: $0, title: "Item \($0)", height: Int(Self.rowHeight)) }
            host.renderDeep()
            StateView.flushRenders()
            let unallocated = ListTestRow.live - liveBefore
            XCTAssertGreaterThan(unallocated, 0, "the first frame has rows to show")
            XCTAssertLessThanOrEqual(unallocated, Self.placed(forHeight: screenHeight, atTop: true), "\(width)×\(height) before the first allocation")
            XCTAssertEqual(host.list.pooledRowCount, 0)

            let window = TestWindow(host, width: width, height: height)
            settle(window)
            let list = host.list
            XCTAssertGreaterThan(list.viewportHeight, 0)
            let allocated = ListTestRow.live - liveBefore
            XCTAssertEqual(list.pooledRowCount, 0, "\(width)×\(height): no row is kept for the screen-height estimate")
            XCTAssertLessThanOrEqual(allocated, Self.placed(forHeight: list.viewportHeight, atTop: true), "\(width)×\(height) after the first allocation")
            XCTAssertEqual(allocated, list.realizedRowCount)

            var most = 0
            for page in 1...20 {
                list.scroll(toOffset: Double(page) * list.viewportHeight * 0.9)
                settle(window)
                most = max(most, ListTestRow.live - liveBefore)
                XCTAssertLessThanOrEqual(list.pooledRowCount, Self.pool)
            }
            XCTAssertLessThanOrEqual(most, Self.placed(forHeight: list.viewportHeight, atTop: false) + Self.pool, "\(width)×\(height) while scrolling")
            window.close()
        }
    } }
}
