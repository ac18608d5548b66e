import StateGtkCore

extension StateView {
    /// Places one child per item, describing again only the items that changed since the last
    /// render. An item equal to the one it had under its key last time keeps the element it
    /// was given then, so re-rendering a list of a thousand rows in which one changed costs one
    /// description and no comparison of props, not a thousand of each.
    ///
    /// `placeItem` places exactly one child and returns it. It must depend on nothing but its
    /// item: a kept element keeps what it was given, closures included, so put everything a row
    /// shows into the item (a selection flag, say) and pass actions as a shared `Callback`.
    /// Elements linked to the parent's state, or placed with `.alwaysUpdate()`, are described
    /// again on every render. Give `key` as a closure: a key path (`\.id`) goes through the
    /// runtime's generic key-path code for every item on every render. The memo belongs to the
    /// call site: a site reached several times in one render (in a loop) keeps only its last
    /// call's elements.
    ///
    /// ```swift
    /// struct RowItem: Equatable { let row: RowData; let isSelected: Bool }
    ///
    /// override func render() {
    ///     var items: [RowItem] = []  // a loop: `map`'s closure would check the main actor per row
    ///     for row in rows { items.append(RowItem(row: row, isSelected: row.id == selectedID)) }
    ///     placeEach(items, key: { $0.row.id }) { item in
    ///         place(RowView.self, key: item.row.id)
    ///             .prop(RowProps.label, is: item.row.label)
    ///             .prop(RowProps.isSelected, is: item.isSelected)
    ///             .prop(RowProps.onRemove, is: onRemove)
    ///     }
    /// }
    /// ```
    @inlinable  // specialised for the item type: generic code copies every item to compare it
    public func placeEach<Item: Equatable, Key: Hashable>(
        _ items: [Item], key: @MainActor (Item) -> Key, file: String = #fileID, line: Int = #line, column: Int = #column,
        _ placeItem: @MainActor (Item) -> ShadowViewElement
    ) {
        guard isRendering else {
            reportPlaceEachOutsideRender(file: file, line: line)
            return
        }
        let site = PlacementSite(file: file, line: line, column: column)
        let previous = placementMemos.previous.removeValue(forKey: site) as? PlacementMemo<Item, Key>
        // Built in locals, and kept elements handed to `placements` a run at a time: every
        // access to a class's stored array is an exclusivity check at run time.
        var keys: [Key] = [], elements: [ShadowViewElement] = []
        keys.reserveCapacity(items.count)
        elements.reserveCapacity(items.count)
        var keptRunStart = 0  // in `elements`: the kept ones not yet in `placements`
        var isValid = true
        // Previous positions by key, built only when the keys no longer line up (an insertion
        // or a removal); re-renders that change items in place compare index by index.
        var previousIndex: [Key: Int]?
        for (position, item) in items.enumerated() {
            let itemKey = key(item)
            keys.append(itemKey)
            if let previous, let index = previous.keptIndex(for: item, key: itemKey, at: position, byKey: &previousIndex) {
                elements.append(previous.elements[index])
                continue
            }
            if keptRunStart < elements.count { placements.append(contentsOf: elements[keptRunStart...]) }
            let placedBefore = placements.count
            let element = placeItem(item)
            guard placements.count == placedBefore + 1, placements.last === element else {
                reportPlaceEachMisuse(placed: placements.count - placedBefore, key: AnyHashable(itemKey), file: file, line: line)
                isValid = false
                keptRunStart = elements.count
                continue
            }
            elements.append(element)
            keptRunStart = elements.count
        }
        if keptRunStart < elements.count { placements.append(contentsOf: elements[keptRunStart...]) }
        if isValid { placementMemos.current[site] = PlacementMemo(items: items, keys: keys, elements: elements) }
    }
}

extension StateView {
    @usableFromInline
    func reportPlaceEachOutsideRender(file: String, line: Int) {
        stateGtkLog.error("\(Self.self).placeEach was called outside render(); ignored (\(file):\(line))")
    }

    @usableFromInline
    func reportPlaceEachMisuse(placed: Int, key: AnyHashable, file: String, line: Int) {
        stateGtkLog.error(
            "\(Self.self).placeEach: the closure must place exactly one child and return it; it placed \(placed) for the key \(describe(key)) (\(file):\(line)). Nothing is kept for the next render.")
    }
}

/// Where a `placeEach` call is in the source: a render may have several.
@usableFromInline
struct PlacementSite: Hashable {
    @usableFromInline let file: String
    @usableFromInline let line: Int
    @usableFromInline let column: Int

    @usableFromInline
    init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// What one `placeEach` call placed: its items, their keys and elements, for the next render.
@usableFromInline
final class PlacementMemo<Item: Equatable, Key: Hashable> {
    @usableFromInline let items: [Item]
    @usableFromInline let keys: [Key]
    @usableFromInline let elements: [ShadowViewElement]

    @usableFromInline
    init(items: [Item], keys: [Key], elements: [ShadowViewElement]) {
        self.items = items
        self.keys = keys
        self.elements = elements
    }

    /// Where the item had its element under `key` in this memo, if the item is unchanged and
    /// its element can be placed again as it is.
    @inlinable
    func keptIndex(for item: Item, key: Key, at position: Int, byKey: inout [Key: Int]?) -> Int? {
        let index: Int
        if position < keys.count && keys[position] == key {
            index = position
        } else {
            if byKey == nil {
                byKey = Dictionary(keys.indices.map { (keys[$0], $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let found = byKey?[key] else { return nil }
            index = found
        }
        guard items[index] == item else { return nil }
        let element = elements[index]
        return element.stateLinks.isEmpty && !element.alwaysUpdates ? index : nil
    }
}

/// The memos of the render in progress and of the one before: a `placeEach` call site that a
/// render skips forgets its memo.
@usableFromInline
struct PlacementMemos {
    @usableFromInline var current: [PlacementSite: AnyObject] = [:]
    @usableFromInline var previous: [PlacementSite: AnyObject] = [:]

    init() {}

    mutating func beginRender() {
        if current.isEmpty && previous.isEmpty { return }
        previous = current
        current = [:]
    }

    mutating func endRender() {
        if !previous.isEmpty { previous = [:] }
    }
}
