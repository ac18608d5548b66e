#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkScrollbar](https://docs.gtk.org/gtk4/class.Scrollbar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let scrollbar = Scrollbar()
/// scrollbar.orientation = .vertical
/// place(scrollbar, key: "scrollbar")
/// ```
@MainActor
public final class Scrollbar: Widget, ScrollbarProtocol, OrientableProtocol {
    /// A new GtkScrollbar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_scrollbar_get_type(), 0, nil, nil)))
    }
}
#endif
