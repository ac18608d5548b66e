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
    /// One key and its value. A struct rather than a tuple: generic code over tuples looks up
    /// tuple metadata at run time, which showed in render profiles.
    @usableFromInline
    struct Entry {
        @usableFromInline var key: PropIdentity
        @usableFromInline var value: PropValue
        @inlinable init(key: PropIdentity, value: PropValue) {
            self.key = key
            self.value = value
        }
    }

    // A few props per child, set in the same order on every render: a small array, searched
    // linearly and compared pairwise, costs far less than hashing keys into a dictionary.
    @usableFromInline var entries: [Entry] = []

    package init() {}

    /// Whether the parent passed no props.
    public var isEmpty: Bool { entries.isEmpty }
    /// How many props the parent passed.
    public var count: Int { entries.count }
    package var keys: [PropIdentity] { entries.map(\.key) }

    @inlinable
    func index(of key: PropIdentity) -> Int? {
        entries.firstIndex { $0.key == key }
    }

    /// The raw value for any key (`nil` when unset).
    public func value<K: StateKey>(forKey key: K) -> Any? {
        index(of: PropIdentity(key)).flatMap { entries[$0].value.value }
    }

    /// A typed read: `nil` when unset or when the parent passed another type.
    @inlinable
    public subscript<Value>(key: PropKey<Value>) -> Value? {
        index(of: key.identifier).flatMap { entries[$0].value.value(as: Value.self) }
    }

    package subscript(entry key: PropIdentity) -> PropValue? {
        get { index(of: key).map { entries[$0].value } }
        set {
            if let newValue { set(newValue, for: key) } else if let index = index(of: key) { entries.remove(at: index) }
        }
    }

    /// Sets one prop; a later write for the same key wins. The value is moved in, not copied.
    @inlinable
    package mutating func set(_ value: consuming PropValue, for key: PropIdentity) {
        if let index = index(of: key) {
            entries[index].value = value
        } else {
            if entries.isEmpty { entries.reserveCapacity(4) }  // one allocation for a typical child
            entries.append(Entry(key: key, value: value))
        }
    }

    /// Whether these props, delivered after `previous`, require the child to re-render.
    @inlinable @inline(__always)  // into the element's test, which then copies neither side
    package func differ(from previous: Props) -> Bool {
        guard entries.count == previous.entries.count else { return true }
        // Array subscripts borrow the entries in place; reading them through an unsafe buffer
        // made the compiler copy (and retain) each entry before comparing it.
        for index in entries.indices {
            // Renders set props in the same order: the same position almost always matches.
            if entries[index].key == previous.entries[index].key {
                if entries[index].value.differs(from: previous.entries[index].value) { return true }
            } else if let match = previous.index(of: entries[index].key) {
                if entries[index].value.differs(from: previous.entries[match].value) { return true }
            } else {
                return true
            }
        }
        return false
    }
}
