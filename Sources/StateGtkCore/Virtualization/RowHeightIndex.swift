/// The heights of a list's rows, measured or estimated, with the offset of any row and the row
/// at any offset in O(log n): a Fenwick tree over how far each measured row is from the estimate.
///
/// Storage grows with the measured rows only, never with the rows: a row that was not measured
/// has the estimate and stores nothing (offsets are `index × estimate` plus the measured rows'
/// differences above it), so a list of a million rows of which thirty were measured holds about
/// thirty heights and their tree nodes, and making an index with a few known heights for new
/// items costs nothing per item.
///
/// ```swift
/// var heights = RowHeightIndex(count: 100_000, estimate: 40)
/// heights.setHeight(64, at: 3)          // row 3 was measured
/// heights.offset(of: 4)                 // 4 × 40 + 24 = 184
/// heights.index(containing: 170)        // 3
/// ```
package struct RowHeightIndex: Sendable {
    /// The number of rows.
    package private(set) var count: Int
    /// The height of every row that was not measured.
    package let estimate: Double
    /// The measured rows' heights, by row.
    private var measured: [Int: Double] = [:]
    /// The 1-based Fenwick tree of each row's height minus the estimate, sparse: a node that is
    /// not stored is 0 (no measured row below it differs from the estimate).
    private var tree: [Int: Double] = [:]

    /// An index of `count` rows, every one estimated at `estimate` (at least 1 px).
    package init(count: Int, estimate: Double) {
        precondition(count >= 0, "a list has no negative number of rows")
        self.count = count
        self.estimate = max(estimate, 1)
    }

    /// An index of `count` rows of which `measurements` were measured (rows out of range are
    /// left out); the others have the estimate. O(m log n) for m measurements.
    package init(count: Int, estimate: Double, measurements: some Sequence<(index: Int, height: Double)>) {
        self.init(count: count, estimate: estimate)
        for (index, height) in measurements where index >= 0 && index < count { setHeight(height, at: index) }
    }

    /// Whether any row has been measured.
    package var hasMeasurements: Bool { !measured.isEmpty }

    /// The measured rows and their heights, in no particular order.
    package var measurements: [(index: Int, height: Double)] { measured.map { ($0.key, $0.value) } }

    /// Whether `index`'s height was measured rather than estimated.
    package func isMeasured(_ index: Int) -> Bool { measured[index] != nil }

    /// The row's height: measured, or the estimate.
    package func height(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        return measured[index] ?? estimate
    }

    /// Records a measured height; returns how much the row grew (negative: shrank).
    @discardableResult
    package mutating func setHeight(_ height: Double, at index: Int) -> Double {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let height = max(height, 0)
        let delta = height - (measured.updateValue(height, forKey: index) ?? estimate)
        guard delta != 0 else { return 0 }
        var position = index + 1
        while position <= count {
            tree[position, default: 0] += delta
            position += position & -position
        }
        return delta
    }

    /// The distance from the top of the list to the top of row `index` (`count`: the total).
    package func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "row \(index) out of 0...\(count)")
        var sum = Double(index) * estimate
        guard !tree.isEmpty else { return sum }
        var position = index
        while position > 0 {
            sum += tree[position] ?? 0
            position -= position & -position
        }
        return sum
    }

    /// The height of all rows together.
    package var totalHeight: Double { offset(of: count) }

    /// The row under `offset` (clamped to the rows; 0 when there are none): the last row whose
    /// top is at or above it.
    package func index(containing offset: Double) -> Int {
        guard count > 0 else { return 0 }
        guard offset > 0 else { return 0 }
        guard !tree.isEmpty else { return min(Int(offset / estimate), count - 1) }
        // Fenwick descent: the largest `position` whose prefix sum is at most `offset`. Node
        // `position + step` covers the `step` rows after `position`.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let nodeHeight = Double(step) * estimate + (tree[next] ?? 0)
                if nodeHeight <= remaining {
                    position = next
                    remaining -= nodeHeight
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
