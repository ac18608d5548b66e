/// One queued application, with the target's type erased so that requests
/// made through `Base`- and `Sub`-typed dispatchers share one per-object queue.
@MainActor
struct StateRequest {
    /// The operations of a request bound to a target that is still alive.
    struct Bound {
        /// `onUpdate` alone: re-applying the current state.
        let update: @MainActor () -> Void
        /// `onSet` then `onUpdate`: entering the state.
        let enter: @MainActor () -> Void
        /// The transition with the target filled in; `nil` means instantly.
        let transition: (@MainActor (
            _ mutations: @escaping @MainActor () -> Void,
            _ completion: @escaping @MainActor (Bool) -> Void
        ) -> Void)?
    }

    let identity: StateIdentity
    let completion: (@MainActor (Bool) -> Void)?
    /// Binds the request to its target, or returns `nil` when the target is gone.
    let bind: @MainActor () -> Bound?

    init<Target: AnyObject>(
        state: State<Target>,
        target: Target?,
        transition: Transition<Target>.Body?,
        completion: Transition<Target>.Completion?
    ) {
        identity = state.identity
        self.completion = completion
        // Every capture of the target is weak: a queued request must not keep
        // its target alive (a target that dies while queued is reported, not
        // resurrected), and the mutations may be held by a transition for a while.
        bind = { [weak target] in
            guard let target else { return nil }
            return Self.bound(state: state, target: target, transition: transition)
        }
    }

    private static func bound<Target: AnyObject>(
        state: State<Target>,
        target: Target,
        transition: Transition<Target>.Body?
    ) -> Bound {
        let update: @MainActor () -> Void = { [weak target] in
            guard let target else { return }
            state.updateBody?(target)
        }
        let enter: @MainActor () -> Void = { [weak target] in
            guard let target else { return }
            state.setBody(target)
            state.updateBody?(target)
        }
        guard let transition else {
            return Bound(update: update, enter: enter, transition: nil)
        }
        // Strong only for the duration of the call: the transition is handed
        // the target anyway.
        return Bound(update: update, enter: enter, transition: { mutations, completion in
            transition(target, mutations, completion)
        })
    }
}
