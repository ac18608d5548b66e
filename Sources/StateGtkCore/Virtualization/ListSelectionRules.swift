/// The modifier keys held during a click or a cursor move on a list, as GTK reads them.
package struct ListSelectionModifiers: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Ctrl: a click adds or removes one row; a cursor move leaves the selection as it is.
    package static let toggle = ListSelectionModifiers(rawValue: 1)
    /// Shift: a click or a cursor move selects the rows from the anchor to the row.
    package static let extend = ListSelectionModifiers(rawValue: 2)
}

/// What a click or a cursor move does to a list's selection, in item indices.
package enum ListSelectionEdit: Equatable, Sendable {
    /// The selection stays as it is.
    case keep
    /// Only this row is selected.
    case only(Int)
    /// This row is added if it was not selected, removed if it was.
    case toggle(Int)
    /// The rows from the anchor to the row: instead of the selection, or added to it.
    case range(ClosedRange<Int>, adding: Bool)
}

/// GtkTreeView's and GtkListBox's selection rules for clicks and cursor moves, in a list of
/// rows where more than one may be selectable. The anchor is the row a Shift range starts from:
/// the last row clicked or moved to without Shift.
///
/// ```swift
/// ListSelectionRules.click(at: 5, modifiers: [], allowsMultiple: true, anchor: nil)
/// // (.only(5), anchor: 5)
/// ListSelectionRules.click(at: 9, modifiers: .extend, allowsMultiple: true, anchor: 5)
/// // (.range(5...9, adding: false), anchor: 5)
/// ListSelectionRules.move(to: 6, modifiers: .toggle, allowsMultiple: true, anchor: 5)
/// // (.keep, anchor: 5): Ctrl moves the cursor only; Ctrl+Space then toggles
/// ```
package enum ListSelectionRules {
    /// A click on the row at `index`. In a single-selection list Shift is ignored and Ctrl
    /// toggles the row (a selected row is unselected).
    package static func click(
        at index: Int, modifiers: ListSelectionModifiers, allowsMultiple: Bool, anchor: Int?
    ) -> (edit: ListSelectionEdit, anchor: Int?) {
        if allowsMultiple, modifiers.contains(.extend), let anchor {
            return (.range(min(anchor, index)...max(anchor, index), adding: modifiers.contains(.toggle)), anchor)
        }
        if modifiers.contains(.toggle) { return (.toggle(index), index) }
        return (.only(index), index)
    }

    /// The cursor moved to the row at `index` by a key. Without modifiers the row becomes the
    /// selection; Ctrl moves the cursor only; Shift (multiple) selects from the anchor.
    package static func move(
        to index: Int, modifiers: ListSelectionModifiers, allowsMultiple: Bool, anchor: Int?
    ) -> (edit: ListSelectionEdit, anchor: Int?) {
        if allowsMultiple, modifiers.contains(.extend) {
            let anchor = anchor ?? index
            return (.range(min(anchor, index)...max(anchor, index), adding: modifiers.contains(.toggle)), anchor)
        }
        if modifiers.contains(.toggle) { return (.keep, anchor) }
        return (.only(index), index)
    }

    /// A secondary (context) click on the row at `index`: a row already selected keeps the
    /// selection (the menu acts on all of it); another row becomes the selection.
    package static func contextClick(at index: Int, isSelected: Bool) -> (edit: ListSelectionEdit, anchor: Int?) {
        isSelected ? (.keep, index) : (.only(index), index)
    }
}
