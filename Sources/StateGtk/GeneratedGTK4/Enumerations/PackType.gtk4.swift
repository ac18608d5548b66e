#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkPackType](https://docs.gtk.org/gtk4/enum.PackType.html)
public enum PackType: Int32, Sendable, GtkEnumeration {
    /// [GtkPackType](https://docs.gtk.org/gtk4/enum.PackType.html)
    case start = 0

    /// [GtkPackType](https://docs.gtk.org/gtk4/enum.PackType.html)
    case end = 1
}
#endif
