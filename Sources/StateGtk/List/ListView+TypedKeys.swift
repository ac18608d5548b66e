// toolkit: both
import StateGtkCore
// The list's keys read back as the type the parent keyed its items by. A list does not know
// that type (its placement does), so a reader names it; a wrong one is reported, naming the
// list and both types, and reads as nothing.

extension ListView {
    /// The key of the row the keyboard cursor is on, as the items' key type.
    ///
    /// ```swift
    /// let id = list.cursor(as: Int.self)   // nil: no cursor, or the items are not keyed by Int
    /// ```
    public func cursor<Key: Hashable>(as type: Key.Type) -> Key? {
        cursorKey.flatMap { typedKey($0.anyKey, as: type, reading: "cursor(as:)") }
    }

    /// The keys of the rows that exist as views, top first, as the items' key type.
    ///
    /// ```swift
    /// let ids = list.realizedKeys(as: Int.self)
    /// ```
    public func realizedKeys<Key: Hashable>(as type: Key.Type) -> [Key] {
        realizedAnyKeys.compactMap { typedKey($0, as: type, reading: "realizedKeys(as:)") }
    }

    /// The key of the section whose header is pinned at the top, as the sections' key type.
    ///
    /// ```swift
    /// let album = list.pinnedSection(as: String.self)
    /// ```
    public func pinnedSection<Key: Hashable>(as type: Key.Type) -> Key? {
        pinnedSectionKey.flatMap { typedKey($0, as: type, reading: "pinnedSection(as:)") }
    }

    private func typedKey<Key: Hashable>(_ key: AnyHashable, as type: Key.Type, reading: String) -> Key? {
        if let typed = key.base as? Key { return typed }
        stateGtkLog.error(
            "ListView \(placement.map { describe($0.identity.key) } ?? "(not placed)"): \(reading) asked for \(Key.self) keys, but the items are keyed by \(Swift.type(of: key.base)); it reads nothing")
        return nil
    }
}
