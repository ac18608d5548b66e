import CGtk
import CStateGtk
import StateGtkCore

// The keyboard cursor, clicks and the selection the list reports to its parent.

extension ListView {
    func setCursor(_ index: Int) {
        cursorHint = index
        cursorKey = key(at: index)
    }

    var cursorIndex: Int? {
        guard let cursorKey else { return nil }
        return index(of: cursorKey)
    }

    /// Moves the cursor for a navigation key, selects in `.single` mode, and scrolls to it.
    func move(_ move: ListMove) {
        let visible = visibleRange
        guard let target = ListNavigation.target(of: move, from: cursorIndex, count: itemCount, rowsPerPage: max(visible.count - 1, 1))
        else { return }
        setCursor(target)
        if selection.mode == .single { selection.report([key(at: target).anyKey]) }
        scroll(toOffset: ListWindow.offsetRevealing(target, in: heights, current: offset, viewportHeight: viewportHeight))
        refreshRows()
    }

    /// A click on the row at `y` in the viewport: the cursor goes there, and the selection
    /// follows the mode (Ctrl adds or removes a row in `.multiple`).
    func click(atY y: Double, toggling: Bool) -> Bool {
        let position = offset + y
        guard itemCount > 0, position < heights.totalHeight else { return false }
        let index = heights.index(containing: position)
        setCursor(index)
        switch selection.mode {
        case .none: break
        case .single: selection.report([key(at: index).anyKey])
        case .multiple:
            if toggling { toggleSelection(index) } else { selection.report([key(at: index).anyKey]) }
        }
        refreshRows()
        return true
    }

    func toggleSelection(_ index: Int) {
        var chosen = selection.keys
        let key = key(at: index)
        if chosen.contains(key) { chosen.remove(key) } else { chosen.insert(key) }
        selection.report(chosen.map(\.anyKey))
    }

    var hasActivation: Bool { onActivate != nil }

    func activateCursor() {
        guard let index = cursorIndex else { return }
        onActivate?.run(key(at: index).anyKey)
    }
}
