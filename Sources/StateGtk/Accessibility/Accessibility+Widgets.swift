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

extension Accessible {
    /// Names `widget` by what it shows (`name`; nil for GTK's own name) while the program has not
    /// named it: while its explicit name is none or one of `earlier`, the names given this way
    /// before. An entry by its placeholder, a GTK 4 check button by its label.
    @discardableResult
    static func nameByContent(_ name: String?, replacing earlier: [String?], of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if GTK3
        let explicit = object(widget).pointee.name.map { String(cString: $0) }  // not ATK's derived name
        #else
        let explicit = self.name(widget)
        #endif
        guard explicit == nil || earlier.contains(explicit) else { return false }
        setName(name, of: widget)
        return true
    }
}
