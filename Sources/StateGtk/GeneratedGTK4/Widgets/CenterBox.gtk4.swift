#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkCenterBox](https://docs.gtk.org/gtk4/class.CenterBox.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let centerBox = CenterBox()
/// centerBox.baselinePosition = .top
/// place(centerBox, key: "centerBox")
/// ```
@MainActor
public final class CenterBox: Widget, CenterBoxProtocol, OrientableProtocol {
    /// A new GtkCenterBox with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_center_box_get_type(), 0, nil, nil)))
    }
}
#endif
