#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkEntryIconPosition](https://docs.gtk.org/gtk3/enum.EntryIconPosition.html)
public enum EntryIconPosition: Int32, Sendable, GtkEnumeration {
    /// [GtkEntryIconPosition](https://docs.gtk.org/gtk3/enum.EntryIconPosition.html)
    case primary = 0

    /// [GtkEntryIconPosition](https://docs.gtk.org/gtk3/enum.EntryIconPosition.html)
    case secondary = 1
}
#endif
