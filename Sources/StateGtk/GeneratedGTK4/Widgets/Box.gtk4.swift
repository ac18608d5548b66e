#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkBox](https://docs.gtk.org/gtk4/class.Box.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let box = Box()
/// box.baselinePosition = .top
/// place(box, key: "box")
/// ```
@MainActor
public final class Box: Widget, BoxProtocol, OrientableProtocol {
    /// A new GtkBox with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_box_get_type(), 0, nil, nil)))
    }
}
#endif
