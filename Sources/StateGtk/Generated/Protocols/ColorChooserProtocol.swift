// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// The properties and signals of [GtkColorChooser](https://docs.gtk.org/gtk3/iface.ColorChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol ColorChooserProtocol: Widget {}

@MainActor
extension ColorChooserProtocol {
    /// [GtkColorChooser:use-alpha](https://docs.gtk.org/gtk3/property.ColorChooser.use-alpha.html)
    public var usesAlpha: Bool {
        get { gtkProperty("use-alpha") }
        set { setGtkProperty("use-alpha", newValue) }
    }
}
