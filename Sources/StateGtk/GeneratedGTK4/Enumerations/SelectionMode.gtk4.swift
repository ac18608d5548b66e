#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkSelectionMode](https://docs.gtk.org/gtk4/enum.SelectionMode.html)
public enum SelectionMode: Int32, Sendable, GtkEnumeration {
    /// [GtkSelectionMode](https://docs.gtk.org/gtk4/enum.SelectionMode.html)
    case `none` = 0

    /// [GtkSelectionMode](https://docs.gtk.org/gtk4/enum.SelectionMode.html)
    case single = 1

    /// [GtkSelectionMode](https://docs.gtk.org/gtk4/enum.SelectionMode.html)
    case browse = 2

    /// [GtkSelectionMode](https://docs.gtk.org/gtk4/enum.SelectionMode.html)
    case multiple = 3
}
#endif
