#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
public enum ShadowType: Int32, Sendable, GtkEnumeration {
    /// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
    case `none` = 0

    /// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
    case `in` = 1

    /// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
    case out = 2

    /// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
    case etchedIn = 3

    /// [GtkShadowType](https://docs.gtk.org/gtk3/enum.ShadowType.html)
    case etchedOut = 4
}
#endif
