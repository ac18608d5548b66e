/// Turns any class into a discrete system whose states are declared as static
/// functions and applied through ``state``.
///
/// There is nothing to implement; conforming is enough:
///
/// ```swift
/// final class SearchView { let keyword = Entry(); let start = Button() }
/// extension SearchView: Stateful {
///     static func awaiting(with keyword: String) -> State<SearchView> {
///         state { $0.keyword.text = keyword; $0.start.isEnabled = true }
///     }
/// }
///
/// view.state.apply { $0.awaiting(with: "swift") }.instantly()
/// view.state.apply { $0.locked() }.viaTransition { finished in … }
/// ```
///
/// The protocol is `@MainActor`: states are applied, and transitions run, on
/// the main actor (the GTK main loop).
@MainActor
public protocol Stateful: AnyObject {
    /// The transition used by ``PendingStateChange/viaTransition(_:)``.
    ///
    /// Defaults to ``Transition/instant``. Override it in the type's main
    /// declaration (a `class var` there lets subclasses override it again; the
    /// object's dynamic class decides which one is used):
    ///
    /// ```swift
    /// final class Card: Stateful {
    ///     static var defaultTransition: Transition<Card>.Body { Fades.crossfade }
    /// }
    /// ```
    static var defaultTransition: Transition<Self>.Body { get }
}

extension Stateful {
    /// ``Transition/instant``, unless the type declares its own.
    public static var defaultTransition: Transition<Self>.Body {
        Transition<Self>.instant
    }

    /// Declares a state whose `onSet` is `body` and that has no `onUpdate`.
    /// `identity` defaults to the calling function's name: leave it out.
    ///
    /// ```swift
    /// static func locked() -> State<SearchView> { state { $0.start.isEnabled = false } }
    /// ```
    ///
    /// `nonisolated` because declaring a state only builds a value; this lets
    /// types that are not themselves `@MainActor` declare states.
    public nonisolated static func state(
        _ identity: String = #function,
        _ body: @escaping @MainActor (Self) -> Void
    ) -> State<Self> {
        State(identity: StateIdentity(identity), onSet: body)
    }

    /// Same as ``state(_:_:)``; reads better when an `onUpdate` follows.
    ///
    /// ```swift
    /// static func loading(_ p: Double) -> State<Bar> {
    ///     onSet { $0.show() }.onUpdate { $0.fraction = p }
    /// }
    /// ```
    public nonisolated static func onSet(
        _ identity: String = #function,
        _ body: @escaping @MainActor (Self) -> Void
    ) -> State<Self> {
        State(identity: StateIdentity(identity), onSet: body)
    }

    /// The object's state dispatcher: apply states, read the current one,
    /// cancel queued requests.
    ///
    /// ```swift
    /// view.state.apply { $0.awaiting(with: "x") }.instantly()
    /// view.state.current?.name   // "awaiting(with:)"
    /// ```
    ///
    /// The storage behind it is per object, so `(sub as Base).state` and
    /// `sub.state` see the same current state and the same queue. A class that
    /// has its own `state` member (StateView's `[String: Any?]` dictionary)
    /// still gets this one through overload resolution: `obj.state["k"]` is the
    /// dictionary, `obj.state.apply { … }` is the dispatcher, and a bare
    /// `obj.state` with no type context is the class's own member.
    public var state: StateDispatcher<Self> {
        StateDispatcher(self)
    }
}
