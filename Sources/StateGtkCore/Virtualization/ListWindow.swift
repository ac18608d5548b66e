/// Which rows of a virtualised list exist as views: the rows in the viewport plus an overscan
/// on each side.
///
/// The window is kept while it still covers the viewport, so scrolling a few pixels creates no
/// row; once the viewport leaves it, a new window is centred on the viewport. The number of live
/// rows is therefore at most the visible rows plus twice the overscan, plus two (slack for the
/// number of visible rows changing by one as rows of different heights scroll past).
///
/// ```swift
/// let heights = RowHeightIndex(count: 1_000, estimate: 30)
/// let visible = ListWindow.visibleRows(heights, offset: 300, viewportHeight: 200)   // 10..<17
/// let rows = ListWindow.realisedRows(current: 0..<0, visible: visible, overscan: 4, count: 1_000)  // 6..<21
/// ```
package enum ListWindow {
    /// The rows that intersect the viewport `[offset, offset + viewportHeight)`.
    package static func visibleRows(_ heights: RowHeightIndex, offset: Double, viewportHeight: Double) -> Range<Int> {
        guard heights.count > 0, viewportHeight > 0 else { return 0..<0 }
        let first = heights.index(containing: max(offset, 0))
        // The row containing the last visible pixel.
        let last = heights.index(containing: max(offset + viewportHeight - 0.5, 0))
        return first..<(max(last, first) + 1)
    }

    /// The rows to realise: `current` while it covers `visible` and is no larger than the
    /// visible rows, both overscans and the slack of two, otherwise `visible` widened by `overscan` rows each side.
    package static func realisedRows(current: Range<Int>, visible: Range<Int>, overscan: Int, count: Int) -> Range<Int> {
        guard !visible.isEmpty else { return 0..<0 }
        if current.lowerBound <= visible.lowerBound && visible.upperBound <= current.upperBound
            && current.upperBound <= count && current.count <= visible.count + 2 * overscan + 2 {
            return current
        }
        return max(visible.lowerBound - overscan, 0)..<min(visible.upperBound + overscan, count)
    }

    /// The scroll offset that brings row `index` fully into the viewport with the least
    /// movement (`current` when it already is). A row taller than the viewport shows its top.
    package static func offsetRevealing(
        _ index: Int, in heights: RowHeightIndex, current: Double, viewportHeight: Double
    ) -> Double {
        let top = heights.offset(of: index)
        let bottom = top + heights.height(at: index)
        if top < current || bottom - top > viewportHeight { return clampedOffset(top, heights, viewportHeight) }
        if bottom > current + viewportHeight { return clampedOffset(bottom - viewportHeight, heights, viewportHeight) }
        return current
    }

    /// `offset` limited to the scrollable range `0...max(total - viewportHeight, 0)`.
    package static func clampedOffset(_ offset: Double, _ heights: RowHeightIndex, _ viewportHeight: Double) -> Double {
        min(max(offset, 0), max(heights.totalHeight - viewportHeight, 0))
    }
}
