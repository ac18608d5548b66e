#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkRecentSortType](https://docs.gtk.org/gtk3/enum.RecentSortType.html)
public enum RecentSortType: Int32, Sendable, GtkEnumeration {
    /// [GtkRecentSortType](https://docs.gtk.org/gtk3/enum.RecentSortType.html)
    case `none` = 0

    /// [GtkRecentSortType](https://docs.gtk.org/gtk3/enum.RecentSortType.html)
    case mru = 1

    /// [GtkRecentSortType](https://docs.gtk.org/gtk3/enum.RecentSortType.html)
    case lru = 2

    /// [GtkRecentSortType](https://docs.gtk.org/gtk3/enum.RecentSortType.html)
    case custom = 3
}
#endif
