#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkEventBox](https://docs.gtk.org/gtk3/class.EventBox.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let eventBox = EventBox()
/// eventBox.isAboveChild = true
/// place(eventBox, key: "eventBox")
/// ```
@MainActor
public final class EventBox: Widget, EventBoxProtocol {
    /// A new GtkEventBox with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_event_box_get_type(), 0, nil, nil)))
    }
}
#endif
