#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkFrame](https://docs.gtk.org/gtk3/class.Frame.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FrameProtocol: Widget {}

@MainActor
extension FrameProtocol {
    /// [GtkFrame:label](https://docs.gtk.org/gtk3/property.Frame.label.html)
    public var label: String? {
        get { gtkProperty("label") }
        set { setGtkProperty("label", newValue) }
    }

    /// [GtkFrame:label-xalign](https://docs.gtk.org/gtk3/property.Frame.label-xalign.html)
    public var labelXalign: Double {
        get { gtkProperty("label-xalign") }
        set { setGtkProperty("label-xalign", newValue) }
    }

    /// [GtkFrame:label-yalign](https://docs.gtk.org/gtk3/property.Frame.label-yalign.html)
    public var labelYalign: Double {
        get { gtkProperty("label-yalign") }
        set { setGtkProperty("label-yalign", newValue) }
    }

    /// [GtkFrame:shadow-type](https://docs.gtk.org/gtk3/property.Frame.shadow-type.html)
    public var shadowType: ShadowType {
        get { gtkProperty("shadow-type") }
        set { setGtkProperty("shadow-type", newValue) }
    }
}
#endif
