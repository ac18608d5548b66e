#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkContentFit](https://docs.gtk.org/gtk4/enum.ContentFit.html)
public enum ContentFit: Int32, Sendable, GtkEnumeration {
    /// [GtkContentFit](https://docs.gtk.org/gtk4/enum.ContentFit.html)
    case fill = 0

    /// [GtkContentFit](https://docs.gtk.org/gtk4/enum.ContentFit.html)
    case contain = 1

    /// [GtkContentFit](https://docs.gtk.org/gtk4/enum.ContentFit.html)
    case cover = 2

    /// [GtkContentFit](https://docs.gtk.org/gtk4/enum.ContentFit.html)
    case scaleDown = 3
}
#endif
