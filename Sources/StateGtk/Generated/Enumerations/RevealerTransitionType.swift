#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
public enum RevealerTransitionType: Int32, Sendable, GtkEnumeration {
    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case `none` = 0

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case crossfade = 1

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case slideRight = 2

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case slideLeft = 3

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case slideUp = 4

    /// [GtkRevealerTransitionType](https://docs.gtk.org/gtk3/enum.RevealerTransitionType.html)
    case slideDown = 5
}
#endif
