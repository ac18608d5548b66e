// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkSeparator: a thin line between groups of widgets.
///
/// ```swift
/// place(Separator(.horizontal), key: "rule")
/// ```
@MainActor
public final class Separator: Widget {
    /// A thin line along `orientation`.
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
    /// The GtkOrientation of separators, scales and other oriented widgets. Built from the raw
    /// values because Swift 6.3.1's release (whole-module) builds of this package cannot see the
    /// GTK_ORIENTATION_* constants, although debug builds can.
    var gtk: GtkOrientation { GtkOrientation(rawValue: self == .horizontal ? 0 : 1) }
}
