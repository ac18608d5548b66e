import Synchronization

/// A prop key as props store it: the key interned to a small integer.
///
/// Every render sets and compares each child's props, so their keys must compare in one
/// instruction: a `PropKey` interns its name and value type once, when it is created; String and
/// enum keys (StateView's dictionary style) are interned where they are used. Two keys get the
/// same identity exactly when they are equal: a `PropKey<String>("title")`, a
/// `PropKey<Int>("title")` and the String key `"title"` are three different props.
@usableFromInline package struct PropIdentity: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let index: Int

    private init(index: Int) { self.index = index }

    /// The identity props store `key` under.
    @usableFromInline package init<K: StateKey>(_ key: K) {
        if let typed = key as? PropIdentifying {
            self = typed.identifier
        } else {
            self = Self.interning(key)
        }
    }

    /// The key as it was written, for diagnostics.
    @usableFromInline package var description: String {
        Self.registry.withLock { $0.keys[index] }.base.description
    }

    // MARK: Interning

    /// A `PropKey`'s identity before interning.
    struct TypedName: Hashable, Sendable, CustomStringConvertible {
        let name: String
        let valueType: ObjectIdentifier
        var description: String { name }
    }

    /// A key in the registry. `AnyHashable` is not Sendable, but what it holds here is: a
    /// `StateKey` or a `TypedName`.
    private struct InternedKey: Hashable, @unchecked Sendable {
        let base: AnyHashable
    }

    private struct Registry {
        var indices: [InternedKey: Int] = [:]
        var keys: [InternedKey] = []
    }

    // Keys are created on any thread (a `static let` of a PropKey runs where it is first read).
    private static let registry = Mutex(Registry())

    static func interning(_ key: some Hashable & Sendable) -> PropIdentity {
        let key = InternedKey(base: AnyHashable(key))
        return registry.withLock { registry in
            if let index = registry.indices[key] { return PropIdentity(index: index) }
            registry.keys.append(key)
            registry.indices[key] = registry.keys.count - 1
            return PropIdentity(index: registry.keys.count - 1)
        }
    }
}

/// Keys that props store under an identity of their own (`PropKey`).
@usableFromInline package protocol PropIdentifying {
    var identifier: PropIdentity { get }
}

extension PropKey: PropIdentifying {}

