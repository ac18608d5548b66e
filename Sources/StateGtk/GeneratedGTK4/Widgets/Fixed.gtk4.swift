#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkFixed](https://docs.gtk.org/gtk4/class.Fixed.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fixed = Fixed()
/// place(fixed, key: "fixed")
/// ```
@MainActor
public final class Fixed: Widget {
    /// A new GtkFixed with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_fixed_get_type(), 0, nil, nil)))
    }
}
#endif
