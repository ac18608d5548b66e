import StateGtkCore
import XCTest

final class ListReorderTests: XCTestCase {
    /// Rows of 20 px: a row's upper half is the gap above it, its lower half the gap below.
    func testGapIsTheNearestRowBoundary() {
        var heights = RowHeightIndex(count: 5, estimate: 20)
        XCTAssertEqual(ListReorder.gap(at: -5, in: heights), 0)
        XCTAssertEqual(ListReorder.gap(at: 9, in: heights), 0)
        XCTAssertEqual(ListReorder.gap(at: 11, in: heights), 1)
        XCTAssertEqual(ListReorder.gap(at: 45, in: heights), 2)
        XCTAssertEqual(ListReorder.gap(at: 99, in: heights), 5)
        XCTAssertEqual(ListReorder.gap(at: 500, in: heights), 5)
        heights.setHeight(100, at: 1)  // rows 1 spans 20..<120, its middle at 70
        XCTAssertEqual(ListReorder.gap(at: 69, in: heights), 1)
        XCTAssertEqual(ListReorder.gap(at: 71, in: heights), 2)
        XCTAssertEqual(ListReorder.gap(at: 10, in: RowHeightIndex(count: 0, estimate: 20)), 0)
    }

    /// The move is the item's index after it: a drop below the item counts it out.
    func testMoveIsTheIndexAfterTheMove() {
        XCTAssertNil(ListReorder.move(from: 2, toGap: 2))
        XCTAssertNil(ListReorder.move(from: 2, toGap: 3))
        XCTAssertEqual(ListReorder.move(from: 2, toGap: 0), ListItemMove(from: 2, to: 0))
        XCTAssertEqual(ListReorder.move(from: 0, toGap: 2), ListItemMove(from: 0, to: 1))
        XCTAssertEqual(ListReorder.move(from: 0, toGap: 5), ListItemMove(from: 0, to: 4))
        var items = ["a", "b", "c", "d", "e"]
        let move = ListReorder.move(from: 0, toGap: 2)!
        items.insert(items.remove(at: move.from), at: move.to)
        XCTAssertEqual(items, ["b", "a", "c", "d", "e"], "dropped between b and c")
    }

    func testAutoscrollNearTheEdgesOnly() {
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: 150, viewportHeight: 300), 0)
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: 0, viewportHeight: 300), -16)
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: -40, viewportHeight: 300), -16)
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: 284, viewportHeight: 300), 8)
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: 400, viewportHeight: 300), 16)
        XCTAssertEqual(ListReorder.autoscrollStep(pointerY: 10, viewportHeight: 0), 0)
    }
}
