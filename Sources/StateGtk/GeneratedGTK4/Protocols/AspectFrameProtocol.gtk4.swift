#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkAspectFrame](https://docs.gtk.org/gtk4/class.AspectFrame.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol AspectFrameProtocol: Widget {}

@MainActor
extension AspectFrameProtocol {
    /// [GtkAspectFrame:obey-child](https://docs.gtk.org/gtk4/property.AspectFrame.obey-child.html)
    public var obeysChild: Bool {
        get { gtkProperty("obey-child") }
        set { setGtkProperty("obey-child", newValue) }
    }

    /// [GtkAspectFrame:ratio](https://docs.gtk.org/gtk4/property.AspectFrame.ratio.html)
    public var ratio: Double {
        get { gtkProperty("ratio") }
        set { setGtkProperty("ratio", newValue) }
    }

    /// [GtkAspectFrame:xalign](https://docs.gtk.org/gtk4/property.AspectFrame.xalign.html)
    public var xalign: Double {
        get { gtkProperty("xalign") }
        set { setGtkProperty("xalign", newValue) }
    }

    /// [GtkAspectFrame:yalign](https://docs.gtk.org/gtk4/property.AspectFrame.yalign.html)
    public var yalign: Double {
        get { gtkProperty("yalign") }
        set { setGtkProperty("yalign", newValue) }
    }
}
#endif
