#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkModelButton](https://docs.gtk.org/gtk3/class.ModelButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ModelButtonProtocol: Widget {}

@MainActor
extension ModelButtonProtocol {
    /// [GtkModelButton:active](https://docs.gtk.org/gtk3/property.ModelButton.active.html)
    public var isActive: Bool {
        get { gtkProperty("active") }
        set { setGtkProperty("active", newValue) }
    }

    /// [GtkModelButton:centered](https://docs.gtk.org/gtk3/property.ModelButton.centered.html)
    public var isCentered: Bool {
        get { gtkProperty("centered") }
        set { setGtkProperty("centered", newValue) }
    }

    /// [GtkModelButton:iconic](https://docs.gtk.org/gtk3/property.ModelButton.iconic.html)
    public var isIconic: Bool {
        get { gtkProperty("iconic") }
        set { setGtkProperty("iconic", newValue) }
    }

    /// [GtkModelButton:inverted](https://docs.gtk.org/gtk3/property.ModelButton.inverted.html)
    public var isInverted: Bool {
        get { gtkProperty("inverted") }
        set { setGtkProperty("inverted", newValue) }
    }

    /// [GtkModelButton:menu-name](https://docs.gtk.org/gtk3/property.ModelButton.menu-name.html)
    public var menuName: String? {
        get { gtkProperty("menu-name") }
        set { setGtkProperty("menu-name", newValue) }
    }

    /// [GtkModelButton:role](https://docs.gtk.org/gtk3/property.ModelButton.role.html)
    public var role: ButtonRole {
        get { gtkProperty("role") }
        set { setGtkProperty("role", newValue) }
    }

    /// [GtkModelButton:text](https://docs.gtk.org/gtk3/property.ModelButton.text.html)
    public var text: String? {
        get { gtkProperty("text") }
        set { setGtkProperty("text", newValue) }
    }

    /// [GtkModelButton:use-markup](https://docs.gtk.org/gtk3/property.ModelButton.use-markup.html)
    public var usesMarkup: Bool {
        get { gtkProperty("use-markup") }
        set { setGtkProperty("use-markup", newValue) }
    }
}
#endif
