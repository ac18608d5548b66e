// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkOverlay](https://docs.gtk.org/gtk3/class.Overlay.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let overlay = Overlay()
/// place(overlay, key: "overlay")
/// ```
@MainActor
public final class Overlay: Widget {
    /// A new GtkOverlay with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_overlay_get_type(), 0, nil, nil)))
    }
}
