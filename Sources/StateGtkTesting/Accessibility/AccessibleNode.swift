#if GTK3
import CGtk
/// One object of the ATK tree as a screen reader reads it in-process: its widget, role, name,
/// states, attributes and relations.
@MainActor
struct AccessibleNode {
    let object: UnsafeMutablePointer<AtkObject>
    let widget: UnsafeMutablePointer<GtkWidget>
    let role: AtkRole
    let name: String
    let states: Set<UInt32>
    let parentRole: AtkRole?

    init(_ object: UnsafeMutablePointer<AtkObject>, widget: UnsafeMutablePointer<GtkWidget>, parentRole: AtkRole?) {
        self.object = object
        self.widget = widget
        self.parentRole = parentRole
        role = atk_object_get_role(object)
        name = atk_object_get_name(object).map { String(cString: $0) } ?? ""
        var states: Set<UInt32> = []
        if let set = atk_object_ref_state_set(object) {
            for state in [ATK_STATE_SHOWING, ATK_STATE_VISIBLE, ATK_STATE_FOCUSABLE, ATK_STATE_FOCUSED, ATK_STATE_SELECTABLE,
                          ATK_STATE_SELECTED, ATK_STATE_SENSITIVE, ATK_STATE_ENABLED] where atk_state_set_contains_state(set, state) != 0 {
                states.insert(state.rawValue)
            }
            g_object_unref(UnsafeMutableRawPointer(set))
        }
        self.states = states
    }

    func has(_ state: AtkStateType) -> Bool { states.contains(state.rawValue) }

    /// The object's attributes ("posinset", "setsize"…).
    var attributes: [String: String] {
        var result: [String: String] = [:]
        let set = atk_object_get_attributes(object)
        var link = set
        while let current = link {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: AtkAttribute.self).pointee,
               let name = attribute.name, let value = attribute.value {
                result[String(cString: name)] = String(cString: value)
            }
            link = current.pointee.next
        }
        atk_attribute_set_free(set)
        return result
    }

    /// The widgets this object's relation of `type` points to (labelled-by: its labels).
    func relationTargets(_ type: AtkRelationType) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let set = atk_object_ref_relation_set(object) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(set)) }
        guard let relation = atk_relation_set_get_relation_by_type(set, type), let targets = atk_relation_get_target(relation) else { return [] }
        return (0..<Int(targets.pointee.len)).compactMap { index in
            guard let target = targets.pointee.pdata[index] else { return nil }
            return Self.widget(of: target.assumingMemoryBound(to: AtkObject.self))
        }
    }

    /// The exposed tree under `root`'s accessible, depth first, in ATK's child order; objects
    /// without a widget (a table cell's) are left out, their children too.
    static func tree(under root: UnsafeMutablePointer<GtkWidget>) -> [AccessibleNode] {
        var result: [AccessibleNode] = []
        func visit(_ object: UnsafeMutablePointer<AtkObject>, parentRole: AtkRole?) {
            guard let widget = widget(of: object) else { return }
            let node = AccessibleNode(object, widget: widget, parentRole: parentRole)
            result.append(node)
            for index in 0..<max(atk_object_get_n_accessible_children(object), 0) {
                guard let child = atk_object_ref_accessible_child(object, index) else { continue }
                visit(child, parentRole: node.role)
                g_object_unref(UnsafeMutableRawPointer(child))
            }
        }
        if let object = gtk_widget_get_accessible(root) { visit(object, parentRole: nil) }
        return result
    }

    static func widget(of object: UnsafeMutablePointer<AtkObject>) -> UnsafeMutablePointer<GtkWidget>? {
        let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_accessible_get_type()) != 0 else { return nil }
        return gtk_accessible_get_widget(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkAccessible.self))
    }
}
#endif
