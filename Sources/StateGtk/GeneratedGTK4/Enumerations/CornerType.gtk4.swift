#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkCornerType](https://docs.gtk.org/gtk4/enum.CornerType.html)
public enum CornerType: Int32, Sendable, GtkEnumeration {
    /// [GtkCornerType](https://docs.gtk.org/gtk4/enum.CornerType.html)
    case topLeft = 0

    /// [GtkCornerType](https://docs.gtk.org/gtk4/enum.CornerType.html)
    case bottomLeft = 1

    /// [GtkCornerType](https://docs.gtk.org/gtk4/enum.CornerType.html)
    case topRight = 2

    /// [GtkCornerType](https://docs.gtk.org/gtk4/enum.CornerType.html)
    case bottomRight = 3
}
#endif
