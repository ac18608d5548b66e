import CGtk

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

    public init(_ atkRole: AtkRole) { self.atkRole = atkRole }

    public static let button = AccessibleRole(ATK_ROLE_PUSH_BUTTON)
    public static let toggleButton = AccessibleRole(ATK_ROLE_TOGGLE_BUTTON)
    public static let checkBox = AccessibleRole(ATK_ROLE_CHECK_BOX)
    public static let link = AccessibleRole(ATK_ROLE_LINK)
    public static let label = AccessibleRole(ATK_ROLE_LABEL)
    public static let heading = AccessibleRole(ATK_ROLE_HEADING)
    public static let image = AccessibleRole(ATK_ROLE_IMAGE)
    public static let list = AccessibleRole(ATK_ROLE_LIST)
    public static let listItem = AccessibleRole(ATK_ROLE_LIST_ITEM)
    public static let menuItem = AccessibleRole(ATK_ROLE_MENU_ITEM)
    public static let panel = AccessibleRole(ATK_ROLE_PANEL)
    public static let textField = AccessibleRole(ATK_ROLE_ENTRY)
    public static let slider = AccessibleRole(ATK_ROLE_SLIDER)
    public static let progressBar = AccessibleRole(ATK_ROLE_PROGRESS_BAR)
    public static let alert = AccessibleRole(ATK_ROLE_ALERT)
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
