#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkViewport](https://docs.gtk.org/gtk4/class.Viewport.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let viewport = Viewport()
/// viewport.isScrollToFocus = true
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
