import XCTest
@testable import StateGtkCore

final class GridLayoutTests: XCTestCase {
    func testAutoPlacementFillsRowsAndHonoursSpans() {
        let cells = GridLayout.cells(spans: [(1, 1), (2, 1), (3, 1), (1, 2), (1, 1), (1, 1), (1, 1)], columns: 3)
        XCTAssertEqual(cells.map { [$0.row, $0.column, $0.columns, $0.rows] }, [
            [0, 0, 1, 1], [0, 1, 2, 1],      // a row filled by 1 + 2
            [1, 0, 3, 1],                     // a full-width child on its own row
            [2, 0, 1, 2], [2, 1, 1, 1], [2, 2, 1, 1],
            [3, 1, 1, 1],                     // (3, 0) is taken by the two-row child
        ])
        XCTAssertEqual(GridLayout.cells(spans: [(5, 1)], columns: 2).first?.columns, 2, "spans wider than the grid are clamped")
    }

    func testRowsAreAsTallAsTheirTallestChildAndFramesIncludeSpacing() {
        let cells = GridLayout.cells(spans: [(1, 1), (1, 1), (2, 1)], columns: 2)
        let rows = GridLayout.rowHeights(cells: cells, heights: [20, 30, 10], spacing: 4)
        XCTAssertEqual(rows, [30, 10])
        let width = GridLayout.columnWidth(width: 210, columns: 2, spacing: 10)
        XCTAssertEqual(width, 100)
        let frames = GridLayout.frames(cells: cells, rowHeights: rows, columnWidth: width, rowSpacing: 4, columnSpacing: 10)
        XCTAssertEqual(frames, [
            Frame(x: 0, y: 0, width: 100, height: 30), Frame(x: 110, y: 0, width: 100, height: 30),
            Frame(x: 0, y: 34, width: 210, height: 10),
        ])
    }

    func testAMultiRowChildGrowsItsRowsEvenly() {
        let cells = GridLayout.cells(spans: [(1, 2), (1, 1), (1, 1)], columns: 2)
        XCTAssertEqual(GridLayout.rowHeights(cells: cells, heights: [100, 20, 20], spacing: 0), [50, 50])
    }
}
