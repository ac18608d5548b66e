// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// What the generated wrappers' properties do: read GTK's value back, and set one by the rule of
/// `ProgramValues` (written only when the program's value is new and GTK does not show it; one
/// recorded GTK call), with this widget's generated signal handlers blocked so that a value set
/// from `render()` never reads as the user's change.
///
/// The rule holds for every generated property, not only the ones a user changes: for the
/// others GTK shows what the program gave last anyway, so the two tests agree, and this one
/// needs no GTK read when nothing changed.
extension Widget {
    func gtkProperty<Value: GValueConvertible>(_ name: String, as type: Value.Type = Value.self) -> Value {
        Self.gtkProperty(name, of: gtkWidget)
    }

    /// The property `name` of `widget`, for a signal handler, which must not hold the wrapper.
    static func gtkProperty<Value: GValueConvertible>(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>,
                                                     as type: Value.Type = Value.self) -> Value {
        var value = GValue()
        guard initialise(&value, forProperty: name, of: widget) else { return Value.fallback }
        defer { g_value_unset(&value) }
        g_object_get_property(widget.asObject, name, &value)
        return Value(gValue: &value)
    }

    func setGtkProperty<Value: GValueConvertible>(_ name: String, _ newValue: Value) {
        setProgramValue(name, newValue, shown: { gtkProperty(name, as: Value.self) }) {
            var value = GValue()
            guard Self.initialise(&value, forProperty: name, of: gtkWidget) else { return }
            defer { g_value_unset(&value) }
            newValue.store(in: &value)
            g_object_set_property(gtkWidget.asObject, name, &value)
        }
    }

    /// Runs `body` with this widget's `onX` handlers blocked: a value set from Swift (render,
    /// a hand-written setter) never reads as the user's change.
    func withSignalsBlocked(_ body: () -> Void) {
        if let signalSlots { signalSlots.blocked(body) } else { body() }
    }

    /// Initialises `value` to the type of the property `name`; false, with a diagnostic, when
    /// the running GTK has no such property (older than the GIR the wrappers came from).
    private static func initialise(_ value: inout GValue, forProperty name: String, of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        let objectClass = UnsafeMutableRawPointer(instance.pointee.g_class).assumingMemoryBound(to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, name) else {
            let typeName = String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
            stateGtkLog.error("\(typeName) has no property '\(name)' in the running GTK: the wrapper leaves it unset")
            return false
        }
        g_value_init(&value, spec.pointee.value_type)
        return true
    }
}

/// What the generated wrappers' `onX` properties do.
extension Widget {
    func setSignal<Raw>(_ signal: String, _ trampoline: GCallback, raw: Raw, user: Any?) {
        let slots = signalSlots ?? SignalSlots(gtkWidget.gpointer)
        signalSlots = slots
        slots.set(signal, trampoline: trampoline, raw: raw, user: user)
    }

    func signalClosure<Closure>(_ signal: String, as type: Closure.Type = Closure.self) -> Closure? {
        signalSlots?.user(signal, as: Closure.self)
    }
}
