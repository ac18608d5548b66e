// toolkit: both
import StateGtkCore
// The list and table modifiers as they were before placements were typed: taking a `Callback`
// where they now take a closure, and the key-typed ones on a list before its items, where the
// compiler cannot check the keys. Each forwards to its replacement, deprecated; an app written
// against them builds with a warning naming the new spelling.

extension ListPlacing {
    /// The `Callback` form of `onEdgeReached(within:isLoading:_:)`.
    @available(*, deprecated, message: "pass a closure: .onEdgeReached(within:isLoading:) { callback() }")
    @MainActor @discardableResult
    public func onEdgeReached(within threshold: Int = 10, isLoading: Bool = false, _ action: Callback<Void>) -> Self {
        onEdgeReached(within: threshold, isLoading: isLoading) { action() }
    }

    /// The old name of `onEdgeReached(within:isLoading:_:)`.
    @available(*, deprecated, renamed: "onEdgeReached(within:isLoading:_:)")
    @MainActor @discardableResult
    public func onEndReached(within threshold: Int = 10, isLoading: Bool = false, _ action: Callback<Void>) -> Self {
        onEdgeReached(within: threshold, isLoading: isLoading) { action() }
    }
}

extension ListPlacing where PlacedList == ListView {
    /// The `Callback` form of `onMove(_:)`.
    @available(*, deprecated, message: "pass a closure: .onMove { callback($0) }")
    @MainActor @discardableResult
    public func onMove(_ action: Callback<ListItemMove>) -> Self {
        onMove { action($0) }
    }

    /// The `Callback` form of `onDrop(accepting:_:)`.
    @available(*, deprecated, message: "pass a closure: .onDrop(accepting: types) { callback($0) }")
    @MainActor @discardableResult
    public func onDrop(accepting types: [DragType], _ action: Callback<DragData>) -> Self {
        onDrop(accepting: types) { action($0) }
    }
}

extension ItemsPlacement {
    /// The `Callback` form of `selection(_:selected:onChange:)`.
    @available(*, deprecated, message: "pass a closure: .selection(mode, selected: keys) { callback($0) }")
    @MainActor @discardableResult
    public func selection(_ mode: SelectionMode, selected: Set<Key>, onChange: Callback<Set<Key>>) -> Self {
        selection(mode, selected: selected) { onChange($0) }
    }

    /// The `Callback` form of `onActivate(_:)`.
    @available(*, deprecated, message: "pass a closure: .onActivate { callback($0) }")
    @MainActor @discardableResult
    public func onActivate(_ action: Callback<Key>) -> Self {
        onActivate { action($0) }
    }
}

extension Placement where Placed: ListPlacingView {
    /// The selection given before the items, whose key type the compiler cannot check.
    @available(*, deprecated, message: "give .selection(_:selected:onChange:) after .items(…), with a closure: the compiler then checks its keys")
    @MainActor @discardableResult
    public func selection<Key: Hashable>(_ mode: SelectionMode, selected: Set<Key>, onChange: Callback<Set<Key>>) -> Self {
        ItemsPlacement<Placed, Any, Key>(listElement: self).selection(mode, selected: selected) { onChange($0) }
        return self
    }

    /// The activation given before the items, whose key type the compiler cannot check.
    @available(*, deprecated, message: "give .onActivate(_:) after .items(…), with a closure: the compiler then checks its keys")
    @MainActor @discardableResult
    public func onActivate<Key: Hashable>(_ action: Callback<Key>) -> Self {
        ItemsPlacement<Placed, Any, Key>(listElement: self).onActivate { action($0) }
        return self
    }

    /// Type-ahead given before the items, whose element type the compiler cannot check.
    @available(*, deprecated, message: "give .typeAhead(_:) after .items(…): the compiler then checks its element type")
    @MainActor @discardableResult
    public func typeAhead<Element>(_ text: @escaping @MainActor (Element) -> String) -> Self {
        listElement.prop(ListViewProps.typeAhead, is: ListTypeAhead(text))
        return self
    }
}

extension Placement where Placed == TableView {
    /// The `Callback` form of `sort(_:onChange:)`.
    @available(*, deprecated, message: "pass a closure: .sort(sort) { callback($0) }")
    @MainActor @discardableResult
    public func sort(_ sort: TableSort?, onChange: Callback<TableSort>) -> Self {
        self.sort(sort) { onChange($0) }
    }
}
