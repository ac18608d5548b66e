#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkInscriptionOverflow](https://docs.gtk.org/gtk4/enum.InscriptionOverflow.html)
public enum InscriptionOverflow: Int32, Sendable, GtkEnumeration {
    /// [GtkInscriptionOverflow](https://docs.gtk.org/gtk4/enum.InscriptionOverflow.html)
    case clip = 0

    /// [GtkInscriptionOverflow](https://docs.gtk.org/gtk4/enum.InscriptionOverflow.html)
    case ellipsizeStart = 1

    /// [GtkInscriptionOverflow](https://docs.gtk.org/gtk4/enum.InscriptionOverflow.html)
    case ellipsizeMiddle = 2

    /// [GtkInscriptionOverflow](https://docs.gtk.org/gtk4/enum.InscriptionOverflow.html)
    case ellipsizeEnd = 3
}
#endif
