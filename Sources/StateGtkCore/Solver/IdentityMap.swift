/// Values keyed by object identity, stored compactly for iteration.
///
/// `Dictionary` hashes every key with SipHash; an object's address only needs
/// a multiplicative hash, and solvers look objects up on every call. Open
/// addressing with linear probing, at most half full.
struct IdentityMap<Value> {
    struct Entry {
        let key: ObjectIdentifier
        var value: Value
    }

    private(set) var entries: [Entry] = []
    /// Positions in `entries` plus one; zero marks an empty slot.
    private var slots: [Int32] = []
    private var shift = 64

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    @inline(__always)
    private func home(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func probe(_ key: ObjectIdentifier) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = home(of: key)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, false) }
            if entries[entry - 1].key == key { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `key`'s value in `values`.
    func position(of key: ObjectIdentifier) -> Int? {
        guard !slots.isEmpty else { return nil }
        let (slot, found) = probe(key)
        return found ? Int(slots[slot]) - 1 : nil
    }

    subscript(key: ObjectIdentifier) -> Value? {
        position(of: key).map { entries[$0].value }
    }

    /// Accesses the value at a position from `position(of:)`.
    subscript(position position: Int) -> Value {
        get { entries[position].value }
        _modify { yield &entries[position].value }
    }

    /// Adds a value for a key that is not in the map; returns its position.
    @discardableResult
    mutating func insert(_ value: Value, for key: ObjectIdentifier) -> Int {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let (slot, found) = probe(key)
        precondition(!found, "key already present")
        entries.append(Entry(key: key, value: value))
        slots[slot] = Int32(entries.count)
        return entries.count - 1
    }

    /// Removes a key's value, moving the last value into its position.
    @discardableResult
    mutating func remove(_ key: ObjectIdentifier) -> Value? {
        guard !slots.isEmpty else { return nil }
        let (slot, found) = probe(key)
        guard found else { return nil }
        let position = Int(slots[slot]) - 1
        deleteSlot(slot)
        let last = entries.count - 1
        if position != last {
            // Repoint the moved key's slot before moving it.
            slots[probe(entries[last].key).slot] = Int32(position + 1)
            entries.swapAt(position, last)
        }
        return entries.removeLast().value
    }

    mutating func removeAll() {
        self = IdentityMap()
    }

    /// Backward-shift deletion: keeps every probe sequence unbroken without
    /// tombstones.
    private mutating func deleteSlot(_ slot: Int) {
        let mask = slots.count - 1
        var hole = slot
        var next = (slot + 1) & mask
        while slots[next] != 0 {
            let wanted = home(of: entries[Int(slots[next]) - 1].key)
            // Move the entry back if its home is not in (hole, next].
            if (next - wanted) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }

    private mutating func grow() {
        let capacity = max(32, slots.count * 2)
        slots = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        entries.reserveCapacity(capacity / 2)
        for (position, entry) in entries.enumerated() {
            slots[probe(entry.key).slot] = Int32(position + 1)
        }
    }
}
