// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
extension StateView {
    /// Whether the view asks its parent for spare width (GTK's `hexpand`), as
    /// `Widget.expandsHorizontally` does for a widget: a stack or a constraint layout gives it
    /// the room its siblings do not take.
    ///
    /// ```swift
    /// expandsHorizontally = true  // in init: the view takes the spare width
    /// ```
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set {
            guard newValue != expandsHorizontally else { return }
            GtkMutations.record(.propertySet)
            gtk_widget_set_hexpand(widget, newValue ? 1 : 0)
        }
    }

    /// Whether the view asks its parent for spare height (GTK's `vexpand`).
    ///
    /// ```swift
    /// expandsVertically = true  // a list: the spare height goes to it, not to a label
    /// ```
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set {
            guard newValue != expandsVertically else { return }
            GtkMutations.record(.propertySet)
            gtk_widget_set_vexpand(widget, newValue ? 1 : 0)
        }
    }
}
