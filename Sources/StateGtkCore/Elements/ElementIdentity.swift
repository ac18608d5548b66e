/// What a placed child is: a StateView made from a type, or a widget instance the render passed.
@usableFromInline package enum ElementKind: Hashable, Sendable {
    /// A view created by type: the same key with the same type keeps the instance and its state.
    case view(ObjectIdentifier)
    /// A widget instance, by its address: the same key with the same instance keeps it.
    case widget(UInt)

    @inlinable
    package static func == (lhs: ElementKind, rhs: ElementKind) -> Bool {
        switch (lhs, rhs) {  // plain integers: nothing to copy
        case (.view(let left), .view(let right)): left == right
        case (.widget(let left), .widget(let right)): left == right
        default: false
        }
    }
}

/// A key as the reconciler compares it. Int and String keys (most keys) compare and hash
/// directly; comparing `AnyHashable`s looks up generic metadata each time, which dominated the
/// profile of re-rendering a list of 1,000 rows.
@usableFromInline package enum FastKey: Hashable, @unchecked Sendable {
    case int(Int)
    case string(String)
    /// Boxed, so that copying any key is a switch and at most one retain (an `AnyHashable`
    /// payload would make every copy of every key go through value witnesses).
    case other(BoxedKey)

    @inlinable
    package init<K: Hashable>(_ key: K) {
        if K.self == Int.self {
            self = .int(unsafeBitCast(key, to: Int.self))
        } else if K.self == String.self {
            self = .string(unsafeBitCast(key, to: String.self))
        } else {
            // Through AnyHashable, which unwraps an erased or optional Int or String key, so
            // that it equals the plain one.
            self = FastKey(anyHashable: AnyHashable(key))
        }
    }

    @usableFromInline package init(anyHashable key: AnyHashable) {
        if let int = key.base as? Int { self = .int(int) }
        else if let string = key.base as? String { self = .string(string) }
        else { self = .other(BoxedKey(key)) }
    }

    // Written out and inlinable (the synthesised one is neither): renders compare a key per
    // child, and a switch per side copies no payload.
    @inlinable
    package static func == (lhs: FastKey, rhs: FastKey) -> Bool {
        switch lhs {
        case .int(let left): if case .int(let right) = rhs { return left == right }
        case .string(let left): if case .string(let right) = rhs { return left == right }
        case .other(let left): if case .other(let right) = rhs { return left == right }
        }
        return false
    }
}

/// A key of a type other than Int and String.
@usableFromInline package final class BoxedKey: Hashable, @unchecked Sendable {
    // AnyHashable is not Sendable, but keys are StateKey values, which are.
    @usableFromInline package let base: AnyHashable
    package init(_ base: AnyHashable) { self.base = base }
    @usableFromInline package static func == (lhs: BoxedKey, rhs: BoxedKey) -> Bool { lhs.base == rhs.base }
    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

/// The identity the reconciler matches on: a key change or a kind/type change replaces the child.
///
/// Renders build one per placed child and compare them by the thousand, so it holds only the
/// `FastKey` (no `AnyHashable` to box, retain and release) and an enum of plain integers.
@usableFromInline package struct ElementIdentity: Hashable, @unchecked Sendable {
    @usableFromInline package let fastKey: FastKey
    @usableFromInline package let kind: ElementKind

    package init(key: AnyHashable, kind: ElementKind) {
        fastKey = FastKey(anyHashable: key)
        self.kind = kind
    }

    @inlinable
    package init<K: Hashable>(key: K, kind: ElementKind) {
        fastKey = FastKey(key)
        self.kind = kind
    }

    @inlinable
    package static func == (lhs: ElementIdentity, rhs: ElementIdentity) -> Bool {
        lhs.fastKey == rhs.fastKey && lhs.kind == rhs.kind
    }

    /// The key as the render passed it.
    @usableFromInline package var key: AnyHashable {
        switch fastKey {
        case .int(let key): AnyHashable(key)
        case .string(let key): AnyHashable(key)
        case .other(let key): key.base
        }
    }
}
