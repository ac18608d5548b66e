#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkSpinButtonUpdatePolicy](https://docs.gtk.org/gtk4/enum.SpinButtonUpdatePolicy.html)
public enum SpinButtonUpdatePolicy: Int32, Sendable, GtkEnumeration {
    /// [GtkSpinButtonUpdatePolicy](https://docs.gtk.org/gtk4/enum.SpinButtonUpdatePolicy.html)
    case always = 0

    /// [GtkSpinButtonUpdatePolicy](https://docs.gtk.org/gtk4/enum.SpinButtonUpdatePolicy.html)
    case ifValid = 1
}
#endif
