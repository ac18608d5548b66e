// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Radio buttons the same way on both toolkits: `RadioButton` is GTK 3's generated GtkRadioButton
/// wrapper, and on GTK 4 (which has no GtkRadioButton) a GtkCheckButton in a group. Both have
/// `label`, `isActive`, `onToggled` with the new state, and `join(_:)`.
///
/// ```swift
/// let small = RadioButton(), large = RadioButton()
/// small.label = "Small"
/// large.label = "Large"
/// large.join(small)
/// small.isActive = state["size"] as? String != "large"
/// large.isActive = state["size"] as? String == "large"
/// large.onToggled = { [weak self] on in if on { self?.state["size"] = "large" } }
/// ```
extension RadioButton {
    /// Puts the button in `other`'s group: of the buttons of one group, turning one on turns
    /// the others off. GTK 3's `gtk_radio_button_join_group`, GTK 4's
    /// `gtk_check_button_set_group` (on GTK 4 a button in a group is drawn as a radio button; GTK
    /// 3 turns the first button of a group on, GTK 4 none until one is set).
    public func join(_ other: RadioButton) {
        GtkMutations.record(.propertySet)
        #if GTK3
        gtk_radio_button_join_group(gcast(gtkWidget), gcast(other.gtkWidget))
        #else
        gtk_check_button_set_group(gcast(gtkWidget), gcast(other.gtkWidget))
        #endif
    }
}

#if GTK3
extension RadioButton {
    /// What the user's toggle does, with the new state, as ``ToggleButton``'s (GTK 4's
    /// `RadioButton` is one): GTK's [toggled](https://docs.gtk.org/gtk3/signal.ToggleButton.toggled.html),
    /// which the button turned off by another of its group gets too. On the same connection as
    /// ``ToggleButtonProtocol``'s argument-less `onToggled` (setting one replaces the other).
    public var onToggled: (@MainActor (Bool) -> Void)? {
        get { signalClosure("toggled") }
        set {
            let widget = gtkWidget
            let raw: @MainActor () -> Void = { newValue?(ToggleButton.isActive(widget)) }
            setSignal("toggled", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
