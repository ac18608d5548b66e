import StateGtkCore
import XCTest

/// Measured heights and the rows on screen following their items through random changes, by
/// key, while reading only the keys near them.
final class RowRelocationTests: XCTestCase {
    /// A row's true height, by its item's key.
    private static func trueHeight(_ key: Int) -> Double { Double(20 + key % 7 * 10) }

    /// The changes of a list of items, and whether each keeps every surviving row where
    /// `RowRelocation` promises to find it (at its old index, or moved by the change in count).
    private enum Change: CaseIterable {
        case insertBlock, removeBlock, replaceOne, moveOne, scatteredInserts, replaceAll

        var movesRowsByTheCountOnly: Bool { self == .insertBlock || self == .removeBlock || self == .replaceOne }
    }

    func testMeasuredHeightsAndAnchorsFollowTheirItems() {
        var random = SplitMix64(seed: 22)
        var nextKey = 0
        func newKeys(_ count: Int) -> [Int] {
            defer { nextKey += count }
            return Array(nextKey..<(nextKey + count))
        }
        var keys = newKeys(5_000)
        var heights = RowHeightIndex(count: keys.count, estimate: 30)
        for step in 0..<400 {
            // Rows measured where the user looked: a few runs of rows.
            for _ in 0..<3 where !keys.isEmpty {
                let start = Int(random.next() % UInt64(keys.count))
                for row in start..<min(start + Int(random.next() % 40), keys.count) {
                    heights.setHeight(Self.trueHeight(keys[row]), at: row)
                }
            }
            // The rows on screen: a run of up to 20 rows somewhere.
            let top = keys.isEmpty ? 0 : Int(random.next() % UInt64(keys.count))
            let anchors = (top..<min(top + 1 + Int(random.next() % 20), keys.count)).map {
                ScrollAnchor(key: keys[$0], index: $0, offsetInRow: Double(random.next() % 10))
            }

            let old = keys
            let change = Change.allCases[Int(random.next() % UInt64(Change.allCases.count))]
            let at = Int(random.next() % UInt64(old.count + 1))
            switch change {
            case .insertBlock: keys.insert(contentsOf: newKeys(1 + Int(random.next() % 300)), at: at)
            case .removeBlock: keys.removeSubrange(at..<min(at + 1 + Int(random.next() % 300), keys.count))
            case .replaceOne where !keys.isEmpty: keys[min(at, keys.count - 1)] = newKeys(1)[0]
            case .moveOne where !keys.isEmpty:
                let item = keys.remove(at: min(at, keys.count - 1))
                keys.insert(item, at: Int(random.next() % UInt64(keys.count + 1)))
            case .scatteredInserts:
                for _ in 0..<5 { keys.insert(contentsOf: newKeys(1), at: Int(random.next() % UInt64(keys.count + 1))) }
            case .replaceAll where step % 50 == 49: keys = newKeys(Int(random.next() % 6_000))
            default: break
            }
            let newIndex = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

            var reads = 0
            let found = RowRelocation.anchor(anchors, oldCount: old.count, newCount: keys.count) { reads += 1; return keys[$0] }
            let span = anchors.count
            XCTAssertLessThanOrEqual(reads, 2 * (span + 2 * RowRelocation.anchorRadius), "step \(step): anchor reads")
            // Found: the anchor's own item. The first surviving anchor is found whenever the
            // change moved the rows by the change in count.
            if let found { XCTAssertEqual(keys[found.index], found.anchor.key, "step \(step)") }
            if change.movesRowsByTheCountOnly, let first = anchors.first(where: { newIndex[$0.key] != nil }) {
                XCTAssertEqual(found?.anchor, first, "step \(step) \(change): the first anchor still there")
                XCTAssertEqual(found?.index, newIndex[first.key], "step \(step) \(change)")
            }

            reads = 0
            let shifts = [0, keys.count - old.count] + (found.map { [$0.index - $0.anchor.index] } ?? [])
            let measuredBefore = heights.measurements
            let relocated = RowRelocation.heights(
                heights, oldKey: { reads += 1; return old[$0] }, newCount: keys.count, estimate: 30, shifts: shifts,
                newKey: { reads += 1; return keys[$0] })
            XCTAssertLessThanOrEqual(reads, measuredBefore.count * (shifts.count + 2), "step \(step): height reads")
            // Every height kept is its own item's; with a change that moves rows by the change
            // in count, every measured item still there keeps its height.
            var expectedTotal = 0.0
            var wrong: [Int] = []
            for row in keys.indices {
                let expected = relocated.isMeasured(row) ? Self.trueHeight(keys[row]) : 30
                if relocated.height(at: row) != expected { wrong.append(row) }
                expectedTotal += expected
            }
            XCTAssertEqual(wrong, [], "step \(step): rows with another item's height")
            if change.movesRowsByTheCountOnly {
                for (row, _) in measuredBefore {
                    guard let moved = newIndex[old[row]] else { continue }
                    XCTAssertTrue(relocated.isMeasured(moved), "step \(step) \(change): row \(row) → \(moved) lost its height")
                }
            }
            XCTAssertEqual(relocated.totalHeight, expectedTotal, accuracy: 1e-6, "step \(step)")
            heights = relocated
        }
    }

    /// A row on screen that moved by the change in count, further than the radius (a page
    /// inserted above it), is found; one that moved otherwise further than the radius is not.
    func testAnchorsAreFoundNearOrMovedByTheChangeInCount() {
        let old = Array(0..<1_000)
        let anchors = (500..<510).map { ScrollAnchor(key: old[$0], index: $0, offsetInRow: 3) }
        let inserted = Array(-300..<0) + old
        var insertedReads = 0
        let found = RowRelocation.anchor(anchors, oldCount: old.count, newCount: inserted.count) {
            insertedReads += 1
            return inserted[$0]
        }
        XCTAssertEqual(found?.index, 800)
        XCTAssertEqual(found?.anchor.key, 500)
        XCTAssertLessThanOrEqual(insertedReads, 2 * anchors.count, "the rows where they were, then moved by the count")

        // A search narrowing the items: the row moved by neither nothing nor the change in
        // count, but it is near.
        let narrowed = old.filter { $0 % 3 == 0 || $0 >= 400 }
        let kept = RowRelocation.anchor(anchors, oldCount: old.count, newCount: narrowed.count) { narrowed[$0] }
        XCTAssertEqual(kept?.anchor.key, 500)
        XCTAssertEqual(kept.map { narrowed[$0.index] }, 500)

        // 600 items moved from above the screen to the bottom: the count is the same, and the
        // rows on screen moved further than the radius.
        var reads = 0
        let long = Array(0..<2_000)
        let onScreen = (1_000..<1_010).map { ScrollAnchor(key: long[$0], index: $0, offsetInRow: 0) }
        let moved = Array(long[600..<2_000]) + Array(long[0..<600])
        XCTAssertNil(RowRelocation.anchor(onScreen, oldCount: long.count, newCount: moved.count) { reads += 1; return moved[$0] })
        XCTAssertEqual(reads, onScreen.count + 2 * RowRelocation.anchorRadius, "every row within the radius, once")

        // The top anchor removed: the next one keeps its place.
        let removed = old.filter { $0 != 500 }
        let next = RowRelocation.anchor(anchors, oldCount: old.count, newCount: removed.count) { removed[$0] }
        XCTAssertEqual(next?.anchor.key, 501)
        XCTAssertEqual(next?.index, 500)
        XCTAssertNil(RowRelocation.anchor(anchors, oldCount: 1_000, newCount: 0) { _ in 0 })
    }

    /// An item changed in place leaves the rows on screen where they were: the top anchor is
    /// found at its own place after one read, without hashing the anchors.
    func testTheTopAnchorAtItsPlaceIsFoundWithoutHashingTheAnchors() {
        let keys = (0..<1_000).map(CountingKey.init)
        let anchors = (10..<35).map { ScrollAnchor(key: keys[$0], index: $0, offsetInRow: 0) }
        CountingKey.hashes = 0
        var reads = 0
        let found = RowRelocation.anchor(anchors, oldCount: keys.count, newCount: keys.count) { reads += 1; return keys[$0] }
        XCTAssertEqual(found?.anchor, anchors[0])
        XCTAssertEqual(found?.index, 10)
        XCTAssertEqual(reads, 1)
        XCTAssertEqual(CountingKey.hashes, 0)

        // The top anchor gone: the search hashes the anchors and still reads each row once.
        let replaced = keys.enumerated().map { $0.offset == 10 ? CountingKey(-1) : $0.element }
        var read: [Int] = []
        let next = RowRelocation.anchor(anchors, oldCount: keys.count, newCount: replaced.count) { read.append($0); return replaced[$0] }
        XCTAssertEqual(next?.anchor, anchors[1])
        XCTAssertEqual(next?.index, 11)
        XCTAssertEqual(read.count, Set(read).count, "no row read twice")
        XCTAssertEqual(read.first, 10)
        XCTAssertGreaterThan(CountingKey.hashes, 0)
    }
}

/// A key that counts how often it is hashed.
private struct CountingKey: Hashable {
    nonisolated(unsafe) static var hashes = 0
    let value: Int
    init(_ value: Int) { self.value = value }
    func hash(into hasher: inout Hasher) {
        Self.hashes += 1
        hasher.combine(value)
    }
}
