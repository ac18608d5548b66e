// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkSwitch. Switches have no label of their own: give them an `accessibleName` (or pass
/// one at creation) so that screen readers can say what they switch.
///
/// `isActive` is a value the user changes: set from render, it reaches the switch only when
/// it differs from what the program gave last time, so the user's flip stands (see "Values the
/// user changes"). Setting it does not run `onActiveChanged`: only the user's flips do.
///
/// ```swift
/// let wifi = Switch(accessibleName: "Wi-Fi")
/// wifi.isActive = state["wifi"] as? Bool ?? false
/// wifi.onActiveChanged = { [weak self] on in self?.state["wifi"] = on }
/// ```
@MainActor
public final class Switch: Widget {
    private let notify: SignalConnection<@MainActor (Bool) -> Void>
    private var gtkSwitch: GtkSwitchPointer { gcast(gtkWidget) }

    /// An on/off switch; `onActiveChanged` gets the new state when the user flips it.
    public init(isActive: Bool = false, accessibleName: String? = nil, onActiveChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let widget = gtk_switch_new()!
        gtk_switch_set_active(gcast(widget), isActive ? 1 : 0)
        notify = SignalConnection(widget.gpointer, "notify::active", SignalTrampolines.switchActiveCallback, action: onActiveChanged)
        super.init(widget)
        _ = programValues.accept(isActive, for: "active")
        if let accessibleName { self.accessibleName = accessibleName }
    }

    /// Whether the switch is on, as on screen now (GTK's `active`); set, the program's value,
    /// written when it is a new one.
    public var isActive: Bool {
        get { gtk_switch_get_active(gtkSwitch) != 0 }
        set {
            setProgramValue("active", newValue, shown: { isActive }) {
                notify.blocked { gtk_switch_set_active(gtkSwitch, newValue ? 1 : 0) }
            }
        }
    }

    /// What the user's flip does, with the new state (GTK's `notify::active`).
    public var onActiveChanged: @MainActor (Bool) -> Void {
        get { notify.action ?? { _ in } }
        set { notify.action = newValue }
    }
}
