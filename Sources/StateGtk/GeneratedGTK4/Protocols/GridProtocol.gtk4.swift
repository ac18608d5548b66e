#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkGrid](https://docs.gtk.org/gtk4/class.Grid.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol GridProtocol: Widget {}

@MainActor
extension GridProtocol {
    /// [GtkGrid:baseline-row](https://docs.gtk.org/gtk4/property.Grid.baseline-row.html)
    public var baselineRow: Int {
        get { gtkProperty("baseline-row") }
        set { setGtkProperty("baseline-row", newValue) }
    }

    /// [GtkGrid:column-homogeneous](https://docs.gtk.org/gtk4/property.Grid.column-homogeneous.html)
    public var isColumnHomogeneous: Bool {
        get { gtkProperty("column-homogeneous") }
        set { setGtkProperty("column-homogeneous", newValue) }
    }

    /// [GtkGrid:column-spacing](https://docs.gtk.org/gtk4/property.Grid.column-spacing.html)
    public var columnSpacing: Int {
        get { gtkProperty("column-spacing") }
        set { setGtkProperty("column-spacing", newValue) }
    }

    /// [GtkGrid:row-homogeneous](https://docs.gtk.org/gtk4/property.Grid.row-homogeneous.html)
    public var isRowHomogeneous: Bool {
        get { gtkProperty("row-homogeneous") }
        set { setGtkProperty("row-homogeneous", newValue) }
    }

    /// [GtkGrid:row-spacing](https://docs.gtk.org/gtk4/property.Grid.row-spacing.html)
    public var rowSpacing: Int {
        get { gtkProperty("row-spacing") }
        set { setGtkProperty("row-spacing", newValue) }
    }
}
#endif
