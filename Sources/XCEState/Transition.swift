/// Namespace for the transition types of a ``Stateful`` `Target`.
///
/// A transition decides *how* a new state's mutations take effect (instantly,
/// after a fade-out, inside an animation…). It receives the target, the
/// mutations and a completion, and must call `mutations()` exactly once and
/// then `completion(finished)` exactly once:
///
/// ```swift
/// let fade: Transition<SearchView>.Body = { view, mutations, completion in
///     view.opacity = 0
///     mutations()
///     view.animateOpacity(to: 1, completion: completion)
/// }
/// view.state.apply { $0.locked() }.via(fade)
/// ```
///
/// Misbehaving transitions are contained: a second `mutations()` call is
/// ignored, a second `completion` call is ignored with a warning, and a
/// `completion` that arrives before `mutations()` makes the mutations run first,
/// so the object always ends up in the state that was reported applied.
public enum Transition<Target: AnyObject> {
    /// Called once when an application ends; `finished` is `false` when it was
    /// interrupted, cancelled while queued, or its target was gone.
    public typealias Completion = @MainActor (_ finished: Bool) -> Void

    /// The transition itself (see ``Transition``).
    public typealias Body = @MainActor (
        _ target: Target,
        _ mutations: @escaping @MainActor () -> Void,
        _ completion: @escaping Completion
    ) -> Void

    /// Runs the mutations at once and completes with `true`. This is the
    /// default ``Stateful/defaultTransition``.
    public static var instant: Body {
        { _, mutations, completion in
            mutations()
            completion(true)
        }
    }
}
