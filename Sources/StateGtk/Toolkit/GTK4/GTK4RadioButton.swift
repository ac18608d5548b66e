#if GTK4 && !GTK3
import CGtk4

/// A radio button on GTK 4, where GtkRadioButton is gone: a GtkCheckButton, which GTK 4 draws
/// as a radio button once it is in a group (`join(_:)`); alone it shows as a check box. The
/// same name and members as GTK 3's generated `RadioButton` that apps use: `label`,
/// `isActive`, `onToggled` with the new state and `join(_:)` (Widgets/RadioButton+Group.swift).
///
/// ```swift
/// let small = RadioButton(), large = RadioButton()
/// small.label = "Small"
/// large.label = "Large"
/// large.join(small)
/// large.onToggled = { [weak self] on in if on { self?.state["size"] = "large" } }
/// place(small, key: "small")
/// place(large, key: "large")
/// ```
@MainActor
public final class RadioButton: ToggleButton {
    override class func makeWidget(label: String) -> UnsafeMutablePointer<GtkWidget> { gtk_check_button_new_with_label(label) }
}
#endif
