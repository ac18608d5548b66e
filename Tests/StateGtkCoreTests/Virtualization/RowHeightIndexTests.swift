import StateGtkCore
import XCTest

final class RowHeightIndexTests: XCTestCase {
    /// Offsets and lookups against a plain array of heights, over random measurements.
    func testMatchesPrefixSumsOfRandomHeights() {
        var generator = SplitMix64(seed: 7)
        for count in [0, 1, 2, 3, 7, 64, 100, 1_000] {
            var index = RowHeightIndex(count: count, estimate: 30)
            var heights = [Double](repeating: 30, count: count)
            for step in 0..<(count * 2 + 5) {
                if count > 0 && step % 3 != 2 {
                    let row = Int(generator.next() % UInt64(count))
                    let height = Double(generator.next() % 120)
                    index.setHeight(height, at: row)
                    heights[row] = height
                }
                var sum = 0.0
                for row in 0...count {
                    XCTAssertEqual(index.offset(of: row), sum, accuracy: 1e-6, "count \(count) row \(row)")
                    if row < count { sum += heights[row] }
                }
                XCTAssertEqual(index.totalHeight, sum, accuracy: 1e-6)
                if count > 0 {
                    let probe = Double(generator.next() % UInt64(max(Int(sum) + 20, 1)))
                    XCTAssertEqual(index.index(containing: probe), Self.rowContaining(probe, heights), "count \(count) offset \(probe)")
                }
            }
        }
    }

    func testEstimatedRowsNeedNoStorage() {
        let index = RowHeightIndex(count: 1_000_000, estimate: 24)
        XCTAssertFalse(index.hasMeasurements)
        XCTAssertEqual(index.offset(of: 500_000), 12_000_000)
        XCTAssertEqual(index.index(containing: 12_000_010), 500_000)
        XCTAssertEqual(index.index(containing: 1e12), 999_999)
        XCTAssertEqual(index.index(containing: -5), 0)
    }

    func testRebuildKeepsKnownHeights() {
        let index = RowHeightIndex(count: 5, estimate: 10) { $0 == 2 ? 50 : nil }
        XCTAssertTrue(index.isMeasured(2))
        XCTAssertFalse(index.isMeasured(1))
        XCTAssertEqual(index.offset(of: 3), 70)
        XCTAssertEqual(index.totalHeight, 90)
        XCTAssertFalse(RowHeightIndex(count: 5, estimate: 10) { _ in nil }.hasMeasurements)
    }

    /// The last row whose top is at or above `offset`, by linear scan.
    private static func rowContaining(_ offset: Double, _ heights: [Double]) -> Int {
        var top = 0.0
        var result = 0
        for (row, height) in heights.enumerated() {
            if top <= offset { result = row } else { break }
            top += height
        }
        return result
    }
}
