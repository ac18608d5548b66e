// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkFrame](https://docs.gtk.org/gtk3/class.Frame.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let frame = Frame()
/// frame.label = "Text"
/// place(frame, key: "frame")
/// ```
@MainActor
public final class Frame: Widget, FrameProtocol {
    /// A new GtkFrame with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_frame_get_type(), 0, nil, nil)))
    }
}
