#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkPicture](https://docs.gtk.org/gtk4/class.Picture.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let picture = Picture()
/// picture.alternativeText = "Text"
/// place(picture, key: "picture")
/// ```
@MainActor
public final class Picture: Widget, PictureProtocol {
    /// A new GtkPicture with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_picture_get_type(), 0, nil, nil)))
    }
}
#endif
