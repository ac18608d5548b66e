#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkMediaControls](https://docs.gtk.org/gtk4/class.MediaControls.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let mediaControls = MediaControls()
/// place(mediaControls, key: "mediaControls")
/// ```
@MainActor
public final class MediaControls: Widget {
    /// A new GtkMediaControls with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_media_controls_get_type(), 0, nil, nil)))
    }
}
#endif
