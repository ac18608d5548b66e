// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The GActions of one scope (an application's or a window's) and who declared each.
///
/// Every declaration names its owner (a controller or a view) and lists all of that owner's
/// actions: actions it no longer lists are removed, listed ones are updated in place (GTK
/// calls only for what changed), new ones are added. An owner that goes (a removed view) takes
/// its actions with it. Two owners declaring one name is a mistake: the first keeps it and the
/// second is reported.
@MainActor
final class ActionRegistry {
    /// One GSimpleAction and what was last declared for it.
    final class Entry {
        let action: OpaquePointer
        let owner: ObjectIdentifier
        let shape: Action.Shape
        var declared: Action
        var activate: SignalConnection<PointerAction>?
        var changeState: SignalConnection<PointerAction>?

        init(_ declared: Action, owner: ObjectIdentifier, action: OpaquePointer) {
            self.declared = declared
            self.owner = owner
            self.action = action
            shape = declared.kind.shape
        }

        deinit { GObjectReference.release(UInt(bitPattern: action)) }
    }

    /// The GActionMap: a GSimpleActionGroup or the GtkApplication.
    let map: OpaquePointer
    let scope: Action.Scope
    private(set) var entries: [String: Entry] = [:]
    /// Names in declaration order, for the shortcuts window.
    private(set) var order: [String] = []
    /// Everyone who declared here: a removed view that declared nothing costs one lookup.
    private var owners: Set<ObjectIdentifier> = []

    init(map: OpaquePointer, scope: Action.Scope) {
        self.map = map
        self.scope = scope
    }

    /// Declares all of `owner`'s actions in this scope.
    func declare(_ actions: [Action], owner: ObjectIdentifier, ownerName: String) {
        owners.insert(owner)
        var listed = Set<String>()
        for action in actions {
            guard listed.insert(action.name).inserted else {
                stateGtkLog.error("\(ownerName) declares the action \"\(action.detailedName)\" twice; the first declaration is used")
                continue
            }
            if let entry = entries[action.name] {
                guard entry.owner == owner else {
                    stateGtkLog.error("\(ownerName) declares the action \"\(action.detailedName)\", which another controller or view declared first; it keeps it")
                    continue
                }
                if entry.shape == action.kind.shape { update(entry, to: action) } else { remove(action.name); add(action, owner: owner) }
            } else {
                add(action, owner: owner)
            }
        }
        for (name, entry) in entries where entry.owner == owner && !listed.contains(name) { remove(name) }
    }

    /// Removes every action `owner` declared.
    func removeAll(of owner: ObjectIdentifier) {
        guard owners.remove(owner) != nil else { return }
        for (name, entry) in entries where entry.owner == owner { remove(name) }
    }

    /// The declared actions, in the order they were first declared.
    var actions: [Action] { order.compactMap { entries[$0]?.declared } }

    // MARK: GTK

    private func add(_ declared: Action, owner: ObjectIdentifier) {
        let action: OpaquePointer
        switch declared.kind {
        case .plain: action = g_simple_action_new(declared.name, nil)
        case .toggle: action = g_simple_action_new_stateful(declared.name, nil, declared.stateVariant)
        case .parameter, .radio:
            let string = g_variant_type_new("s")
            defer { g_variant_type_free(string) }
            if let state = declared.stateVariant {
                action = g_simple_action_new_stateful(declared.name, string, state)
            } else {
                action = g_simple_action_new(declared.name, string)
            }
        }
        let entry = Entry(declared, owner: owner, action: action)
        let instance = UnsafeMutableRawPointer(action)
        // The handlers read the entry's latest declaration, so a re-declaration swaps nothing.
        switch declared.kind {
        case .plain, .parameter:
            entry.activate = SignalConnection(instance, "activate", SignalTrampolines.pointerCallback, action: { [weak entry] parameter in
                guard let entry else { return }
                switch entry.declared.kind {
                case .plain(let perform): perform()
                case .parameter(let perform): perform(parameter.map { Self.string(OpaquePointer($0)) } ?? "")
                default: break
                }
            })
        case .toggle, .radio:
            // GSimpleAction's own activate asks for the new state; the app decides it.
            entry.changeState = SignalConnection(instance, "change-state", SignalTrampolines.pointerCallback, action: { [weak entry] value in
                guard let entry else { return }
                guard let value = value.map(OpaquePointer.init) else { return }
                switch entry.declared.kind {
                case .toggle(_, let onChange): onChange(g_variant_get_boolean(value) != 0)
                case .radio(_, let onChange): onChange(Self.string(value))
                default: break
                }
            })
        }
        g_simple_action_set_enabled(action, declared.isEnabled ? 1 : 0)
        g_action_map_add_action(map, action)
        entries[declared.name] = entry
        order.append(declared.name)
        setAccelerators(declared.accelerators, for: declared.detailedName)
    }

    private func update(_ entry: Entry, to declared: Action) {
        let old = entry.declared
        entry.declared = declared
        if old.isEnabled != declared.isEnabled {
            GtkMutations.record(.propertySet)
            g_simple_action_set_enabled(entry.action, declared.isEnabled ? 1 : 0)
        }
        if let state = declared.stateVariant {
            g_variant_ref_sink(state)
            defer { g_variant_unref(state) }
            let current = g_action_get_state(entry.action)
            defer { current.map { g_variant_unref($0) } }
            if current.map({ g_variant_equal(UnsafeRawPointer($0), UnsafeRawPointer(state)) == 0 }) ?? true {
                GtkMutations.record(.propertySet)
                g_simple_action_set_state(entry.action, state)
            }
        }
        if old.accelerators != declared.accelerators { setAccelerators(declared.accelerators, for: declared.detailedName) }
    }

    private func remove(_ name: String) {
        guard let entry = entries.removeValue(forKey: name) else { return }
        order.removeAll { $0 == name }
        // Accelerators are the application's, by name: another window's action of that name keeps them.
        let sharedName = scope == .window && (Application.shared?.windows.contains { $0.windowActions !== self && $0.windowActions.entries[name] != nil } ?? false)
        if !entry.declared.accelerators.isEmpty, !sharedName { setAccelerators([], for: entry.declared.detailedName) }
        entry.activate?.disconnect()
        entry.changeState?.disconnect()
        g_action_map_remove_action(map, name)
    }

    /// Gives the application every declared accelerator: a window made before the
    /// application existed gets its accelerators when it is presented.
    func applyAccelerators() {
        for entry in entries.values where !entry.declared.accelerators.isEmpty {
            setAccelerators(entry.declared.accelerators, for: entry.declared.detailedName)
        }
    }

    /// GTK keeps accelerators on the application, by detailed action name; without one there
    /// is nowhere to put them until `applyAccelerators()`.
    private func setAccelerators(_ accelerators: [String], for detailedName: String) {
        guard let application = Application.shared?.gtkApplication else { return }
        var strings = accelerators.map { strdup($0) }
        strings.append(nil)
        defer { strings.forEach { free($0) } }
        strings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, detailedName, $0)
            }
        }
    }

    private static func string(_ variant: OpaquePointer) -> String {
        g_variant_get_string(variant, nil).map { String(cString: $0) } ?? ""
    }
}
