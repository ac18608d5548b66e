// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkDrawingArea](https://docs.gtk.org/gtk3/class.DrawingArea.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let drawingArea = DrawingArea()
/// place(drawingArea, key: "drawingArea")
/// ```
@MainActor
public final class DrawingArea: Widget {
    /// A new GtkDrawingArea with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_drawing_area_get_type(), 0, nil, nil)))
    }
}
