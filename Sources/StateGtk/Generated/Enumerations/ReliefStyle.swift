#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkReliefStyle](https://docs.gtk.org/gtk3/enum.ReliefStyle.html)
public enum ReliefStyle: Int32, Sendable, GtkEnumeration {
    /// [GtkReliefStyle](https://docs.gtk.org/gtk3/enum.ReliefStyle.html)
    case normal = 0

    /// [GtkReliefStyle](https://docs.gtk.org/gtk3/enum.ReliefStyle.html)
    case `none` = 2
}
#endif
