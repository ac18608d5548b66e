// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Type-ahead find: characters typed while the list has the focus move the cursor to the next
// row whose text (the parent's `typeAhead` closure) starts with them. Only items are read, never
// rows realised: a search through 100,000 items realises the rows around the match only.

extension ListView {
    /// Whether a prefix is being typed (a Space now belongs to it, Escape forgets it).
    var isTypingAhead: Bool { typeAheadText != nil && typeAheadFind.continues(at: Self.now) }

    /// Seconds on a monotonic clock, for the pause that starts a new prefix.
    static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Finds the row for a printable character typed without Ctrl or Alt; false for other keys.
    func typeAhead(keyval: guint, state: GdkModifierType) -> Bool {
        guard let text = typeAheadText,
              state.rawValue & (GDK_CONTROL_MASK.rawValue | altModifierMask) == 0,
              let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), scalar.value >= 0x20, scalar.value != 0x7F,
              let model
        else { return false }
        let found = typeAheadFind.type(String(Character(scalar)), at: Self.now, cursor: cursorIndex, count: itemCount) { index in
            isHeader(index) ? nil : text.text(of: model.item(at: index), in: self)
        }
        guard let found else { return true }  // typed into the search, nothing matches: the cursor stays
        setCursor(found)
        apply(ListSelectionRules.move(to: found, modifiers: [], allowsMultiple: selection.mode == .multiple, anchor: anchorIndex))
        scroll(toOffset: targetOffset(for: found, at: .middle))
        refreshRows()
        return true
    }
}

/// The parent's closure giving an item's text for type-ahead find, with the item type erased.
@MainActor
final class ListTypeAhead {
    private let text: (Any) -> String?
    private let elementType: Any.Type
    private var reported = false

    init<Element>(_ text: @escaping @MainActor (Element) -> String) {
        self.text = { ($0 as? Element).map(text) }
        elementType = Element.self
    }

    /// The item's text; an item of another type than the closure takes is reported once.
    func text(of item: Any, in list: ListView) -> String? {
        if let result = text(item) { return result }
        if !reported {
            reported = true
            stateGtkLog.error(
                "ListView \(list.placement.map { describe($0.identity.key) } ?? "(not placed)"): .typeAhead takes \(elementType) but the items are \(type(of: item)); type-ahead finds nothing")
        }
        return nil
    }
}
