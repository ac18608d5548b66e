/// One discrete state of a ``Stateful`` object: a named pair of mutations.
///
/// - `onSet` runs when the object enters the state from a different one.
/// - `onUpdate` (optional) runs after `onSet` on entry, and alone when the
///   current state is applied again.
///
/// States are declared as static functions of the target type, through the
/// ``Stateful/state(_:_:)`` and ``Stateful/onSet(_:_:)`` helpers, which take the
/// function's name as the identity:
///
/// ```swift
/// extension SearchView {
///     static func awaiting(with keyword: String) -> State<SearchView> {
///         state { $0.keyword.text = keyword }
///     }
///     static func locked() -> State<SearchView> {
///         onSet { $0.start.isEnabled = false }
///             .onUpdate { $0.spinner.pulse() }
///     }
/// }
/// ```
public struct State<Target: AnyObject>: Sendable {
    /// Which state this is; compared by name only.
    public let identity: StateIdentity

    let setBody: @MainActor (Target) -> Void
    let updateBody: (@MainActor (Target) -> Void)?

    /// Creates a state explicitly. Prefer the `state`/`onSet` helpers on
    /// ``Stateful``, which fill in `identity` from the declaring function.
    public init(
        identity: StateIdentity,
        onSet: @escaping @MainActor (Target) -> Void,
        onUpdate: (@MainActor (Target) -> Void)? = nil
    ) {
        self.identity = identity
        self.setBody = onSet
        self.updateBody = onUpdate
    }

    /// Returns this state with `body` as its `onUpdate` (replacing any earlier one).
    ///
    /// ```swift
    /// static func progress(_ value: Double) -> State<Bar> {
    ///     onSet { $0.show() }.onUpdate { $0.fraction = value }
    /// }
    /// ```
    public func onUpdate(_ body: @escaping @MainActor (Target) -> Void) -> State {
        State(identity: identity, onSet: setBody, onUpdate: body)
    }
}
