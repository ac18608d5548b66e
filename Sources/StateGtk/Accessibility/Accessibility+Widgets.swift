import CGtk

/// Accessible names, descriptions and roles of wrapped widgets.
///
/// Labels, buttons, toggles and links are named by their text already; set `accessibleName` on
/// what shows no text (icon-only buttons, switches, images, sliders).
///
/// ```swift
/// let add = Button(iconName: "list-add-symbolic")
/// add.accessibleName = "Add repository"
/// ```
extension Widget {
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

    /// What the widget is to assistive technologies; GTK sets the right one for its widgets.
    public var accessibleRole: AccessibleRole {
        get { Accessible.role(gtkWidget) }
        set { Accessible.setRole(newValue, of: gtkWidget) }
    }
}

/// Accessible names, descriptions and roles of StateViews: a view that acts as one control (a
/// tappable card) should say what it is.
///
/// ```swift
/// override func render() {
///     accessibleRole = .button
///     accessibleName = "Open \(props[CardProps.title] ?? "")"
/// }
/// ```
extension StateView {
    /// The name screen readers say; nil unsets.
    public var accessibleName: String? {
        get { Accessible.name(widget) }
        set { Accessible.setName(newValue, of: widget) }
    }

    /// A longer description, read after the name.
    public var accessibleDescription: String? {
        get { Accessible.description(widget) }
        set { Accessible.setDescription(newValue, of: widget) }
    }

    /// What the view is to assistive technologies (a panel unless set).
    public var accessibleRole: AccessibleRole {
        get { Accessible.role(widget) }
        set { Accessible.setRole(newValue, of: widget) }
    }
}
