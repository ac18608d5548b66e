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

    func testMeasurementsGiveKnownHeights() {
        let index = RowHeightIndex(count: 5, estimate: 10, measurements: [(index: 2, height: 50), (index: 9, height: 70)])
        XCTAssertTrue(index.isMeasured(2))
        XCTAssertFalse(index.isMeasured(1))
        XCTAssertEqual(index.offset(of: 3), 70)
        XCTAssertEqual(index.totalHeight, 90, "a measurement past the rows is left out")
        XCTAssertEqual(index.measurements.map(\.index), [2])
        XCTAssertFalse(RowHeightIndex(count: 5, estimate: 10, measurements: []).hasMeasurements)
    }

    /// A million rows with a few measured far apart: offsets and lookups agree with the sums
    /// (the rows in between have the estimate).
    func testFewMeasuredRowsAmongAMillion() {
        var index = RowHeightIndex(count: 1_000_000, estimate: 24)
        index.setHeight(100, at: 10)
        index.setHeight(0, at: 500_000)
        index.setHeight(24, at: 999_999)
        XCTAssertEqual(index.measurements.count, 3)
        XCTAssertEqual(index.offset(of: 11), 10 * 24 + 100)
        XCTAssertEqual(index.offset(of: 500_001), 500_001 * 24 + 76 - 24)
        XCTAssertEqual(index.totalHeight, 1_000_000 * 24 + 76 - 24)
        XCTAssertEqual(index.index(containing: 10 * 24 + 99), 10)
        XCTAssertEqual(index.index(containing: 10 * 24 + 100), 11)
        // Row 500,000 has no height: the offset at its top is row 500,001's.
        XCTAssertEqual(index.index(containing: index.offset(of: 500_000)), 500_001)
        XCTAssertEqual(index.height(at: 500_000), 0)
        XCTAssertTrue(index.isMeasured(999_999))
        XCTAssertEqual(index.height(at: 999_999), 24)
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
