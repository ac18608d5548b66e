// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
#if GTK3
/// What an element is to assistive technologies (an ATK role): screen readers announce it.
///
/// GTK's own widgets report theirs (a Button is a push button); set one on a StateView that
/// acts as something: a tappable card is a `.button`, a list of rows a `.list`.
///
/// ```swift
/// card.accessibleRole = .button
/// card.accessibleName = "Open \(repository.name)"
/// ```
public struct AccessibleRole: Equatable, Sendable {
    /// The ATK role.
    public let atkRole: AtkRole

    /// Wraps any ATK role, for roles without a name here.
    public init(_ atkRole: AtkRole) { self.atkRole = atkRole }

    /// A push button.
    public static let button = AccessibleRole(ATK_ROLE_PUSH_BUTTON)
    /// A button that stays pressed or released.
    public static let toggleButton = AccessibleRole(ATK_ROLE_TOGGLE_BUTTON)
    /// A check box.
    public static let checkBox = AccessibleRole(ATK_ROLE_CHECK_BOX)
    /// A hyperlink.
    public static let link = AccessibleRole(ATK_ROLE_LINK)
    /// Static text.
    public static let label = AccessibleRole(ATK_ROLE_LABEL)
    /// A heading above a section.
    public static let heading = AccessibleRole(ATK_ROLE_HEADING)
    /// A picture.
    public static let image = AccessibleRole(ATK_ROLE_IMAGE)
    /// A list of items.
    public static let list = AccessibleRole(ATK_ROLE_LIST)
    /// One item of a list.
    public static let listItem = AccessibleRole(ATK_ROLE_LIST_ITEM)
    /// One entry of a menu.
    public static let menuItem = AccessibleRole(ATK_ROLE_MENU_ITEM)
    /// A group of related elements.
    public static let panel = AccessibleRole(ATK_ROLE_PANEL)
    /// A field the user types into.
    public static let textField = AccessibleRole(ATK_ROLE_ENTRY)
    /// A control that picks a value in a range.
    public static let slider = AccessibleRole(ATK_ROLE_SLIDER)
    /// A progress indicator.
    public static let progressBar = AccessibleRole(ATK_ROLE_PROGRESS_BAR)
    /// A message that needs the user's attention.
    public static let alert = AccessibleRole(ATK_ROLE_ALERT)
    /// A row of tools.
    public static let toolBar = AccessibleRole(ATK_ROLE_TOOL_BAR)
}

/// Reads and writes a GtkWidget's ATK object, for the `accessible…` properties of widgets and
/// views. Writes happen only when the explicit value changes, and are recorded.
@MainActor
enum Accessible {
    static func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<AtkObject> {
        gtk_widget_get_accessible(widget)
    }

    /// The name assistive technologies read: the explicit one, or what GTK derives (a label's text).
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        atk_object_get_name(object(widget)).map { String(cString: $0) }
    }

    static func description(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        atk_object_get_description(object(widget)).map { String(cString: $0) }
    }

    /// Sets the explicit name; nil goes back to GTK's derived one.
    static func setName(_ name: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        let atk = object(widget)
        let explicit = atk.pointee.name.map { String(cString: $0) }
        guard recordIfChanged(explicit, name) else { return }
        if let name {
            atk_object_set_name(atk, name)
        } else {
            // ATK has no unsetter; an empty explicit name would hide GTK's derived one.
            g_free(atk.pointee.name)
            atk.pointee.name = nil
            g_object_notify(UnsafeMutableRawPointer(atk).assumingMemoryBound(to: GObject.self), "accessible-name")
        }
    }

    static func setDescription(_ description: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        let atk = object(widget)
        let explicit = atk.pointee.description.map { String(cString: $0) }
        guard recordIfChanged(explicit, description) else { return }
        if let description {
            atk_object_set_description(atk, description)
        } else {
            g_free(atk.pointee.description)
            atk.pointee.description = nil
            g_object_notify(UnsafeMutableRawPointer(atk).assumingMemoryBound(to: GObject.self), "accessible-description")
        }
    }

    static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> AccessibleRole {
        AccessibleRole(atk_object_get_role(object(widget)))
    }

    static func setRole(_ role: AccessibleRole, of widget: UnsafeMutablePointer<GtkWidget>) {
        let atk = object(widget)
        guard recordIfChanged(AccessibleRole(atk_object_get_role(atk)), role) else { return }
        atk_object_set_role(atk, role.atkRole)
    }
}
#else
/// What an element is to assistive technologies (a `GtkAccessibleRole`): screen readers
/// announce it.
///
/// GTK's own widgets report theirs (a Button is a button); set one on a StateView that acts as
/// something: a tappable card is a `.button`, a list of rows a `.list`.
///
/// ```swift
/// card.accessibleRole = .button
/// card.accessibleName = "Open \(repository.name)"
/// ```
public struct AccessibleRole: Equatable, Sendable {
    /// The GTK 4 role.
    public let gtkRole: GtkAccessibleRole

    /// Wraps any GTK 4 role, for roles without a name here.
    public init(_ gtkRole: GtkAccessibleRole) { self.gtkRole = gtkRole }

    /// A push button.
    public static let button = AccessibleRole(GTK_ACCESSIBLE_ROLE_BUTTON)
    /// A button that stays pressed or released.
    public static let toggleButton = AccessibleRole(GTK_ACCESSIBLE_ROLE_BUTTON)  // GTK 4.8 has no toggle-button role: a button with a pressed state
    /// A check box.
    public static let checkBox = AccessibleRole(GTK_ACCESSIBLE_ROLE_CHECKBOX)
    /// A hyperlink.
    public static let link = AccessibleRole(GTK_ACCESSIBLE_ROLE_LINK)
    /// Static text.
    public static let label = AccessibleRole(GTK_ACCESSIBLE_ROLE_LABEL)
    /// A heading above a section.
    public static let heading = AccessibleRole(GTK_ACCESSIBLE_ROLE_HEADING)
    /// A picture.
    public static let image = AccessibleRole(GTK_ACCESSIBLE_ROLE_IMG)
    /// A list of items.
    public static let list = AccessibleRole(GTK_ACCESSIBLE_ROLE_LIST)
    /// One item of a list.
    public static let listItem = AccessibleRole(GTK_ACCESSIBLE_ROLE_LIST_ITEM)
    /// One entry of a menu.
    public static let menuItem = AccessibleRole(GTK_ACCESSIBLE_ROLE_MENU_ITEM)
    /// A group of related elements.
    public static let panel = AccessibleRole(GTK_ACCESSIBLE_ROLE_GROUP)
    /// A field the user types into.
    public static let textField = AccessibleRole(GTK_ACCESSIBLE_ROLE_TEXT_BOX)
    /// A control that picks a value in a range.
    public static let slider = AccessibleRole(GTK_ACCESSIBLE_ROLE_SLIDER)
    /// A progress indicator.
    public static let progressBar = AccessibleRole(GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    /// A message that needs the user's attention.
    public static let alert = AccessibleRole(GTK_ACCESSIBLE_ROLE_ALERT)
    /// A row of tools.
    public static let toolBar = AccessibleRole(GTK_ACCESSIBLE_ROLE_TOOLBAR)
}

/// Reads and writes a GtkWidget's accessible properties on GTK 4, where every widget is a
/// `GtkAccessible` (GTK 3's ATK objects are gone). GTK 4 has no getter for a property set this
/// way: the explicit value is kept with the widget, and nil means GTK's own (a button's label).
/// Writes happen only when the explicit value changes, and are recorded.
@MainActor
enum Accessible {
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        WidgetExtras.existing(widget)?.accessibleText[GTK_ACCESSIBLE_PROPERTY_LABEL.rawValue]
    }

    static func description(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        WidgetExtras.existing(widget)?.accessibleText[GTK_ACCESSIBLE_PROPERTY_DESCRIPTION.rawValue]
    }

    static func setName(_ name: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        setText(name, GTK_ACCESSIBLE_PROPERTY_LABEL, of: widget)
    }

    static func setDescription(_ description: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        setText(description, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, of: widget)
    }

    private static func setText(_ text: String?, _ property: GtkAccessibleProperty, of widget: UnsafeMutablePointer<GtkWidget>) {
        let extras = WidgetExtras.of(widget)
        guard recordIfChanged(extras.accessibleText[property.rawValue], text) else { return }
        extras.accessibleText[property.rawValue] = text
        let accessible = OpaquePointer(widget)
        guard let text else { return gtk_accessible_reset_property(accessible, property) }
        var value = GValue()
        g_value_init(&value, GObjectProperty.string)
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(accessible, 1, &properties, &value)
        g_value_unset(&value)
    }

    static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> AccessibleRole {
        AccessibleRole(gtk_accessible_get_accessible_role(OpaquePointer(widget)))
    }

    /// GTK 4.8 takes a role at any time (later GTK 4 releases only before the widget's
    /// accessible is realised).
    static func setRole(_ role: AccessibleRole, of widget: UnsafeMutablePointer<GtkWidget>) {
        guard recordIfChanged(self.role(widget), role) else { return }
        GObjectProperty.set(widget.gpointer, "accessible-role", enum: Int32(role.gtkRole.rawValue), type: gtk_accessible_role_get_type())
    }
}

/// The accessible name StateGtk set on `widget`, if any: GTK 4 has no getter, and
/// StateGtkTesting's queries read names.
@MainActor
package func explicitAccessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    Accessible.name(widget)
}
#endif
