#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkLayout](https://docs.gtk.org/gtk3/class.Layout.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let layout = Layout()
/// layout.height = 1
/// place(layout, key: "layout")
/// ```
@MainActor
public final class Layout: Widget, LayoutProtocol {
    /// A new GtkLayout with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_layout_get_type(), 0, nil, nil)))
    }
}
#endif
