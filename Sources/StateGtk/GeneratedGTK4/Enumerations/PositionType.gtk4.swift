#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkPositionType](https://docs.gtk.org/gtk4/enum.PositionType.html)
public enum PositionType: Int32, Sendable, GtkEnumeration {
    /// [GtkPositionType](https://docs.gtk.org/gtk4/enum.PositionType.html)
    case left = 0

    /// [GtkPositionType](https://docs.gtk.org/gtk4/enum.PositionType.html)
    case right = 1

    /// [GtkPositionType](https://docs.gtk.org/gtk4/enum.PositionType.html)
    case top = 2

    /// [GtkPositionType](https://docs.gtk.org/gtk4/enum.PositionType.html)
    case bottom = 3
}
#endif
