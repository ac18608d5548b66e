import CGtk

/// A GtkToggleButton: a button that stays pressed in. `CheckButton` is its boxed variant.
///
/// `isActive` set from render is compared with what is on screen (the user may have toggled
/// it since), and the change it makes does not run `onToggle`: only the user's toggles do.
///
/// ```swift
/// bold.label = "Bold"
/// bold.isActive = state["bold"] as? Bool ?? false
/// bold.onToggle = { [weak self] on in self?.state["bold"] = on }
/// ```
@MainActor
public class ToggleButton: Widget {
    private let toggled: SignalConnection<@MainActor (Bool) -> Void>
    private var toggle: UnsafeMutablePointer<GtkToggleButton> { gcast(gtkWidget) }

    /// A button that stays pressed; `onToggle` gets the new state when the user toggles it.
    public convenience init(label: String = "", isActive: Bool = false, onToggle: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(gtk_toggle_button_new_with_label(label), label: label, isActive: isActive, onToggle: onToggle)
    }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, label: String, isActive: Bool, onToggle: @escaping @MainActor (Bool) -> Void) {
        self.label = label
        gtk_toggle_button_set_active(gcast(widget), isActive ? 1 : 0)
        toggled = SignalConnection(widget.gpointer, "toggled", SignalTrampolines.toggledCallback, action: onToggle)
        super.init(widget)
    }

    /// The text beside or on the button.
    public var label: String {
        didSet { if recordIfChanged(oldValue, label, .labelSet) { gtk_button_set_label(gcast(gtkWidget), label) } }
    }

    /// Whether the button is pressed in (checked), as on screen now.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set {
            guard recordIfChanged(isActive, newValue) else { return }
            toggled.blocked { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
        }
    }

    /// What the user's toggle does, with the new state.
    public var onToggle: @MainActor (Bool) -> Void {
        get { toggled.action ?? { _ in } }
        set { toggled.action = newValue }
    }
}

/// A GtkCheckButton: a check box with a label.
///
/// ```swift
/// let remember = CheckButton(label: "Remember me", isActive: true) { on in print(on) }
/// ```
@MainActor
public final class CheckButton: ToggleButton {
    /// A check box with a label; `onToggle` gets the new state when the user toggles it.
    public convenience init(label: String = "", isActive: Bool = false, onToggle: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(gtk_check_button_new_with_label(label), label: label, isActive: isActive, onToggle: onToggle)
    }
}
