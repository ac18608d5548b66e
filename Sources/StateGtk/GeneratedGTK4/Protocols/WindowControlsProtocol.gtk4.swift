#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkWindowControls](https://docs.gtk.org/gtk4/class.WindowControls.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol WindowControlsProtocol: Widget {}

@MainActor
extension WindowControlsProtocol {
    /// [GtkWindowControls:decoration-layout](https://docs.gtk.org/gtk4/property.WindowControls.decoration-layout.html)
    public var decorationLayout: String? {
        get { gtkProperty("decoration-layout") }
        set { setGtkProperty("decoration-layout", newValue) }
    }

    /// [GtkWindowControls:empty](https://docs.gtk.org/gtk4/property.WindowControls.empty.html)
    public var isEmpty: Bool {
        gtkProperty("empty")
    }

    /// [GtkWindowControls:side](https://docs.gtk.org/gtk4/property.WindowControls.side.html)
    public var side: PackType {
        get { gtkProperty("side") }
        set { setGtkProperty("side", newValue) }
    }
}
#endif
