#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkStatusbar](https://docs.gtk.org/gtk4/class.Statusbar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let statusbar = Statusbar()
/// place(statusbar, key: "statusbar")
/// ```
@MainActor
public final class Statusbar: Widget, StatusbarProtocol {
    /// A new GtkStatusbar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_statusbar_get_type(), 0, nil, nil)))
    }
}
#endif
