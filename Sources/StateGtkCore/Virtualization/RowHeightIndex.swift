/// The heights of a list's rows, measured or estimated, with the offset of any row and the row
/// at any offset in O(log n): a Fenwick tree over the heights.
///
/// Until a row is measured every row has the estimate, and the index holds no per-row storage
/// at all (offsets are `index × estimate`): a list of fixed-height rows, or one just opened,
/// costs nothing per item. The first measurement builds the tree, 16 bytes a row, in O(n).
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
    /// 1-based Fenwick tree of the heights; empty while no row is measured.
    private var tree: [Double] = []
    /// Each row's measured height, or NaN; empty while no row is measured.
    private var measured: [Double] = []

    /// An index of `count` rows, every one estimated at `estimate` (at least 1 px).
    package init(count: Int, estimate: Double) {
        precondition(count >= 0, "a list has no negative number of rows")
        self.count = count
        self.estimate = max(estimate, 1)
    }

    /// An index for `count` rows in which `knownHeight` gives the rows already measured (nil:
    /// estimated). O(n), and nothing is stored when it gives no height.
    package init(count: Int, estimate: Double, knownHeight: (Int) -> Double?) {
        self.init(count: count, estimate: estimate)
        var heights: [Double] = []
        var any = false
        for row in 0..<count {
            if let height = knownHeight(row) {
                if !any {
                    any = true
                    heights.reserveCapacity(count)
                    heights.append(contentsOf: repeatElement(.nan, count: row))
                }
                heights.append(max(height, 0))
            } else if any {
                heights.append(.nan)
            }
        }
        guard any else { return }
        measured = heights
        rebuildTree()
    }

    /// Whether any row has been measured (and per-row storage exists).
    package var hasMeasurements: Bool { !measured.isEmpty }

    /// Whether `index`'s height was measured rather than estimated.
    package func isMeasured(_ index: Int) -> Bool {
        !measured.isEmpty && !measured[index].isNaN
    }

    /// The row's height: measured, or the estimate.
    package func height(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        guard !measured.isEmpty, !measured[index].isNaN else { return estimate }
        return measured[index]
    }

    /// Records a measured height; returns how much the row grew (negative: shrank).
    @discardableResult
    package mutating func setHeight(_ height: Double, at index: Int) -> Double {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let height = max(height, 0)
        if measured.isEmpty {
            measured = [Double](repeating: .nan, count: count)
            rebuildTree()
        }
        let old = measured[index].isNaN ? estimate : measured[index]
        measured[index] = height
        let delta = height - old
        guard delta != 0 else { return 0 }
        var position = index + 1
        while position <= count {
            tree[position] += delta
            position += position & -position
        }
        return delta
    }

    /// The distance from the top of the list to the top of row `index` (`count`: the total).
    package func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "row \(index) out of 0...\(count)")
        guard !tree.isEmpty else { return Double(index) * estimate }
        var sum = 0.0
        var position = index
        while position > 0 {
            sum += tree[position]
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
        // Fenwick descent: the largest `position` whose prefix sum is at most `offset`.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    private mutating func rebuildTree() {
        tree = [Double](repeating: 0, count: count + 1)
        for position in 1...max(count, 1) where position <= count {
            let height = measured[position - 1].isNaN ? estimate : measured[position - 1]
            tree[position] += height
            let parent = position + (position & -position)
            if parent <= count { tree[parent] += tree[position] }
        }
    }
}
