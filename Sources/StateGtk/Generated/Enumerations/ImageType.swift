#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
public enum ImageType: Int32, Sendable, GtkEnumeration {
    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case empty = 0

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case pixbuf = 1

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case stock = 2

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case iconSet = 3

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case animation = 4

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case iconName = 5

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case gicon = 6

    /// [GtkImageType](https://docs.gtk.org/gtk3/enum.ImageType.html)
    case surface = 7
}
#endif
