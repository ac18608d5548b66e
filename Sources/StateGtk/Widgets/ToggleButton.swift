// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
public class ToggleButton: Widget {
    #if GTK3
    private var toggle: UnsafeMutablePointer<GtkToggleButton> { gcast(gtkWidget) }
    #endif

    /// A button that stays pressed; `onToggled` gets the new state when the user toggles it.
    public convenience init(label: String = "", isActive: Bool = false, onToggled: (@MainActor (Bool) -> Void)? = nil) {
        self.init(Self.makeWidget(label: label), label: label, isActive: isActive, onToggled: onToggled)
    }

    /// The GtkWidget an instance of this class wraps: subclasses make their own kind.
    class func makeWidget(label: String) -> UnsafeMutablePointer<GtkWidget> { gtk_toggle_button_new_with_label(label) }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, label: String, isActive: Bool, onToggled: (@MainActor (Bool) -> Void)?) {
        self.label = label
        super.init(widget)
        Self.setActive(isActive, of: widget)
        _ = programValues.accept(isActive, for: "active")
        if let onToggled { self.onToggled = onToggled }
        #if !GTK3
        nameAfterLabel(replacing: nil)
        #endif
    }

    /// The text beside or on the button; on a check or radio button also its accessible name,
    /// unless one is set.
    public var label: String {
        didSet {
            guard recordIfChanged(oldValue, label, .labelSet) else { return }
            GObjectProperty.set(gtkWidget.gpointer, "label", label)
            #if !GTK3
            nameAfterLabel(replacing: oldValue)
            #endif
        }
    }

    #if !GTK3
    /// GTK 4.8 names a check button (GTK 4's radio button too) by nothing, where a toggle button
    /// is labelled by its label, and an unnamed one is read out as "GtkCheckButton": its label
    /// is its name until the program sets another, as on GTK 3.
    private func nameAfterLabel(replacing old: String?) {
        guard g_type_check_instance_is_a(gtkWidget.gpointer.assumingMemoryBound(to: GTypeInstance.self), gtk_check_button_get_type()) != 0 else { return }
        Accessible.nameByContent(label.isEmpty ? nil : label, replacing: [old], of: gtkWidget)
    }
    #endif

    /// Whether the button is pressed in (checked), as on screen now; set, the program's value,
    /// written when it is a new one.
    public var isActive: Bool {
        get { Self.isActive(gtkWidget) }
        set { setProgramValue("active", newValue, shown: { isActive }) { Self.setActive(newValue, of: gtkWidget) } }
    }

    /// What the user's toggle does, with the new state: GTK's
    /// [toggled](https://docs.gtk.org/gtk3/signal.ToggleButton.toggled.html), on the same
    /// connection as ``ToggleButtonProtocol``'s argument-less `onToggled` (setting one replaces
    /// the other).
    public var onToggled: (@MainActor (Bool) -> Void)? {
        get { signalClosure("toggled") }
        set {
            let widget = gtkWidget
            let raw: @MainActor () -> Void = { newValue?(Self.isActive(widget)) }
            setSignal("toggled", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    // GTK 4's check button is no toggle button: both have `active`, read and written as
    // properties there.
    static func isActive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if GTK3
        gtk_toggle_button_get_active(gcast(widget)) != 0
        #else
        GObjectProperty.bool(widget.gpointer, "active")
        #endif
    }

    static func setActive(_ isActive: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_toggle_button_set_active(gcast(widget), isActive ? 1 : 0)
        #else
        GObjectProperty.set(widget.gpointer, "active", isActive)
        #endif
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

// GtkToggleButton's properties and signals, and GtkButton's. On GTK 4 a check button is neither;
// ToggleButton's own members serve both there.
#if GTK3
extension ToggleButton: ButtonProtocol, ToggleButtonProtocol {}
#endif
