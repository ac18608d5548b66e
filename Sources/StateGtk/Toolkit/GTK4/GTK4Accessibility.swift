#if GTK4 && !GTK3
import CGtk4

/// The accessible name and description on GTK 4, where every widget is a `GtkAccessible` and
/// assistive technologies read its properties (GTK 3's ATK objects are gone). GTK 4 has no getter
/// for a property set this way: the explicit value is kept with the widget, and nil means GTK's
/// own (the label of a button, say).
///
/// ```swift
/// let add = Button(iconName: "list-add-symbolic", accessibleName: "Add")
/// add.accessibleDescription = "Adds a repository to the list"
/// ```
extension GtkWidgetBacked {
    /// What a screen reader says the widget is; nil for GTK's own.
    public var accessibleName: String? {
        get { WidgetExtras.existing(gtkWidget)?.accessibleText[GTK_ACCESSIBLE_PROPERTY_LABEL.rawValue] }
        set { setAccessibleText(newValue, GTK_ACCESSIBLE_PROPERTY_LABEL) }
    }

    /// A longer description, read after the name.
    public var accessibleDescription: String? {
        get { WidgetExtras.existing(gtkWidget)?.accessibleText[GTK_ACCESSIBLE_PROPERTY_DESCRIPTION.rawValue] }
        set { setAccessibleText(newValue, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }
    }

    private func setAccessibleText(_ text: String?, _ property: GtkAccessibleProperty) {
        let extras = WidgetExtras.of(gtkWidget)
        guard recordIfChanged(extras.accessibleText[property.rawValue], text) else { return }
        extras.accessibleText[property.rawValue] = text
        let accessible = OpaquePointer(gtkWidget)
        guard let text else { return gtk_accessible_reset_property(accessible, property) }
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(accessible, 1, &properties, &value)
        g_value_unset(&value)
    }
}
/// The accessible name StateGtk set on `widget`, if any: GTK 4 has no getter, and
/// StateGtkTesting's queries read names.
@MainActor
package func explicitAccessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    WidgetExtras.existing(widget)?.accessibleText[GTK_ACCESSIBLE_PROPERTY_LABEL.rawValue]
}
#endif
