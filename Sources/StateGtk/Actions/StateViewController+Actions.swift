// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Declaring actions from a controller or a view.
///
/// A window's actions are GActions on the window (`win.` names); application actions live on
/// the GtkApplication (`app.` names). Each controller declares `win.close` (Ctrl+W),
/// `win.show-help-overlay` (Ctrl+?, the shortcuts window) and `win.back` (Alt+Left, enabled
/// while a pushed view shows).
///
/// ```swift
/// // in a controller, whenever what the actions depend on changes:
/// setActions([Action("refresh", title: "Refresh", accelerators: ["F5"]) { [weak self] in self?.reload() }])
/// // in a view's render():
/// declareActions([Action.toggle("wrap", title: "Wrap Lines", isActive: wraps) { [weak self] in self?.state["wrap"] = $0 }])
/// ```
extension StateViewController {
    /// Declares the controller's actions, replacing those it declared before. Call it again
    /// whenever what they depend on (enabled, checked) changes; only the changes reach GTK.
    public func setActions(_ actions: [Action]) {
        declare(actions, owner: ObjectIdentifier(self), ownerName: String(describing: type(of: self)))
    }

    /// Every action this window can run: its own and the application's, in declaration order.
    public var declaredActions: [Action] {
        windowActions.actions + (Application.shared?.actionRegistry.actions ?? [])
    }

    /// Runs an action as a menu item would ("win.refresh", or "win.sort" with target "stars");
    /// returns false when it does not exist or is disabled.
    @discardableResult
    public func activateAction(_ detailedName: String, target: String? = nil) -> Bool {
        let parts = detailedName.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        let map: OpaquePointer? = switch parts[0] {
        case "win": windowActions.map
        case "app": Application.shared.map { $0.actionRegistry.map }
        default: nil
        }
        guard let map, let action = g_action_map_lookup_action(map, parts[1]), g_action_get_enabled(action) != 0 else { return false }
        let parameter: OpaquePointer? = target.flatMap { g_variant_new_string($0) }
        g_action_activate(action, parameter)
        return true
    }

    func declare(_ actions: [Action], owner: ObjectIdentifier, ownerName: String) {
        windowActions.declare(actions.filter { $0.scope == .window }, owner: owner, ownerName: ownerName)
        let global = actions.filter { $0.scope == .application }
        if let application = Application.shared {
            application.actionRegistry.declare(global, owner: owner, ownerName: ownerName)
        } else if !global.isEmpty {
            stateGtkLog.error("\(ownerName) declares application actions (\(global.map(\.detailedName).joined(separator: ", "))) but no Application exists")
        }
    }

    /// Takes away what a removed view declared.
    func removeActions(of owner: ObjectIdentifier) {
        windowActions.removeAll(of: owner)
        Application.shared?.actionRegistry.removeAll(of: owner)
    }
}

extension StateView {
    /// Declares this view's actions on its controller's window (or the application, by their
    /// scope), replacing those it declared in its last render. They go when the view is removed.
    ///
    /// ```swift
    /// override func render() {
    ///     declareActions([Action("delete", title: "Delete", accelerators: ["Delete"], isEnabled: selection != nil) { … }])
    /// }
    /// ```
    public func declareActions(_ actions: [Action]) {
        guard let controller = parentViewController else {
            stateGtkLog.error("\(type(of: self)) declares actions (\(actions.map(\.detailedName).joined(separator: ", "))) but shows in no controller's window; they are ignored")
            return
        }
        controller.declare(actions, owner: ObjectIdentifier(self), ownerName: String(describing: type(of: self)))
    }
}
