#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
public enum IconSize: Int32, Sendable, GtkEnumeration {
    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case invalid = 0

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case menu = 1

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case smallToolbar = 2

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case largeToolbar = 3

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case button = 4

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case dnd = 5

    /// [GtkIconSize](https://docs.gtk.org/gtk3/enum.IconSize.html)
    case dialog = 6
}
#endif
