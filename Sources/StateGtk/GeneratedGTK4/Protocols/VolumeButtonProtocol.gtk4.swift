#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkVolumeButton](https://docs.gtk.org/gtk4/class.VolumeButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol VolumeButtonProtocol: Widget {}

@MainActor
extension VolumeButtonProtocol {
    /// [GtkVolumeButton:use-symbolic](https://docs.gtk.org/gtk4/property.VolumeButton.use-symbolic.html)
    public var usesSymbolic: Bool {
        get { gtkProperty("use-symbolic") }
        set { setGtkProperty("use-symbolic", newValue) }
    }
}
#endif
