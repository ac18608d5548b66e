// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The C pointers of GTK classes whose instance struct GTK 4 made private: Swift imports them as
/// typed pointers on GTK 3 and as `OpaquePointer` on GTK 4, so a wrapper written once for both
/// toolkits names its widget by these. `gcast` gives either.
///
/// ```swift
/// private var label: GtkLabelPointer { gcast(gtkWidget) }
/// ```
#if GTK3
typealias GtkLabelPointer = UnsafeMutablePointer<GtkLabel>
typealias GtkSwitchPointer = UnsafeMutablePointer<GtkSwitch>
typealias GtkProgressBarPointer = UnsafeMutablePointer<GtkProgressBar>
typealias GtkComboBoxTextPointer = UnsafeMutablePointer<GtkComboBoxText>
typealias GtkImagePointer = UnsafeMutablePointer<GtkImage>
typealias GtkScrolledWindowPointer = UnsafeMutablePointer<GtkScrolledWindow>
#else
typealias GtkLabelPointer = OpaquePointer
typealias GtkSwitchPointer = OpaquePointer
typealias GtkProgressBarPointer = OpaquePointer
typealias GtkComboBoxTextPointer = OpaquePointer
typealias GtkImagePointer = OpaquePointer
typealias GtkScrolledWindowPointer = OpaquePointer
#endif

/// A GObject instance pointer as an `OpaquePointer`, for GTK 4's classes with private structs
/// (see `GtkLabelPointer`).
@inline(__always)
func gcast<From>(_ pointer: UnsafeMutablePointer<From>) -> OpaquePointer {
    OpaquePointer(pointer)
}
