#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkOrientable](https://docs.gtk.org/gtk4/iface.Orientable.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol OrientableProtocol: Widget {}

@MainActor
extension OrientableProtocol {
    /// [GtkOrientable:orientation](https://docs.gtk.org/gtk4/property.Orientable.orientation.html)
    public var orientation: Axis {
        get { gtkProperty("orientation") }
        set { setGtkProperty("orientation", newValue) }
    }
}
#endif
