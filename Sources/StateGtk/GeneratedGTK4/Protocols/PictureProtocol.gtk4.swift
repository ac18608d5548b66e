#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkPicture](https://docs.gtk.org/gtk4/class.Picture.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol PictureProtocol: Widget {}

@MainActor
extension PictureProtocol {
    /// [GtkPicture:alternative-text](https://docs.gtk.org/gtk4/property.Picture.alternative-text.html)
    public var alternativeText: String? {
        get { gtkProperty("alternative-text") }
        set { setGtkProperty("alternative-text", newValue) }
    }

    /// [GtkPicture:can-shrink](https://docs.gtk.org/gtk4/property.Picture.can-shrink.html)
    public var canShrink: Bool {
        get { gtkProperty("can-shrink") }
        set { setGtkProperty("can-shrink", newValue) }
    }

    /// [GtkPicture:content-fit](https://docs.gtk.org/gtk4/property.Picture.content-fit.html)
    public var contentFit: ContentFit {
        get { gtkProperty("content-fit") }
        set { setGtkProperty("content-fit", newValue) }
    }
}
#endif
