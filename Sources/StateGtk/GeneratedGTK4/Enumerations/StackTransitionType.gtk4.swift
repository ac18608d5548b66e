#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
public enum StackTransitionType: Int32, Sendable, GtkEnumeration {
    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case `none` = 0

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case crossfade = 1

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideRight = 2

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideLeft = 3

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideUp = 4

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideDown = 5

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideLeftRight = 6

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case slideUpDown = 7

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overUp = 8

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overDown = 9

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overLeft = 10

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overRight = 11

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case underUp = 12

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case underDown = 13

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case underLeft = 14

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case underRight = 15

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overUpDown = 16

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overDownUp = 17

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overLeftRight = 18

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case overRightLeft = 19

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case rotateLeft = 20

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case rotateRight = 21

    /// [GtkStackTransitionType](https://docs.gtk.org/gtk4/enum.StackTransitionType.html)
    case rotateLeftRight = 22
}
#endif
