#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
public enum ScrollType: Int32, Sendable, GtkEnumeration {
    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case `none` = 0

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case jump = 1

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepBackward = 2

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepForward = 3

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageBackward = 4

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageForward = 5

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepUp = 6

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepDown = 7

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageUp = 8

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageDown = 9

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepLeft = 10

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case stepRight = 11

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageLeft = 12

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case pageRight = 13

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case start = 14

    /// [GtkScrollType](https://docs.gtk.org/gtk4/enum.ScrollType.html)
    case end = 15
}
#endif
