#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkNotebookTab](https://docs.gtk.org/gtk3/enum.NotebookTab.html)
public enum NotebookTab: Int32, Sendable, GtkEnumeration {
    /// [GtkNotebookTab](https://docs.gtk.org/gtk3/enum.NotebookTab.html)
    case first = 0

    /// [GtkNotebookTab](https://docs.gtk.org/gtk3/enum.NotebookTab.html)
    case last = 1
}
#endif
