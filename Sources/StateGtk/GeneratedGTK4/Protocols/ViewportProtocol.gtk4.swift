#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkViewport](https://docs.gtk.org/gtk4/class.Viewport.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ViewportProtocol: Widget {}

@MainActor
extension ViewportProtocol {
    /// [GtkViewport:scroll-to-focus](https://docs.gtk.org/gtk4/property.Viewport.scroll-to-focus.html)
    public var isScrollToFocus: Bool {
        get { gtkProperty("scroll-to-focus") }
        set { setGtkProperty("scroll-to-focus", newValue) }
    }
}
#endif
