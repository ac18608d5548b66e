import CGtk

/// A GtkSeparator: a thin line between groups of widgets.
///
/// ```swift
/// place(Separator(.horizontal), key: "rule")
/// ```
@MainActor
public final class Separator: Widget {
    public init(_ orientation: Axis = .horizontal) {
        self.orientation = orientation
        super.init(gtk_separator_new(orientation.gtk))
    }

    /// Which way the line runs.
    public var orientation: Axis {
        didSet { if recordIfChanged(oldValue, orientation) { gtk_orientable_set_orientation(OpaquePointer(gtkWidget), orientation.gtk) } }
    }
}

extension Axis {
    /// The GtkOrientation of separators, scales and other oriented widgets.
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
