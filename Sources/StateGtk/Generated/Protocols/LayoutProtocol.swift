#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkLayout](https://docs.gtk.org/gtk3/class.Layout.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol LayoutProtocol: Widget {}

@MainActor
extension LayoutProtocol {
    /// [GtkLayout:height](https://docs.gtk.org/gtk3/property.Layout.height.html)
    public var height: Int {
        get { gtkProperty("height") }
        set { setGtkProperty("height", newValue) }
    }

    /// [GtkLayout:width](https://docs.gtk.org/gtk3/property.Layout.width.html)
    public var width: Int {
        get { gtkProperty("width") }
        set { setGtkProperty("width", newValue) }
    }
}
#endif
