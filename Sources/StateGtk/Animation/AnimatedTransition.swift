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
    public let body: Transition<Target>.Body

    public init(_ body: @escaping Transition<Target>.Body) { self.body = body }

    public static func fade(duration: Double = 0.25, easing: Easing = .easeOut) -> Self {
        Self(Transition<Target>.fade(duration: duration, easing: easing))
    }

    public static func crossFade(duration: Double = 0.3, easing: Easing = .easeInOut) -> Self {
        Self(Transition<Target>.crossFade(duration: duration, easing: easing))
    }

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
