#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
public enum DirectionType: Int32, Sendable, GtkEnumeration {
    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case tabForward = 0

    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case tabBackward = 1

    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case up = 2

    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case down = 3

    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case left = 4

    /// [GtkDirectionType](https://docs.gtk.org/gtk4/enum.DirectionType.html)
    case right = 5
}
#endif
