// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Scrolling by key or offset, and what tests and tools read of the list.

extension ListView {
    /// The item's index, or nil when no item has the key: looked for near the cursor first,
    /// then in a pass over the items.
    func index(of key: FastKey) -> Int? {
        if let index = index(of: key, near: cursorHint, within: 64) { return index }
        return (0..<itemCount).first { self.key(at: $0) == key }
    }

    /// The item's index if it is within `radius` of `hint`.
    func index(of key: FastKey, near hint: Int, within radius: Int) -> Int? {
        let count = itemCount
        guard count > 0 else { return nil }
        let hint = min(max(hint, 0), count - 1)
        if self.key(at: hint) == key { return hint }
        for distance in 1...radius {
            if hint - distance >= 0, self.key(at: hint - distance) == key { return hint - distance }
            if hint + distance < count, self.key(at: hint + distance) == key { return hint + distance }
            if hint - distance < 0 && hint + distance >= count { break }
        }
        return nil
    }

    func targetOffset(for index: Int, at position: ListScrollPosition) -> Double {
        let top = heights.offset(of: index)
        let height = heights.height(at: index)
        let target: Double
        switch position {
        case .nearest: return ListWindow.offsetRevealing(index, in: heights, current: offset, viewportHeight: viewportHeight)
        case .top: target = top
        case .middle: target = top + height / 2 - viewportHeight / 2
        case .bottom: target = top + height - viewportHeight
        }
        return ListWindow.clampedOffset(target, heights, viewportHeight)
    }

    /// Scrolls so that the item with `key` shows at `position` (like `UITableView.scrollToRow`).
    /// Returns false, and logs, when no item has the key. Before the list is laid out, the
    /// scroll happens at its first layout.
    ///
    /// ```swift
    /// (childView(forKey: "repositories") as? ListView)?.scrollTo(key: repository.id, at: .top)
    /// ```
    @discardableResult
    public func scrollTo<Key: Hashable>(key: Key, at position: ListScrollPosition = .nearest) -> Bool {
        let fastKey = FastKey(key)
        guard let index = index(of: fastKey) else {
            stateGtkLog.error("ListView.scrollTo(key: \(describe(AnyHashable(key)))): no item has this key; not scrolled")
            return false
        }
        guard viewportHeight > 0 else {
            pendingScroll = (fastKey, position)
            return true
        }
        scroll(toOffset: targetOffset(for: index, at: position))
        return true
    }

    /// How far the list is scrolled down, in pixels.
    public var scrollOffset: Double { offset }

    /// Scrolls so that `offset` is at the top of the viewport (clamped to the rows).
    public func scroll(toOffset offset: Double) {
        GtkMutations.record(.propertySet)
        gtk_adjustment_set_value(vadjustment, ListWindow.clampedOffset(offset, heights, viewportHeight))
    }

    // MARK: Inspection

    /// The number of rows that exist as views now.
    public var realizedRowCount: Int { rows.children.count }

    /// The number of row views waiting to be reused for items that come on screen.
    public var pooledRowCount: Int { rows.pool.count }

    /// The keys of the rows that exist as views, top first.
    @available(*, deprecated, message: "read them as the items' key type: realizedKeys(as: Int.self)")
    public var realizedKeys: [AnyHashable] { realizedAnyKeys }

    /// The keys of the rows that exist as views, top first, of whatever type.
    var realizedAnyKeys: [AnyHashable] { rows.children.map(\.identity.key) }

    /// The row view of the item with `key`, when it is realised.
    public func rowView<Key: Hashable>(forKey key: Key) -> StateView? {
        let fastKey = FastKey(key)
        return rows.children.first { $0.identity.fastKey == fastKey }?.view
    }

    /// The items whose rows intersect the viewport, as indices.
    public var visibleRange: Swift.Range<Int> {
        ListWindow.visibleRows(heights, offset: offset, viewportHeight: viewportHeight)
    }

    /// The key of the row the keyboard cursor is on.
    @available(*, deprecated, message: "read it as the items' key type: cursor(as: Int.self)")
    public var cursor: AnyHashable? { cursorKey?.anyKey }

    /// The number of items.
    public var itemCount: Int { heights.count }
}
