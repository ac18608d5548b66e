#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkSensitivityType](https://docs.gtk.org/gtk3/enum.SensitivityType.html)
public enum SensitivityType: Int32, Sendable, GtkEnumeration {
    /// [GtkSensitivityType](https://docs.gtk.org/gtk3/enum.SensitivityType.html)
    case auto = 0

    /// [GtkSensitivityType](https://docs.gtk.org/gtk3/enum.SensitivityType.html)
    case on = 1

    /// [GtkSensitivityType](https://docs.gtk.org/gtk3/enum.SensitivityType.html)
    case off = 2
}
#endif
