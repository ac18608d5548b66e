// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Measuring the realised rows and placing them at their offsets minus the scroll offset.

extension ListView {
    /// The surface's size, which only its scrolled window reads. Its height is that of all the
    /// rows, as GtkTreeView's: the scrolled window guesses from it, before it allocates the
    /// surface, whether its scroll bar shows, and when the adjustment then contradicts the guess
    /// it lays itself out again and redraws the whole viewport. The list itself (the view)
    /// still has no height of its own: a scrolled window with an automatic scroll bar does not
    /// pass its child's height on, and the list expands into the height its parent has. With
    /// estimated heights the surface is as wide as its realised rows; with fixed heights no row
    /// is measured, widths included (as GtkTreeView's fixed-height mode with fixed-width
    /// columns): the list has no width of its own, so rows that come on screen, or a row whose
    /// text changes, never make the list's parent lay out again.
    func measure(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        guard horizontal else {
            let height = Int32(min(heights.totalHeight.rounded(.up), Double(Int32.max / 2)))
            return (height, height)
        }
        guard rowHeight.measuresRows else { return (0, 0) }
        return ChildMeasurement.width(rows.widget)
    }

    /// Measures the realised rows, corrects estimates without moving the rows on screen, and
    /// positions the rows at their offsets minus the scroll offset.
    func allocate(width: Int32, height: Int32) {
        isAllocating = true
        defer { isAllocating = false }
        let viewport = width
        let width = horizontalExtent(viewportWidth: viewport)
        viewportWidth = viewport
        viewportHeight = Double(height)
        offset = gtk_adjustment_get_value(vadjustment)
        let anchorIndex = heights.index(containing: offset)
        let anchor = itemCount == 0 ? nil : ScrollAnchor(key: key(at: anchorIndex), offset: offset, in: heights)

        // The realised rows, matched to their items by key (a duplicate key has no row).
        var matched: [(widget: UnsafeMutablePointer<GtkWidget>, index: Int)] = []
        let children = rows.children
        var next = 0
        let pinnedRow = renderedPinnedRow.flatMap { $0 < itemCount ? $0 : nil }
        for index in renderedWindow.clamped(to: 0..<itemCount) where next < children.count && index != pinnedRow {
            guard children[next].identity.fastKey == key(at: index) else { continue }
            matched.append((children[next].widget, index))
            next += 1
        }
        if let pinnedRow, let last = children.last, last.identity.fastKey == key(at: pinnedRow) {
            matched.append((last.widget, pinnedRow))
        }
        var corrected = false
        for (widget, index) in matched {
            let natural = Double(ChildMeasurement.height(widget, forWidth: width).natural)
            if case .estimated = rowHeight, !heights.isMeasured(index) || heights.height(at: index) != natural {
                corrected = heights.setHeight(natural, at: index) != 0 || corrected
            }
        }
        if corrected, let anchor { offset = anchor.offset(in: heights, at: anchorIndex) }
        if let pendingScroll, let index = index(of: pendingScroll.key) {
            self.pendingScroll = nil
            offset = targetOffset(for: index, at: pendingScroll.position)
        }
        configureAdjustment()
        updateWindow(renderNow: false)

        // A sticky header is at the viewport's top (or pushed above it by the next section's).
        let pinned = pinnedHeader
        func top(of index: Int) -> Double {
            if let pinned, pinned.row == index, index == pinnedRow { return offset + pinned.top }
            return heights.offset(of: index)
        }
        rowsTop = matched.map { top(of: $0.index) }.min() ?? 0
        rowFrames = matched.map { ($0.widget, $0.index, top(of: $0.index) - rowsTop, heights.height(at: $0.index)) }
        let rowsHeight = rowFrames.map { $0.y + $0.height }.max() ?? 0
        _ = ChildMeasurement.height(rows.widget, forWidth: width)  // GTK measures before it allocates
        // Far off screen when the rows of a jump are still to be rendered: kept within GTK's ints.
        let top = min(max((rowsTop - offset).rounded(), -1e9), 1e9)
        sg_list_container_allocate_content(surfaceList, Int32(top), width, Int32(rowsHeight.rounded()))
        updateFocusRow()
        rowsMoved = false
        didAllocate?(self)
    }

    /// The rows' own layout: each at its offset from the first, at its height.
    func allocateRows(width: Int32) {
        for frame in rowFrames {
            let top = Int32(frame.y.rounded())
            sg_container_allocate_child(rows.container, frame.widget, 0, top, width, Int32((frame.y + frame.height).rounded()) - top)
        }
    }

    func measureRows(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        for child in rows.children {
            if horizontal {
                let size = ChildMeasurement.width(child.widget)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            } else {
                let size = ChildMeasurement.height(child.widget, forWidth: forSize)
                result = (result.minimum + size.minimum, result.natural + size.natural)
            }
        }
        return result
    }

    private func updateFocusRow() {
        guard let cursorKey, let frame = rowFrames.first(where: { key(at: $0.index) == cursorKey }) else {
            sg_list_container_set_focus_row(surfaceList, 0, 0)
            return
        }
        let top = Int32((rowsTop + frame.y - offset).rounded())
        sg_list_container_set_focus_row(surfaceList, top, Int32(frame.height.rounded()))
    }
}
