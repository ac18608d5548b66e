#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkLevelBarMode](https://docs.gtk.org/gtk3/enum.LevelBarMode.html)
public enum LevelBarMode: Int32, Sendable, GtkEnumeration {
    /// [GtkLevelBarMode](https://docs.gtk.org/gtk3/enum.LevelBarMode.html)
    case continuous = 0

    /// [GtkLevelBarMode](https://docs.gtk.org/gtk3/enum.LevelBarMode.html)
    case discrete = 1
}
#endif
