#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkRange](https://docs.gtk.org/gtk4/class.Range.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let range = Range()
/// range.orientation = .vertical
/// place(range, key: "range")
/// ```
@MainActor
public final class Range: Widget, RangeProtocol, OrientableProtocol {
    /// A new GtkRange with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_range_get_type(), 0, nil, nil)))
    }
}
#endif
