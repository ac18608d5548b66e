#if GTK3
import CGtk
/// A GtkToggleButton: a button that stays pressed in. `CheckButton` is its boxed variant.
///
/// `isActive` is a value the user changes: set from render, it reaches the button only when
/// it differs from what the program gave last time, so the user's toggle stands (see "Values
/// the user changes"). The change it makes does not run `onToggled`: only the user's toggles do.
///
/// ```swift
/// bold.label = "Bold"
/// bold.isActive = state["bold"] as? Bool ?? false
/// bold.onToggled = { [weak self] on in self?.state["bold"] = on }
/// ```
@MainActor
public class ToggleButton: Widget, ButtonProtocol, ToggleButtonProtocol {
    private var toggle: UnsafeMutablePointer<GtkToggleButton> { gcast(gtkWidget) }

    /// A button that stays pressed; `onToggled` gets the new state when the user toggles it.
    public convenience init(label: String = "", isActive: Bool = false, onToggled: (@MainActor (Bool) -> Void)? = nil) {
        self.init(Self.makeWidget(label: label), label: label, isActive: isActive, onToggled: onToggled)
    }

    /// The GtkWidget an instance of this class wraps: subclasses make their own kind.
    class func makeWidget(label: String) -> UnsafeMutablePointer<GtkWidget> { gtk_toggle_button_new_with_label(label) }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, label: String, isActive: Bool, onToggled: (@MainActor (Bool) -> Void)?) {
        self.label = label
        gtk_toggle_button_set_active(gcast(widget), isActive ? 1 : 0)
        super.init(widget)
        _ = programValues.accept(isActive, for: "active")
        if let onToggled { self.onToggled = onToggled }
    }

    /// The text beside or on the button.
    public var label: String {
        didSet { if recordIfChanged(oldValue, label, .labelSet) { gtk_button_set_label(gcast(gtkWidget), label) } }
    }

    /// Whether the button is pressed in (checked), as on screen now; set, the program's value,
    /// written when it is a new one.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { setProgramValue("active", newValue, shown: { isActive }) { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) } }
    }

    /// What the user's toggle does, with the new state: GTK's
    /// [toggled](https://docs.gtk.org/gtk3/signal.ToggleButton.toggled.html), on the same
    /// connection as ``ToggleButtonProtocol``'s argument-less `onToggled` (setting one replaces
    /// the other).
    public var onToggled: (@MainActor (Bool) -> Void)? {
        get { signalClosure("toggled") }
        set {
            let toggle = toggle
            let raw: @MainActor () -> Void = { newValue?(gtk_toggle_button_get_active(toggle) != 0) }
            setSignal("toggled", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}

/// A GtkCheckButton: a check box with a label, made like a ``ToggleButton``.
///
/// ```swift
/// let remember = CheckButton(label: "Remember me", isActive: true) { on in print(on) }
/// ```
@MainActor
public final class CheckButton: ToggleButton {
    override class func makeWidget(label: String) -> UnsafeMutablePointer<GtkWidget> { gtk_check_button_new_with_label(label) }
}
#endif
