#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkWindowControls](https://docs.gtk.org/gtk4/class.WindowControls.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let windowControls = WindowControls()
/// windowControls.decorationLayout = "Text"
/// place(windowControls, key: "windowControls")
/// ```
@MainActor
public final class WindowControls: Widget, WindowControlsProtocol {
    /// A new GtkWindowControls with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_window_controls_get_type(), 0, nil, nil)))
    }
}
#endif
