// toolkit: both
import XCEState
/// A frame-clock transition, spelled with a leading dot where a transition is expected:
/// `.via(.fade(duration: 0.2))`. (`Transition<T>.Body` is a function type, which Swift's
/// implicit member syntax cannot reach.)
///
/// ```swift
/// panel.state.apply { $0.editing(photo) }.via(.crossFade(duration: 0.3)) { finished in … }
/// ```
@MainActor
public struct AnimatedTransition<Target: GtkWidgetBacked> {
    /// The transition itself, as XCEState runs it.
    public let body: Transition<Target>.Body

    /// Wraps a transition written by hand.
    public init(_ body: @escaping Transition<Target>.Body) { self.body = body }

    /// Hides the view, applies the state, and fades it in.
    public static func fade(duration: Double = 0.25, easing: Easing = .easeOut) -> Self {
        Self(Transition<Target>.fade(duration: duration, easing: easing))
    }

    /// Fades the view out, applies the state at the midpoint, and fades it back in.
    public static func crossFade(duration: Double = 0.3, easing: Easing = .easeInOut) -> Self {
        Self(Transition<Target>.crossFade(duration: duration, easing: easing))
    }

    /// Animates a `Double` property of the view from its current value to the one the state sets.
    ///
    /// ```swift
    /// .via(.animating(\.progress, duration: 0.5))
    /// ```
    public static func animating(
        _ property: ReferenceWritableKeyPath<Target, Double>, duration: Double = 0.3, easing: Easing = .easeInOut
    ) -> Self {
        Self(Transition<Target>.animating(property, duration: duration, easing: easing))
    }
}

extension PendingStateChange where Target: GtkWidgetBacked {
    /// Applies the state through a frame-clock transition.
    @discardableResult
    public func via(
        _ transition: AnimatedTransition<Target>, _ completion: Transition<Target>.Completion? = nil
    ) -> StateDispatcher<Target> {
        via(transition.body, completion)
    }
}
