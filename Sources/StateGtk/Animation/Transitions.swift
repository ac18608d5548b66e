// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import XCEState
/// Ready-made XCEState transitions for views and widgets, driven by the frame clock.
///
/// ```swift
/// extension EditorView: Stateful {
///     static var defaultTransition: Transition<EditorView>.Body { Transition.fade(duration: 0.2) }
///     static func editing() -> State<EditorView> { state { $0.toolbar.isVisible = true } }
/// }
/// editor.state.apply { $0.editing() }.viaTransition()
/// editor.state.apply { $0.exporting() }.via(.crossFade(duration: 0.3))
/// ```
extension Transition where Target: GtkWidgetBacked {
    /// Hides the target, applies the state, and fades it in.
    public static func fade(duration: Double = 0.25, easing: Easing = .easeOut) -> Body {
        { target, mutations, completion in
            let widget = target.gtkWidget
            gtk_widget_set_opacity(widget, 0)
            mutations()
            FrameAnimation.run(on: widget, duration: duration, easing: easing, update: { gtk_widget_set_opacity(widget, $0) }) { finished in
                if !finished { gtk_widget_set_opacity(widget, 1) }
                completion(finished)
            }
        }
    }

    /// Fades the target out, applies the state at the midpoint, and fades it back in.
    public static func crossFade(duration: Double = 0.3, easing: Easing = .easeInOut) -> Body {
        { target, mutations, completion in
            let widget = target.gtkWidget
            FrameAnimation.run(on: widget, duration: duration / 2, easing: easing, update: { gtk_widget_set_opacity(widget, 1 - $0) }) { finished in
                mutations()
                guard finished else {
                    gtk_widget_set_opacity(widget, 1)
                    return completion(false)
                }
                FrameAnimation.run(on: widget, duration: duration / 2, easing: easing, update: { gtk_widget_set_opacity(widget, $0) }) { finished in
                    if !finished { gtk_widget_set_opacity(widget, 1) }
                    completion(finished)
                }
            }
        }
    }

    /// Animates a numeric property from its value before the state to the value the state sets.
    ///
    /// ```swift
    /// view.state.apply { $0.exporting(progress: 1) }.via(.animating(\.progress, duration: 0.4))
    /// ```
    public static func animating(
        _ property: ReferenceWritableKeyPath<Target, Double>, duration: Double = 0.3, easing: Easing = .easeInOut
    ) -> Body {
        // Key paths to a class's properties are immutable values; used on the main actor only.
        nonisolated(unsafe) let property = property
        return { target, mutations, completion in
            let from = target[keyPath: property]
            mutations()
            let to = target[keyPath: property]
            guard from != to else { return completion(true) }
            target[keyPath: property] = from
            FrameAnimation.run(
                on: target.gtkWidget, duration: duration, easing: easing,
                update: { [weak target] progress in target?[keyPath: property] = from + (to - from) * progress }
            ) { [weak target] finished in
                target?[keyPath: property] = to  // a cancelled animation still lands in the state
                completion(finished)
            }
        }
    }
}
