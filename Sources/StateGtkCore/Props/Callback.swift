/// A function held as an object, as earlier releases passed function props.
///
/// Pass a closure instead: declare the key as `PropKey<(Int) -> Void>` and give
/// `.prop(RowProps.onRemove, is: { [weak self] id in self?.remove(id) })`. A prop declared with
/// `Callback` still works, and the child calls it the same way.
///
/// ```swift
/// enum RowProps { static let onRemove = PropKey<Callback<Int>>("onRemove") }  // earlier releases
/// props[RowProps.onRemove]?(id)                                                 // in the row
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
