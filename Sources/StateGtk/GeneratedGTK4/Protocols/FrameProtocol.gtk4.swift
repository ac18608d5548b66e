#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFrame](https://docs.gtk.org/gtk4/class.Frame.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FrameProtocol: Widget {}

@MainActor
extension FrameProtocol {
    /// [GtkFrame:label](https://docs.gtk.org/gtk4/property.Frame.label.html)
    public var label: String? {
        get { gtkProperty("label") }
        set { setGtkProperty("label", newValue) }
    }

    /// [GtkFrame:label-xalign](https://docs.gtk.org/gtk4/property.Frame.label-xalign.html)
    public var labelXalign: Double {
        get { gtkProperty("label-xalign") }
        set { setGtkProperty("label-xalign", newValue) }
    }
}
#endif
