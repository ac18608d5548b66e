/// What a placed child is: a StateView made from a type, or a widget instance the render passed.
public enum ElementKind: Hashable, Sendable {
    /// A view created by type: the same key with the same type keeps the instance and its state.
    case view(ObjectIdentifier)
    /// A widget instance, by its address: the same key with the same instance keeps it.
    case widget(UInt)
}

/// The identity the reconciler matches on: a key change or a kind/type change replaces the child.
public struct ElementIdentity: Hashable, @unchecked Sendable {
    // AnyHashable is not Sendable, but keys are StateKey values, which are.
    public let key: AnyHashable
    public let kind: ElementKind

    public init(key: AnyHashable, kind: ElementKind) {
        self.key = key
        self.kind = kind
    }
}
