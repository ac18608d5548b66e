#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkNotebookTab](https://docs.gtk.org/gtk4/enum.NotebookTab.html)
public enum NotebookTab: Int32, Sendable, GtkEnumeration {
    /// [GtkNotebookTab](https://docs.gtk.org/gtk4/enum.NotebookTab.html)
    case first = 0

    /// [GtkNotebookTab](https://docs.gtk.org/gtk4/enum.NotebookTab.html)
    case last = 1
}
#endif
