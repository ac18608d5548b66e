#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
public enum InputPurpose: Int32, Sendable, GtkEnumeration {
    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case freeForm = 0

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case alpha = 1

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case digits = 2

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case number = 3

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case phone = 4

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case url = 5

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case email = 6

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case name = 7

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case password = 8

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case pin = 9

    /// [GtkInputPurpose](https://docs.gtk.org/gtk4/enum.InputPurpose.html)
    case terminal = 10
}
#endif
