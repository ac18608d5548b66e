/// The props a child received from its parent's latest render.
///
/// Only what the parent set in that render is here: a prop the parent stopped setting is gone
/// (StateView delivered such stale props forever).
///
/// ```swift
/// let title = props[RowProps.title] ?? ""                    // typed, no cast
/// let legacy = props.value(forKey: Home.image) as? String    // StateView's dictionary style
/// ```
public struct Props {
    var storage: [AnyHashable: PropValue] = [:]

    public init() {}

    public var isEmpty: Bool { storage.isEmpty }
    public var count: Int { storage.count }
    public var keys: Dictionary<AnyHashable, PropValue>.Keys { storage.keys }

    /// The raw value for any key (`nil` when unset).
    public func value<K: StateKey>(forKey key: K) -> Any? { storage[AnyHashable(key)]?.value ?? nil }

    /// A typed read: `nil` when unset or when the parent passed another type.
    public subscript<Value>(key: PropKey<Value>) -> Value? {
        (storage[AnyHashable(key)]?.value ?? nil) as? Value
    }

    public subscript(entry key: AnyHashable) -> PropValue? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    /// Whether these props, delivered after `previous`, require the child to re-render.
    public func differ(from previous: Props) -> Bool {
        if storage.count != previous.storage.count { return true }
        for (key, value) in storage where value.differs(from: previous.storage[key]) { return true }
        return false
    }
}
