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
typealias GtkSpinButtonPointer = UnsafeMutablePointer<GtkSpinButton>
typealias GtkAboutDialogPointer = UnsafeMutablePointer<GtkAboutDialog>
typealias GtkTreeViewColumnPointer = UnsafeMutablePointer<GtkTreeViewColumn>
typealias GtkLinkButtonPointer = UnsafeMutablePointer<GtkLinkButton>
typealias GtkHeaderBarPointer = UnsafeMutablePointer<GtkHeaderBar>
typealias GtkInfoBarPointer = UnsafeMutablePointer<GtkInfoBar>
typealias GtkOverlayPointer = UnsafeMutablePointer<GtkOverlay>
typealias GtkStackPointer = UnsafeMutablePointer<GtkStack>
typealias GtkNotebookPointer = UnsafeMutablePointer<GtkNotebook>
typealias GtkFlowBoxPointer = UnsafeMutablePointer<GtkFlowBox>
typealias GtkListBoxPointer = UnsafeMutablePointer<GtkListBox>
typealias GtkSearchEntryPointer = UnsafeMutablePointer<GtkSearchEntry>
typealias GtkMenuButtonPointer = UnsafeMutablePointer<GtkMenuButton>
#else
typealias GtkLabelPointer = OpaquePointer
typealias GtkSwitchPointer = OpaquePointer
typealias GtkProgressBarPointer = OpaquePointer
typealias GtkComboBoxTextPointer = OpaquePointer
typealias GtkImagePointer = OpaquePointer
typealias GtkScrolledWindowPointer = OpaquePointer
typealias GtkSpinButtonPointer = OpaquePointer
typealias GtkAboutDialogPointer = OpaquePointer
typealias GtkTreeViewColumnPointer = OpaquePointer
typealias GtkLinkButtonPointer = OpaquePointer
typealias GtkHeaderBarPointer = OpaquePointer
typealias GtkInfoBarPointer = OpaquePointer
typealias GtkOverlayPointer = OpaquePointer
typealias GtkStackPointer = OpaquePointer
typealias GtkNotebookPointer = OpaquePointer
typealias GtkFlowBoxPointer = OpaquePointer
typealias GtkListBoxPointer = OpaquePointer
typealias GtkSearchEntryPointer = OpaquePointer
typealias GtkMenuButtonPointer = OpaquePointer
#endif

/// A GObject instance pointer as an `OpaquePointer`, for GTK 4's classes with private structs
/// (see `GtkLabelPointer`).
@inline(__always)
func gcast<From>(_ pointer: UnsafeMutablePointer<From>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// A GTK 4 instance pointer of a class with a private struct as a typed pointer (a
/// `GtkWidget`, a `GObject`).
@inline(__always)
func gcast<To>(_ pointer: OpaquePointer, to type: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutablePointer(pointer)
}
