#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkGrid](https://docs.gtk.org/gtk4/class.Grid.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let grid = Grid()
/// grid.baselineRow = 1
/// place(grid, key: "grid")
/// ```
@MainActor
public final class Grid: Widget, GridProtocol, OrientableProtocol {
    /// A new GtkGrid with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_grid_get_type(), 0, nil, nil)))
    }
}
#endif
