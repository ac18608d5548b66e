// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkPaned](https://docs.gtk.org/gtk3/class.Paned.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let paned = Paned()
/// paned.position = 1
/// place(paned, key: "paned")
/// ```
@MainActor
public final class Paned: Widget, PanedProtocol, OrientableProtocol {
    /// A new GtkPaned with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_paned_get_type(), 0, nil, nil)))
    }
}
