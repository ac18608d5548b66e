#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
public enum ButtonBoxStyle: Int32, Sendable, GtkEnumeration {
    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case spread = 1

    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case edge = 2

    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case start = 3

    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case end = 4

    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case center = 5

    /// [GtkButtonBoxStyle](https://docs.gtk.org/gtk3/enum.ButtonBoxStyle.html)
    case expand = 6
}
#endif
