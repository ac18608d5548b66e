#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
public enum DeleteType: Int32, Sendable, GtkEnumeration {
    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case chars = 0

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case wordEnds = 1

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case words = 2

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case displayLines = 3

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case displayLineEnds = 4

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case paragraphEnds = 5

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case paragraphs = 6

    /// [GtkDeleteType](https://docs.gtk.org/gtk4/enum.DeleteType.html)
    case whitespace = 7
}
#endif
