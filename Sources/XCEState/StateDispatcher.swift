/// Applies states to one object and reports where it stands. Obtained from
/// ``Stateful/state``; cheap to create, holds the object weakly.
///
/// ```swift
/// view.state.apply { $0.locked() }.viaTransition()
/// view.state.current?.name      // "locked()" once the mutations ran
/// view.state.isTransitioning    // true while the transition runs
/// view.state.pendingCount       // requests waiting behind it
/// view.state.cancelQueued()     // they complete with false
/// ```
///
/// Requests are served first in, first out, one at a time, per object (not
/// per static type: `(sub as Base).state` and `sub.state` share one queue).
@MainActor
public struct StateDispatcher<Target: Stateful> {
    // Weak so that a dispatcher kept around (even by the target itself) never
    // keeps the target alive.
    private(set) weak var target: Target?
    let machine: StateMachine

    init(_ target: Target) {
        self.target = target
        self.machine = StateRegistry.machine(for: target)
    }

    /// Picks the state to apply; `$0` is the target's type, so its static
    /// state functions are in reach. Finish with ``PendingStateChange/instantly(_:)``,
    /// ``PendingStateChange/viaTransition(_:)`` or ``PendingStateChange/via(_:_:)``.
    ///
    /// ```swift
    /// view.state.apply { $0.awaiting(with: "x") }.instantly()
    /// ```
    public func apply(_ pick: (Target.Type) -> State<Target>) -> PendingStateChange<Target> {
        PendingStateChange(dispatcher: self, state: pick(Target.self))
    }

    /// The state whose mutations were applied last, or `nil` before the first.
    /// During a transition it changes when the transition calls `mutations()`.
    public var current: StateIdentity? { machine.current }

    /// Whether a request is being applied (its transition has not completed yet).
    public var isTransitioning: Bool { machine.isTransitioning }

    /// How many requests wait behind the one in flight.
    public var pendingCount: Int { machine.pendingCount }

    /// Drops every queued request, calling each completion with `false` in
    /// FIFO order; the request in flight is left to finish. Returns how many
    /// were dropped.
    @discardableResult
    public func cancelQueued() -> Int {
        machine.cancelQueued()
    }
}
