/// What `place(…)` returns: the description of one child in one render, typed by what was
/// placed, so that the compiler offers only the modifiers that apply to it.
///
/// A `Placement<ListView>` has the list's modifiers (`items`, `rowHeight`, …); a
/// `Placement<Label>` has none of them, and `place(Label(), key: "title").rowHeight(.fixed(3))`
/// does not compile. Everything a `ShadowViewElement` takes (props, constraints, layout
/// modifiers) it takes too, and each modifier returns the same typed placement.
///
/// ```swift
/// place(RowView.self, key: item.id)            // Placement<RowView>
///     .prop(RowView.title, is: item.title)
/// place(ListView.self, key: "repositories")     // Placement<ListView>
///     .items(repositories, key: { $0.id }) { repository, row in row.place(RepositoryRow.self) }
/// ```
public final class Placement<Placed>: ShadowViewElement {}

/// Props named by the placed view's own keys: a view that declares its keys as static
/// properties takes them as key paths, and a key of another view does not compile.
///
/// ```swift
/// final class RowView: StateView {
///     static let title = PropKey<String>("title")
///     static let onRemove = PropKey<(Int) -> Void>("onRemove")
///     …
/// }
/// // in the parent's render():
/// place(RowView.self, key: item.id)
///     .prop(\.title, is: item.title)
///     .prop(\.onRemove, is: { [weak self] id in self?.remove(id) })
/// ```
extension Placement {
    /// Passes a value prop named by one of the placed view's keys.
    @discardableResult @inlinable
    public func prop<V>(_ key: KeyPath<Placed.Type, PropKey<V>>, is value: V) -> Self {
        prop(Placed.self[keyPath: key], is: value)
    }

    /// Passes an Equatable value prop named by one of the placed view's keys, compared with `==`.
    @discardableResult @inlinable
    public func prop<V: Equatable>(_ key: KeyPath<Placed.Type, PropKey<V>>, is value: V) -> Self {
        prop(Placed.self[keyPath: key], is: value)
    }

    /// Passes a callback with no argument named by one of the placed view's keys.
    @discardableResult @inlinable
    public func prop(_ key: KeyPath<Placed.Type, PropKey<() -> Void>>, is function: @escaping () -> Void) -> Self {
        prop(Placed.self[keyPath: key], is: function)
    }

    /// Passes a callback with one argument named by one of the placed view's keys.
    @discardableResult @inlinable
    public func prop<A>(_ key: KeyPath<Placed.Type, PropKey<(A) -> Void>>, is function: @escaping (A) -> Void) -> Self {
        prop(Placed.self[keyPath: key], is: function)
    }
}
