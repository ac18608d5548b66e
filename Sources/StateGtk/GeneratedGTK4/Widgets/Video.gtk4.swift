#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkVideo](https://docs.gtk.org/gtk4/class.Video.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let video = Video()
/// video.isAutoplay = true
/// place(video, key: "video")
/// ```
@MainActor
public final class Video: Widget, VideoProtocol {
    /// A new GtkVideo with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_video_get_type(), 0, nil, nil)))
    }
}
#endif
