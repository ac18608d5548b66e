/// A callback a parent makes once and passes to many children as a prop.
///
/// A closure prop is wrapped for each child it is passed to (a reabstraction thunk and a box:
/// two allocations per child per render), which in a long list is a large share of a re-render
/// (figures in `Docs/render-pipeline.md`). A `Callback` is one object, shared by every child. Like a closure
/// prop, it never makes a child re-render, and children always call the one they got last.
///
/// ```swift
/// enum RowProps { static let onRemove = PropKey<Callback<Int>>("onRemove") }
///
/// // In the list, once rather than per row:
/// private lazy var onRemove = Callback<Int> { [weak self] id in self?.remove(id) }
/// override func render() {
///     for row in rows { place(RowView.self, key: row.id).prop(RowProps.onRemove, is: onRemove) }
/// }
///
/// // In the row:
/// props[RowProps.onRemove]?(id)
/// ```
public final class Callback<Argument> {
    private let body: (Argument) -> Void

    /// A callback running `body`.
    public init(_ body: @escaping (Argument) -> Void) { self.body = body }

    /// Runs the callback: `onRemove(id)`.
    public func callAsFunction(_ argument: Argument) { body(argument) }
}

extension Callback where Argument == Void {
    /// Runs a callback without an argument: `onSave()`.
    public func callAsFunction() { body(()) }
}
