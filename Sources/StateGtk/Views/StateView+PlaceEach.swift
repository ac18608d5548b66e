// toolkit: both
import StateGtkCore
extension StateView {
    /// Places one child per item, keyed by `key`, as a container's `.items(_:key:)` does:
    /// `placeItem` places the item's one view through the slot it is given, with no key of its
    /// own. Only the items that changed since the last render are described again: an item
    /// equal to the one it had under its key last time keeps the element it was given then, so
    /// re-rendering a list of a thousand rows in which one changed costs one description and no
    /// comparison of props, not a thousand of each.
    ///
    /// `placeItem` must depend on nothing but its item: a kept element keeps what it was given,
    /// closures included, so put everything a row shows into the item (a selection flag, say),
    /// and let the closures it passes reach the parent through `[weak self]` rather than
    /// capture values of this render. Elements linked to the parent's state, or placed with
    /// `.alwaysUpdate()`, are described again on every render. The memo belongs to the call
    /// site: a site reached several times in one render (in a loop) keeps only its last call's
    /// elements.
    ///
    /// ```swift
    /// struct RowItem: Equatable { let row: RowData; let isSelected: Bool }
    ///
    /// override func render() {
    ///     let items = rows.map { RowItem(row: $0, isSelected: $0.id == selectedID) }
    ///     placeEach(items, key: { $0.row.id }) { item, slot in
    ///         slot.place(RowView.self)
    ///             .prop(RowProps.label, is: item.row.label)
    ///             .prop(RowProps.isSelected, is: item.isSelected)
    ///             .prop(RowProps.onRemove, is: { [weak self] id in self?.remove(id) })
    ///     }
    /// }
    /// ```
    @inlinable  // specialised for the item type: generic code copies every item to compare it
    public func placeEach<Item: Equatable, Key: Hashable>(
        _ items: [Item], key: @MainActor (Item) -> Key, file: String = #fileID, line: Int = #line, column: Int = #column,
        _ placeItem: @MainActor (Item, ItemSlot) -> ShadowViewElement
    ) {
        placeEachItem(items, key: key, file: file, line: line, column: column) { item in
            placeItem(item, ItemSlot(key: FastKey(key(item)), owner: self))
        }
    }

    /// Places one child per item, each placed by `placeItem` with `place(_:key:)` under the
    /// item's key.
    ///
    /// ```swift
    /// placeEach(rows, key: { $0.id }) { row in place(RowView.self, key: row.id) }
    /// ```
    @available(*, deprecated, message: "place the item's view through its slot, keyed by the item: placeEach(items, key:) { item, slot in slot.place(RowView.self) }")
    @inlinable
    public func placeEach<Item: Equatable, Key: Hashable>(
        _ items: [Item], key: @MainActor (Item) -> Key, file: String = #fileID, line: Int = #line, column: Int = #column,
        _ placeItem: @MainActor (Item) -> ShadowViewElement
    ) {
        placeEachItem(items, key: key, file: file, line: line, column: column, placeItem)
    }

    /// `placeEach`'s work: `placeItem` places exactly one child and returns it.
    @inlinable
    func placeEachItem<Item: Equatable, Key: Hashable>(
        _ items: [Item], key: @MainActor (Item) -> Key, file: String, line: Int, column: Int,
        _ placeItem: @MainActor (Item) -> ShadowViewElement
    ) {
        guard isInRender else {
            reportPlaceEachOutsideRender(file: file, line: line)
            return
        }
        let site = PlacementSite(file: file, line: line, column: column)
        let previous = takeMemo(at: site) as? PlacementMemo<Item, Key>
        var misplaced: [MisplacedItem] = []
        let memo: PlacementMemo<Item, Key>
        if let previous, let change = previous.keptInOrder(items, key: key) {
            // The usual re-render: the previous keys in the same order, some perhaps left out (a
            // row removed, a list cleared). The previous elements are taken over in place, the
            // left-out ones cut out from the last down, and only changed items write to them: a
            // kept element is not read, retained or released.
            var (elements, reusable) = previous.takeElements()
            var keys = previous.takeKeys()
            for index in change.removed.reversed() {
                elements.remove(at: index)
                reusable.remove(at: index)
                keys.remove(at: index)
            }
            for position in change.changed {
                guard let element = placeOne(
                    items[position], placeItem, key: key, misplaced: &misplaced, at: position, replacing: true, file: file, line: line)
                else { continue }
                elements[position] = element
                reusable[position] = element.isReusable
            }
            previous.update(items: items, keys: keys, elements: elements, reusable: reusable)
            memo = previous
        } else {
            var keys: [Key] = [], elements: [ShadowViewElement] = [], reusable: [Bool] = []
            keys.reserveCapacity(items.count)
            elements.reserveCapacity(items.count)
            reusable.reserveCapacity(items.count)
            // Previous positions by key, built at the first key that is not where it was.
            var previousIndex: [Key: Int]?
            for (position, item) in items.enumerated() {
                let itemKey = key(item)
                keys.append(itemKey)
                if let previous, let index = previous.keptIndex(for: item, key: itemKey, at: position, byKey: &previousIndex) {
                    elements.append(previous.elements[index])
                    reusable.append(true)
                } else if let element = placeOne(
                    item, placeItem, key: key, misplaced: &misplaced, at: elements.count, replacing: false, file: file, line: line) {
                    elements.append(element)
                    reusable.append(element.isReusable)
                }
            }
            memo = PlacementMemo(items: items, keys: keys, elements: elements, reusable: reusable)
        }
        appendPlacements(memo.elements, misplaced: misplaced)
        if misplaced.isEmpty { keepMemo(memo, at: site) }
    }

    /// Places one item's child, or, when the closure placed anything but exactly one child,
    /// reports it and records what it placed in `misplaced` to go before (or, `replacing`, in
    /// place of) the element at `index`, and returns nil.
    @inlinable
    func placeOne<Item, Key: Hashable>(
        _ item: Item, _ placeItem: @MainActor (Item) -> ShadowViewElement, key: @MainActor (Item) -> Key,
        misplaced: inout [MisplacedItem], at index: Int, replacing: Bool, file: String, line: Int
    ) -> ShadowViewElement? {
        let placedBefore = placementCount
        let element = placeItem(item)
        // What the closure placed leaves `placements` for now: the list goes in at the end,
        // whole, and may then share the memo's storage.
        if takeOnlyPlacement(element, placedAfter: placedBefore) { return element }
        let placed = takePlacements(placedAfter: placedBefore)
        reportPlaceEachMisuse(placed: placed.count, key: AnyHashable(key(item)), file: file, line: line)
        misplaced.append(MisplacedItem(index: index, replacesElement: replacing, elements: placed))
        return nil
    }
}

// The view's per-render bookkeeping (`isRendering`, `placements`, `placementMemos`) is reached
// from `placeEach`, which is inlined into other modules, only through these functions: so no
// other module accesses it, and the optimiser can drop the run-time exclusivity checks on it
// (see `changePlacements`).
extension StateView {
    @usableFromInline var isInRender: Bool { isRendering }

    @usableFromInline var placementCount: Int { placements.count }

    /// Takes `element` out of the placements when it is the one placement made since there
    /// were `count`.
    @usableFromInline
    func takeOnlyPlacement(_ element: ShadowViewElement, placedAfter count: Int) -> Bool {
        guard placements.count == count + 1, placements.last === element else { return false }
        _ = changePlacements { $0.removeLast() }
        return true
    }

    /// Takes out the placements made since there were `count`.
    @usableFromInline
    func takePlacements(placedAfter count: Int) -> [ShadowViewElement] {
        changePlacements { placements in
            let placed = Array(placements[count...])
            placements.removeSubrange(count...)
            return placed
        }
    }

    /// The memo the previous render left at `site`, which this render takes over.
    @usableFromInline
    func takeMemo(at site: PlacementSite) -> AnyObject? {
        changeMemos { $0.previous.removeValue(forKey: site) }
    }

    /// Keeps `memo` for the next render's call at `site`.
    @usableFromInline
    func keepMemo(_ memo: AnyObject, at site: PlacementSite) {
        changeMemos { $0.current[site] = memo }
    }

    /// Changes the placements moved out of the view and stores them again. Changing them in
    /// place would call into the standard library during the access to the stored property,
    /// which the optimiser must assume conflicts with it: it would then check every access to
    /// them at run time. Moved out, each access is a plain read or assignment.
    func changePlacements<Result>(_ change: (inout [ShadowViewElement]) -> Result) -> Result {
        var moved: [ShadowViewElement] = []
        swap(&moved, &placements)
        defer { placements = moved }
        return change(&moved)
    }

    /// Changes the `placeEach` memos as `changePlacements` changes the placements.
    func changeMemos<Result>(_ change: (inout PlacementMemos) -> Result) -> Result {
        var moved = PlacementMemos()
        swap(&moved, &placementMemos)
        defer { placementMemos = moved }
        return change(&moved)
    }
}

extension StateView {
    /// Appends a `placeEach` call's elements to the render's placements, with what misused
    /// closures placed in their places. A list placed first and alone (the usual case) becomes
    /// the placements as it is, sharing its storage: no element is retained one by one.
    @usableFromInline
    func appendPlacements(_ elements: [ShadowViewElement], misplaced: [MisplacedItem]) {
        if misplaced.isEmpty {
            if placements.isEmpty { placements = elements } else { changePlacements { $0.append(contentsOf: elements) } }
            return
        }
        changePlacements { placements in
            var next = 0
            for item in misplaced {
                placements.append(contentsOf: elements[next..<item.index])
                placements.append(contentsOf: item.elements)
                next = item.index + (item.replacesElement ? 1 : 0)
            }
            placements.append(contentsOf: elements[next...])
        }
    }

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

/// What a `placeEach` closure that did not place exactly one child placed instead, and where.
@usableFromInline
struct MisplacedItem {
    /// The position in the call's elements before which (or, replacing, instead of which) it goes.
    @usableFromInline let index: Int
    @usableFromInline let replacesElement: Bool
    @usableFromInline let elements: [ShadowViewElement]

    @usableFromInline
    init(index: Int, replacesElement: Bool, elements: [ShadowViewElement]) {
        self.index = index
        self.replacesElement = replacesElement
        self.elements = elements
    }
}

/// What one `placeEach` call placed: its items, their keys and elements, for the next render.
@usableFromInline @MainActor
final class PlacementMemo<Item: Equatable, Key: Hashable> {
    @usableFromInline var items: [Item]
    @usableFromInline var keys: [Key]
    @usableFromInline var elements: [ShadowViewElement]
    /// Per element, whether it may be placed again (`ShadowViewElement.isReusable`), noted
    /// when it was made: asking the element itself would read a thousand of them per render.
    @usableFromInline var reusable: [Bool]

    @usableFromInline
    init(items: [Item], keys: [Key], elements: [ShadowViewElement], reusable: [Bool]) {
        self.items = items
        self.keys = keys
        self.elements = elements
        self.reusable = reusable
    }

    /// Hands over the elements and their flags, leaving the memo's storage to the caller alone,
    /// so that writing to it does not copy it.
    @inlinable
    func takeElements() -> (elements: [ShadowViewElement], reusable: [Bool]) {
        defer {
            elements = []
            reusable = []
        }
        return (elements, reusable)
    }

    /// Hands over the keys, like `takeElements()`.
    @inlinable
    func takeKeys() -> [Key] {
        defer { keys = [] }
        return keys
    }

    /// When `items` have this memo's keys in the same order, some perhaps left out: the indices
    /// left out, and the positions in `items` whose item changed or whose element may not be
    /// placed again. Reads keys and items only, never an element.
    @inlinable
    func keptInOrder(_ items: [Item], key: @MainActor (Item) -> Key) -> (removed: [Int], changed: [Int])? {
        let keys = self.keys, previousItems = self.items, reusable = self.reusable
        guard items.count <= keys.count else { return nil }
        var removed: [Int] = [], changed: [Int] = []
        var old = 0
        for position in items.indices {
            let itemKey = key(items[position])
            while old < keys.count && keys[old] != itemKey {
                removed.append(old)
                old += 1
            }
            guard old < keys.count else { return nil }  // a new key, or one out of order
            if !(reusable[old] && previousItems[old] == items[position]) { changed.append(position) }
            old += 1
        }
        removed.append(contentsOf: old..<keys.count)
        return (removed, changed)
    }

    @inlinable
    func update(items: [Item], keys: [Key], elements: [ShadowViewElement], reusable: [Bool]) {
        self.items = items
        self.keys = keys
        self.elements = elements
        self.reusable = reusable
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
        return reusable[index] && items[index] == item ? index : nil
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
