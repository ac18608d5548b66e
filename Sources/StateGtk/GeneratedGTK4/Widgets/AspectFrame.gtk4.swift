#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkAspectFrame](https://docs.gtk.org/gtk4/class.AspectFrame.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let aspectFrame = AspectFrame()
/// aspectFrame.obeysChild = true
/// place(aspectFrame, key: "aspectFrame")
/// ```
@MainActor
public final class AspectFrame: Widget, AspectFrameProtocol {
    /// A new GtkAspectFrame with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_aspect_frame_get_type(), 0, nil, nil)))
    }
}
#endif
