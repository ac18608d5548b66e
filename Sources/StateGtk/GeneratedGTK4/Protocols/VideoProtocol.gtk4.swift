#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkVideo](https://docs.gtk.org/gtk4/class.Video.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol VideoProtocol: Widget {}

@MainActor
extension VideoProtocol {
    /// [GtkVideo:autoplay](https://docs.gtk.org/gtk4/property.Video.autoplay.html)
    public var isAutoplay: Bool {
        get { gtkProperty("autoplay") }
        set { setGtkProperty("autoplay", newValue) }
    }

    /// [GtkVideo:loop](https://docs.gtk.org/gtk4/property.Video.loop.html)
    public var isLoop: Bool {
        get { gtkProperty("loop") }
        set { setGtkProperty("loop", newValue) }
    }
}
#endif
