/// What keeps the rows on screen still while heights above them change: the row at the top of
/// the viewport, by key, and how far into it the viewport starts.
///
/// When an estimate above is corrected by a measurement, or items are inserted or removed above,
/// the anchor row's new offset plus `offsetInRow` is the new scroll offset, so the anchor row,
/// and every row below it, stays where it was on screen.
///
/// ```swift
/// var heights = RowHeightIndex(count: 100, estimate: 40)
/// let anchor = ScrollAnchor(key: "row-50", offset: 2_010, in: heights)   // row 50, 10 px in
/// heights.setHeight(90, at: 3)                                           // a row above grew
/// anchor.offset(in: heights, at: 50)                                     // 2_060
/// ```
package struct ScrollAnchor<Key: Hashable>: Hashable {
    /// The key of the item whose row holds the top of the viewport.
    package var key: Key
    /// The row's index when the anchor was taken.
    package var index: Int
    /// How far below the row's top the viewport starts.
    package var offsetInRow: Double

    /// The anchor of the row with `key`, at `index`, with the viewport starting `offsetInRow`
    /// below its top.
    package init(key: Key, index: Int, offsetInRow: Double) {
        self.key = key
        self.index = index
        self.offsetInRow = offsetInRow
    }

    /// The anchor for a viewport starting at `offset`; `key` is the key of the row there
    /// (`heights.index(containing: offset)`).
    package init(key: Key, offset: Double, in heights: RowHeightIndex) {
        let index = heights.index(containing: offset)
        self.init(key: key, index: index, offsetInRow: max(offset - heights.offset(of: index), 0))
    }

    /// The scroll offset that puts the anchor row, now at `index`, where it was.
    package func offset(in heights: RowHeightIndex, at index: Int) -> Double {
        heights.offset(of: index) + min(offsetInRow, heights.height(at: index))
    }
}
