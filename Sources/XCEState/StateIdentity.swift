/// The identity of a ``State``: the name of the static function (or property)
/// that declared it, labels included, e.g. `"awaiting(with:)"`.
///
/// Argument values are deliberately not part of the identity: applying
/// `awaiting(with: "a")` and then `awaiting(with: "b")` is re-applying the same
/// state, which runs only its `onUpdate` (XCEState 2.6 semantics).
///
/// ```swift
/// view.state.apply { $0.awaiting(with: "a") }.instantly()
/// view.state.current?.name   // "awaiting(with:)"
/// ```
public struct StateIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The declaring function's name with its argument labels.
    public let name: String

    /// Creates an identity from a name; normally `#function` fills it in.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
