// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Accessible names, descriptions and roles of widgets and StateViews.
///
/// Labels, buttons, toggles and links are named by their text already; set `accessibleName` on
/// what shows no text (icon-only buttons, switches, images, sliders), and on a StateView that
/// acts as one control (a tappable card).
///
/// ```swift
/// let add = Button(iconName: "list-add-symbolic")
/// add.accessibleName = "Add repository"
///
/// override func render() {          // in a StateView
///     accessibleRole = .button
///     accessibleName = "Open \(props[CardProps.title] ?? "")"
/// }
/// ```
extension GtkWidgetBacked {
    /// The name screen readers say. Reads GTK's derived name while none is set; nil unsets.
    public var accessibleName: String? {
        get { Accessible.name(gtkWidget) }
        set { Accessible.setName(newValue, of: gtkWidget) }
    }

    /// A longer description, read after the name.
    public var accessibleDescription: String? {
        get { Accessible.description(gtkWidget) }
        set { Accessible.setDescription(newValue, of: gtkWidget) }
    }

    /// What the widget or view is to assistive technologies (GTK sets the right one for its
    /// widgets; a StateView is a panel unless set).
    public var accessibleRole: AccessibleRole {
        get { Accessible.role(gtkWidget) }
        set { Accessible.setRole(newValue, of: gtkWidget) }
    }
}
