/// What a placed child is: a StateView made from a type, or a widget instance the render passed.
public enum ElementKind: Hashable, Sendable {
    /// A view created by type: the same key with the same type keeps the instance and its state.
    case view(ObjectIdentifier)
    /// A widget instance, by its address: the same key with the same instance keeps it.
    case widget(UInt)
}

/// A key as the reconciler compares it. Int and String keys (most keys) compare and hash
/// directly; comparing `AnyHashable`s looks up generic metadata each time, which dominated the
/// profile of re-rendering a list of 1,000 rows.
public enum FastKey: Hashable, @unchecked Sendable {
    case int(Int)
    case string(String)
    case other(AnyHashable)

    @inlinable
    public init<K: Hashable>(_ key: K) {
        if K.self == Int.self {
            self = .int(unsafeBitCast(key, to: Int.self))
        } else if K.self == String.self {
            self = .string(unsafeBitCast(key, to: String.self))
        } else if let key = key as? AnyHashable {
            self = FastKey(anyHashable: key)
        } else {
            self = .other(AnyHashable(key))
        }
    }

    public init(anyHashable key: AnyHashable) {
        if let int = key.base as? Int { self = .int(int) }
        else if let string = key.base as? String { self = .string(string) }
        else { self = .other(key) }
    }
}

/// The identity the reconciler matches on: a key change or a kind/type change replaces the child.
public struct ElementIdentity: Hashable, @unchecked Sendable {
    // AnyHashable is not Sendable, but keys are StateKey values, which are.
    public let key: AnyHashable
    public let fastKey: FastKey
    public let kind: ElementKind

    public init(key: AnyHashable, kind: ElementKind) {
        self.key = key
        fastKey = FastKey(anyHashable: key)
        self.kind = kind
    }

    @inlinable
    public init<K: Hashable>(key: K, kind: ElementKind) {
        self.key = AnyHashable(key)
        fastKey = FastKey(key)
        self.kind = kind
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.fastKey == rhs.fastKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fastKey)
        hasher.combine(kind)
    }
}
