#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkButtonBox](https://docs.gtk.org/gtk3/class.ButtonBox.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ButtonBoxProtocol: Widget {}

@MainActor
extension ButtonBoxProtocol {
    /// [GtkButtonBox:layout-style](https://docs.gtk.org/gtk3/property.ButtonBox.layout-style.html)
    public var layoutStyle: ButtonBoxStyle {
        get { gtkProperty("layout-style") }
        set { setGtkProperty("layout-style", newValue) }
    }
}
#endif
