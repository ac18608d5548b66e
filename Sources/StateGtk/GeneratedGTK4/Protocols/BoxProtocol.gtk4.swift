#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkBox](https://docs.gtk.org/gtk4/class.Box.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol BoxProtocol: Widget {}

@MainActor
extension BoxProtocol {
    /// [GtkBox:baseline-position](https://docs.gtk.org/gtk4/property.Box.baseline-position.html)
    public var baselinePosition: BaselinePosition {
        get { gtkProperty("baseline-position") }
        set { setGtkProperty("baseline-position", newValue) }
    }

    /// [GtkBox:homogeneous](https://docs.gtk.org/gtk4/property.Box.homogeneous.html)
    public var isHomogeneous: Bool {
        get { gtkProperty("homogeneous") }
        set { setGtkProperty("homogeneous", newValue) }
    }

    /// [GtkBox:spacing](https://docs.gtk.org/gtk4/property.Box.spacing.html)
    public var spacing: Int {
        get { gtkProperty("spacing") }
        set { setGtkProperty("spacing", newValue) }
    }
}
#endif
