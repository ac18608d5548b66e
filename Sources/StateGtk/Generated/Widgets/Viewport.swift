#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkViewport](https://docs.gtk.org/gtk3/class.Viewport.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let viewport = Viewport()
/// viewport.shadowType = .`none`
/// place(viewport, key: "viewport")
/// ```
@MainActor
public final class Viewport: Widget, ViewportProtocol {
    /// A new GtkViewport with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_viewport_get_type(), 0, nil, nil)))
    }
}
#endif
