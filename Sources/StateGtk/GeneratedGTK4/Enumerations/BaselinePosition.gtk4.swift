#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkBaselinePosition](https://docs.gtk.org/gtk4/enum.BaselinePosition.html)
public enum BaselinePosition: Int32, Sendable, GtkEnumeration {
    /// [GtkBaselinePosition](https://docs.gtk.org/gtk4/enum.BaselinePosition.html)
    case top = 0

    /// [GtkBaselinePosition](https://docs.gtk.org/gtk4/enum.BaselinePosition.html)
    case center = 1

    /// [GtkBaselinePosition](https://docs.gtk.org/gtk4/enum.BaselinePosition.html)
    case bottom = 2
}
#endif
