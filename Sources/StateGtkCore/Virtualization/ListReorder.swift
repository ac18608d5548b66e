/// An item the user moved in a list: from its index to the index it should have once moved
/// (as `UITableView`'s `moveRowAt:to:` reports it). The list never moves it itself: the app
/// changes its items, and the rows follow.
///
/// ```swift
/// var names = ["a", "b", "c", "d"]
/// let move = ListItemMove(from: 0, to: 2)
/// names.insert(names.remove(at: move.from), at: move.to)   // ["b", "c", "a", "d"]
/// ```
public struct ListItemMove: Equatable, Hashable, Sendable {
    /// The item's index before the move.
    public let from: Int
    /// The item's index after the move.
    public let to: Int

    /// A move of the item at `from` to `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// The geometry of reordering a list by dragging a row: the gap between two rows a drop goes
/// into, the move that drop makes, and how fast the list scrolls while the pointer is near an
/// edge.
///
/// ```swift
/// let heights = RowHeightIndex(count: 10, estimate: 20)
/// ListReorder.gap(at: 45, in: heights)           // 2: below row 1's middle, above row 2's
/// ListReorder.move(from: 0, toGap: 2)            // ListItemMove(from: 0, to: 1)
/// ListReorder.autoscrollStep(pointerY: 295, viewportHeight: 300)   // > 0: scrolls down
/// ```
package enum ListReorder {
    /// The gap at content offset `y`: 0 above the first row, `count` below the last; a row's
    /// upper half is its upper gap.
    package static func gap(at y: Double, in heights: RowHeightIndex) -> Int {
        guard heights.count > 0 else { return 0 }
        if y <= 0 { return 0 }
        if y >= heights.totalHeight { return heights.count }
        let row = heights.index(containing: y)
        return y < heights.offset(of: row) + heights.height(at: row) / 2 ? row : row + 1
    }

    /// The move a drop of the item at `from` into `gap` makes; nil when the item stays where it
    /// is (the gaps just above and below it).
    package static func move(from: Int, toGap gap: Int) -> ListItemMove? {
        let to = gap > from ? gap - 1 : gap
        return to == from ? nil : ListItemMove(from: from, to: to)
    }

    /// The distance to scroll per frame while a dragged row is at `pointerY` in the viewport:
    /// negative within `edge` of the top, positive within `edge` of the bottom, growing to
    /// `maximum` at (or beyond) the edge itself; 0 elsewhere.
    package static func autoscrollStep(pointerY: Double, viewportHeight: Double, edge: Double = 32, maximum: Double = 16) -> Double {
        guard viewportHeight > 0, edge > 0 else { return 0 }
        let edge = min(edge, viewportHeight / 3)
        if pointerY < edge { return -maximum * min((edge - pointerY) / edge, 1) }
        if pointerY > viewportHeight - edge { return maximum * min((pointerY - (viewportHeight - edge)) / edge, 1) }
        return 0
    }
}
