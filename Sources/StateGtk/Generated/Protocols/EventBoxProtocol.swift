#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkEventBox](https://docs.gtk.org/gtk3/class.EventBox.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol EventBoxProtocol: Widget {}

@MainActor
extension EventBoxProtocol {
    /// [GtkEventBox:above-child](https://docs.gtk.org/gtk3/property.EventBox.above-child.html)
    public var isAboveChild: Bool {
        get { gtkProperty("above-child") }
        set { setGtkProperty("above-child", newValue) }
    }

    /// [GtkEventBox:visible-window](https://docs.gtk.org/gtk3/property.EventBox.visible-window.html)
    public var isVisibleWindow: Bool {
        get { gtkProperty("visible-window") }
        set { setGtkProperty("visible-window", newValue) }
    }
}
#endif
