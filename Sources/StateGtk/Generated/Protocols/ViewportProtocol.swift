#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkViewport](https://docs.gtk.org/gtk3/class.Viewport.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ViewportProtocol: Widget {}

@MainActor
extension ViewportProtocol {
    /// [GtkViewport:shadow-type](https://docs.gtk.org/gtk3/property.Viewport.shadow-type.html)
    public var shadowType: ShadowType {
        get { gtkProperty("shadow-type") }
        set { setGtkProperty("shadow-type", newValue) }
    }
}
#endif
