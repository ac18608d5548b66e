#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkWindowHandle](https://docs.gtk.org/gtk4/class.WindowHandle.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let windowHandle = WindowHandle()
/// place(windowHandle, key: "windowHandle")
/// ```
@MainActor
public final class WindowHandle: Widget {
    /// A new GtkWindowHandle with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_window_handle_get_type(), 0, nil, nil)))
    }
}
#endif
