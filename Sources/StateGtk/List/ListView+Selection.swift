// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// The keyboard cursor, clicks and the selection the list reports to its parent, by GTK's rules
// (`ListSelectionRules`): the list decides the selection for every press on a row, before the
// row's own widgets see it, and they still get it.

extension ListView {
    func setCursor(_ index: Int) {
        cursorHint = index
        cursorKey = key(at: index)
    }

    var cursorIndex: Int? {
        guard let cursorKey else { return nil }
        return index(of: cursorKey)
    }

    var anchorIndex: Int? { anchorKey.flatMap { index(of: $0) } }

    /// Moves the cursor for a navigation key, changes the selection as the modifiers say, and
    /// scrolls to it.
    func move(_ move: ListMove, modifiers: ListSelectionModifiers) {
        let visible = visibleRange
        let forward = move == .down || move == .pageDown || move == .home
        guard let target = ListNavigation.target(of: move, from: cursorIndex, count: itemCount, rowsPerPage: max(visible.count - 1, 1))
            .flatMap({ itemRow(near: $0, forward: forward) })
        else { return }
        setCursor(target)
        let rule = ListSelectionRules.move(to: target, modifiers: modifiers, allowsMultiple: selection.mode == .multiple, anchor: anchorIndex)
        apply(rule)
        scroll(toOffset: ListWindow.offsetRevealing(target, in: heights, current: offset, viewportHeight: viewportHeight))
        refreshRows()
    }

    /// A press of `button` on the list at `y` in the viewport (`pressCount` 2: a double click).
    /// The primary button moves the cursor and selects, a double click (or a single one, with
    /// `activatesOnSingleClick`) activates unless it is on a control of the row; the secondary
    /// button selects the row before its context menu opens.
    func press(count pressCount: Int, button: UInt32, atY y: Double, modifiers: ListSelectionModifiers, onControl: Bool) {
        let position = offset + y
        guard itemCount > 0, position >= 0, position < heights.totalHeight else { return }
        let index = heights.index(containing: position)
        guard !isHeader(index) else { return }
        switch button {
        case UInt32(GDK_BUTTON_PRIMARY):
            if pressCount == 1 {
                setCursor(index)
                apply(ListSelectionRules.click(at: index, modifiers: modifiers, allowsMultiple: selection.mode == .multiple, anchor: anchorIndex))
                refreshRows()
            }
            let activates = activatesOnSingleClick ? pressCount == 1 : pressCount == 2
            if activates, modifiers.isEmpty, !onControl { onActivate?.run(key(at: index).anyKey) }
        case UInt32(GDK_BUTTON_SECONDARY) where pressCount == 1:
            setCursor(index)
            apply(ListSelectionRules.contextClick(at: index, isSelected: selection.keys.contains(key(at: index))))
            refreshRows()
        default: break
        }
    }

    /// Applies a selection rule's edit in `.single` or `.multiple` mode and reports the result.
    func apply(_ rule: (edit: ListSelectionEdit, anchor: Int?)) {
        guard selection.mode != .none else { return }
        anchorKey = rule.anchor.map { key(at: $0) }
        var chosen: Set<FastKey>
        switch rule.edit {
        case .keep: return
        case .only(let index): chosen = [key(at: index)]
        case .toggle(let index):
            let key = key(at: index)
            if selection.mode == .single {
                chosen = selection.keys.contains(key) ? [] : [key]
            } else {
                chosen = selection.keys
                if chosen.remove(key) == nil { chosen.insert(key) }
            }
        case .range(let range, let adding):
            chosen = adding ? selection.keys : []
            for index in range.clamped(to: 0...(itemCount - 1)) where !isHeader(index) { chosen.insert(key(at: index)) }
        }
        report(chosen)
    }

    /// Selects every item (Ctrl+A in `.multiple` mode), or none.
    func selectAll(_ all: Bool) {
        guard selection.mode == .multiple else { return }
        var chosen = Set<FastKey>()
        if all { for index in 0..<itemCount where !isHeader(index) { chosen.insert(key(at: index)) } }
        report(chosen)
        refreshRows()
    }

    private func report(_ chosen: Set<FastKey>) {
        guard chosen != selection.keys else { return }
        // Shown at once: the parent's next render passes the same set back.
        selection = ListSelection(mode: selection.mode, keys: chosen, report: selection.report)
        selection.report(chosen.map(\.anyKey))
    }

    var hasActivation: Bool { onActivate != nil }

    func activateCursor() {
        guard let index = cursorIndex else { return }
        onActivate?.run(key(at: index).anyKey)
    }

    /// The Menu key: the cursor's row is selected (a selected one keeps the selection) and its
    /// context menu opens.
    func openCursorContextMenu() -> Bool {
        guard let index = cursorIndex else { return false }
        apply(ListSelectionRules.contextClick(at: index, isSelected: selection.keys.contains(key(at: index))))
        if !visibleRange.contains(index) {
            scroll(toOffset: ListWindow.offsetRevealing(index, in: heights, current: offset, viewportHeight: viewportHeight))
        }
        refreshRows()
        return rowView(forKey: key(at: index).anyKey)?.showContextMenu() ?? false
    }
}
