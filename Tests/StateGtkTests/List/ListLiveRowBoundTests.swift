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
/// The row views a list keeps alive are what the Lists article says: before its first
/// allocation, the rows for a screen's height and the overscan below them, none pooled; from
/// the first allocation on, the rows placed for its viewport (the visible rows, the overscan on
/// each side, two more while the placed rows still cover the viewport) plus its pool of
/// recycled rows: at most `pool` of its row type after an update, and at most `restingPool`
/// (the overscan and one) at its first allocation and once it has had no update for a second.
/// Checked at two window sizes, by counting the row objects alive.
final class ListLiveRowBoundTests: XCTestCase {
    static let rowHeight = 36.0, overscan = 4, pool = 8, restingPool = overscan + 1

    /// Rows placed for a viewport `height` high, at the top of the list or anywhere.
    static func placed(forHeight height: Double, atTop: Bool) -> Int {
        Int((height / rowHeight).rounded(.up)) + 1 + (atTop ? overscan : 2 * overscan) + 2
    }

    /// The rows of a viewport `height` high with the overscan on each side: what a list at rest
    /// at its top holds at most, its resting pool included.
    static func viewportWithOverscan(_ height: Double) -> Int {
        Int((height / rowHeight).rounded(.up)) + 1 + 2 * overscan
    }

    func testLiveRowsMatchTheArticleBeforeAndAfterTheFirstAllocation() throws { try onMain {
        try requireGtk()
        let screenHeight = screenHeight()
        for (width, height) in [(520, 600), (520, 360)] as [(Int32, Int32)] {
            let size = "\(width)×\(height)"
            let liveBefore = ListTestRow.live
            let host = ListTestHost()
            host.rowHeight = .fixed(Self.rowHeight)
            host.items = (0..<1_000).map { ListTestItem(id: $0, title: "Item \($0)", height: Int(Self.rowHeight)) }
            host.renderDeep()
            StateView.flushRenders()
            let unallocated = ListTestRow.live - liveBefore
            XCTAssertGreaterThan(unallocated, 0, "the first frame has rows to show")
            XCTAssertLessThanOrEqual(unallocated, Self.placed(forHeight: screenHeight, atTop: true), "\(size) before the first allocation")
            XCTAssertEqual(host.list.pooledRowCount, 0)

            let window = TestWindow(host, width: width, height: height)
            settle(window)
            let list = host.list
            XCTAssertGreaterThan(list.viewportHeight, 0)
            let allocated = ListTestRow.live - liveBefore
            XCTAssertLessThanOrEqual(list.pooledRowCount, Self.restingPool, "\(size): the screen-height estimate leaves a resting pool at most")
            XCTAssertLessThanOrEqual(allocated, Self.viewportWithOverscan(list.viewportHeight), "\(size) after the first allocation")
            XCTAssertEqual(allocated, list.realizedRowCount + list.pooledRowCount)

            var most = 0
            for page in 1...20 {
                list.scroll(toOffset: Double(page) * list.viewportHeight * 0.9)
                settle(window)
                most = max(most, ListTestRow.live - liveBefore)
                XCTAssertLessThanOrEqual(list.pooledRowCount, Self.pool)
            }
            XCTAssertLessThanOrEqual(most, Self.placed(forHeight: list.viewportHeight, atTop: false) + Self.pool, "\(size) while scrolling")

            // Back at the top a jump gives the rows that leave to the ones that arrive, and the
            // pool keeps the difference: at most its resting size.
            list.scroll(toOffset: 0)
            settle(window)
            let atTop = ListTestRow.live - liveBefore
            XCTAssertLessThanOrEqual(list.pooledRowCount, Self.restingPool, "\(size) back at the top")
            XCTAssertLessThanOrEqual(atTop, Self.viewportWithOverscan(list.viewportHeight), "\(size) back at the top")

            // Fewer items leave a full pool, which shrinks to its resting size once the list has
            // had no update for a second.
            host.items = Array(host.items.prefix(3))
            host.update()
            settle(window)
            XCTAssertEqual(list.pooledRowCount, Self.pool, "\(size): the rows of the items gone wait in the pool")
            try window.wait(timeout: 10, "the pool to shrink to its resting size") { list.pooledRowCount <= Self.restingPool }
            XCTAssertEqual(list.pooledRowCount, Self.restingPool)
            XCTAssertEqual(ListTestRow.live - liveBefore, 3 + Self.restingPool, "\(size): the rows removed from the pool are freed")
            window.close()
        }
    } }
}
