/// Per-object storage for ``StateMachine``s (Linux has no Objective-C
/// associated objects).
///
/// Keyed by `ObjectIdentifier`, but an `ObjectIdentifier` is only an address
/// and is reused once its object is freed. Each machine therefore holds its
/// object weakly and a lookup only accepts a machine whose object is the very
/// object asked about: a dead object's machine is never inherited by a new
/// object at the same address, and the registry keeps no object alive.
@MainActor
enum StateRegistry {
    private static var machines: [ObjectIdentifier: StateMachine] = [:]
    /// Sweep dead entries when the table reaches this size; doubled after each
    /// sweep so pruning costs O(1) amortized per new object.
    private static var sweepThreshold = minimumSweepThreshold
    private static let minimumSweepThreshold = 64

    static func machine(for object: AnyObject) -> StateMachine {
        let key = ObjectIdentifier(object)
        if let machine = machines[key], machine.target === object {
            return machine
        }
        // Absent, or left behind by a dead object whose address was recycled.
        let machine = StateMachine(target: object)
        machines[key] = machine
        if machines.count >= sweepThreshold {
            removeDeadEntries()
            sweepThreshold = max(minimumSweepThreshold, machines.count * 2)
        }
        return machine
    }

    /// Drops the entries of objects that are gone. A dead object's machine
    /// that still has queued work stays alive through its scheduled drain.
    static func removeDeadEntries() {
        machines = machines.filter { $0.value.target != nil }
    }

    /// Number of entries, dead ones included (for tests).
    static var entryCount: Int { machines.count }

    /// Whether the registry holds an entry under `key` (for tests).
    static func hasEntry(for key: ObjectIdentifier) -> Bool {
        machines[key] != nil
    }
}
