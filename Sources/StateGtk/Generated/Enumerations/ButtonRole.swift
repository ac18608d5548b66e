#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkButtonRole](https://docs.gtk.org/gtk3/enum.ButtonRole.html)
public enum ButtonRole: Int32, Sendable, GtkEnumeration {
    /// [GtkButtonRole](https://docs.gtk.org/gtk3/enum.ButtonRole.html)
    case normal = 0

    /// [GtkButtonRole](https://docs.gtk.org/gtk3/enum.ButtonRole.html)
    case check = 1

    /// [GtkButtonRole](https://docs.gtk.org/gtk3/enum.ButtonRole.html)
    case radio = 2
}
#endif
