/// A state picked by ``StateDispatcher/apply(_:)``, waiting to be told how to
/// take effect. Nothing happens until one of its methods is called.
///
/// ```swift
/// view.state.apply { $0.locked() }.instantly()
/// view.state.apply { $0.locked() }.viaTransition { finished in … }
/// view.state.apply { $0.locked() }.via(fade) { finished in … }
/// ```
///
/// Each call queues a request. It starts at once when the object is idle;
/// otherwise when the one before it has completed, on a later main-loop turn
/// (see ``StateScheduler``). A request for the state that is current when it
/// starts runs only `onUpdate`, with no transition, and completes with `true`.
@MainActor
public struct PendingStateChange<Target: Stateful> {
    /// The dispatcher this change goes through; returned by every method so
    /// that applications can be chained.
    public let dispatcher: StateDispatcher<Target>
    private let state: State<Target>

    init(dispatcher: StateDispatcher<Target>, state: State<Target>) {
        self.dispatcher = dispatcher
        self.state = state
    }

    /// Applies the state without a transition.
    @discardableResult
    public func instantly(
        _ completion: Transition<Target>.Completion? = nil
    ) -> StateDispatcher<Target> {
        enqueue(transition: nil, completion: completion)
    }

    /// Applies the state through the target type's ``Stateful/defaultTransition``
    /// (that of the object's dynamic class).
    @discardableResult
    public func viaTransition(
        _ completion: Transition<Target>.Completion? = nil
    ) -> StateDispatcher<Target> {
        let transition = dispatcher.target.map { type(of: $0).defaultTransition } ?? Target.defaultTransition
        return enqueue(transition: transition, completion: completion)
    }

    /// Applies the state through `transition`.
    @discardableResult
    public func via(
        _ transition: @escaping Transition<Target>.Body,
        _ completion: Transition<Target>.Completion? = nil
    ) -> StateDispatcher<Target> {
        enqueue(transition: transition, completion: completion)
    }

    private func enqueue(
        transition: Transition<Target>.Body?,
        completion: Transition<Target>.Completion?
    ) -> StateDispatcher<Target> {
        dispatcher.machine.enqueue(
            StateRequest(state: state, target: dispatcher.target, transition: transition, completion: completion)
        )
        return dispatcher
    }
}
