#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkLevelBarMode](https://docs.gtk.org/gtk4/enum.LevelBarMode.html)
public enum LevelBarMode: Int32, Sendable, GtkEnumeration {
    /// [GtkLevelBarMode](https://docs.gtk.org/gtk4/enum.LevelBarMode.html)
    case continuous = 0

    /// [GtkLevelBarMode](https://docs.gtk.org/gtk4/enum.LevelBarMode.html)
    case discrete = 1
}
#endif
