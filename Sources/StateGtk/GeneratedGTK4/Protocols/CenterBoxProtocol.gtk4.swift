#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkCenterBox](https://docs.gtk.org/gtk4/class.CenterBox.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol CenterBoxProtocol: Widget {}

@MainActor
extension CenterBoxProtocol {
    /// [GtkCenterBox:baseline-position](https://docs.gtk.org/gtk4/property.CenterBox.baseline-position.html)
    public var baselinePosition: BaselinePosition {
        get { gtkProperty("baseline-position") }
        set { setGtkProperty("baseline-position", newValue) }
    }
}
#endif
