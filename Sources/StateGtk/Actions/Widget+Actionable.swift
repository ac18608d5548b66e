// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Buttons, toggle buttons, switches and list rows run actions by name (GtkActionable): they
/// grey out while the action is disabled, and a toggle button shows a toggle action's state.
///
/// ```swift
/// refresh.actionName = "win.refresh"
/// starsButton.actionName = "win.sort"; starsButton.actionTarget = "stars"
/// ```
extension Widget {
    private var actionable: OpaquePointer? {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(gtkWidget).assumingMemoryBound(to: GTypeInstance.self), gtk_actionable_get_type()) != 0
            ? OpaquePointer(gtkWidget) : nil
    }

    /// The detailed name of the action the widget runs ("win.refresh"); nil for none. Only
    /// widgets GTK makes actionable (buttons, switches, list rows) take one.
    public var actionName: String? {
        get { actionable.flatMap { gtk_actionable_get_action_name($0) }.map { String(cString: $0) } }
        set {
            guard let actionable else {
                return stateGtkLog.error("\(type(of: self)) cannot run actions (its widget is not a GtkActionable); \(newValue ?? "nil") ignored")
            }
            if recordIfChanged(actionName, newValue) { gtk_actionable_set_action_name(actionable, newValue) }
        }
    }

    /// The string the widget passes to its action (a radio choice, a row's id); nil for none.
    public var actionTarget: String? {
        get {
            guard let target = actionable.flatMap({ gtk_actionable_get_action_target_value($0) }),
                  String(cString: g_variant_get_type_string(target)) == "s" else { return nil }
            return String(cString: g_variant_get_string(target, nil))
        }
        set {
            guard let actionable, recordIfChanged(actionTarget, newValue) else { return }
            gtk_actionable_set_action_target_value(actionable, newValue.map { g_variant_new_string($0) })
        }
    }
}
