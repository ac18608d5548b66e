#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkScrollbar](https://docs.gtk.org/gtk4/class.Scrollbar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ScrollbarProtocol: Widget {}

@MainActor
extension ScrollbarProtocol {
    /// [GtkScrollbar:adjustment](https://docs.gtk.org/gtk4/property.Scrollbar.adjustment.html)
    public var adjustment: Adjustment {
        get { gtkAdjustment("adjustment") }
        set { setGtkAdjustment("adjustment", newValue) }
    }
}
#endif
