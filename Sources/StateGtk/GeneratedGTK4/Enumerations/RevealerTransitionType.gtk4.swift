#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
public enum RevealerTransitionType: Int32, Sendable, GtkEnumeration {
    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case `none` = 0

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case crossfade = 1

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case slideRight = 2

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case slideLeft = 3

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case slideUp = 4

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case slideDown = 5

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case swingRight = 6

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case swingLeft = 7

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case swingUp = 8

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk4/enum.RevealerTransitionType.html)
    case swingDown = 9
}
#endif
