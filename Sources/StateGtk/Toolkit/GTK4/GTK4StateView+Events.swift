#if GTK4 && !GTK3
import CGtk4

/// StateView's input handlers on GTK 4, the same API as on GTK 3, through GTK 4's event
/// controllers (see `ViewEvents`).
///
/// ```swift
/// onTap { [weak self] in self?.state["expanded"] = !(self?.state["expanded"] as? Bool ?? false) }
/// onKeyPress { [weak self] key in
///     guard key == Key("r", modifiers: [.control]) else { return false }
///     self?.state["count"] = 0
///     return true
/// }
/// ```
extension StateView {
    /// Runs `action` when the primary button is pressed and released over the view. Buttons and
    /// entries inside keep their own clicks.
    public func onTap(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        let gesture = events.controller("click") {
            let gesture: OpaquePointer = gtk_gesture_click_new()
            gtk_gesture_single_set_button(gesture, 1)
            return gesture
        }
        // Not claimed on press: a button inside claims its press, which cancels this gesture, so
        // the button keeps its click.
        events.connect(\.press, gesture, "pressed", ControllerTrampolines.clickCallback) { [unowned events] _, _ in
            events.pressed = true
        }
        events.connect(\.tap, gesture, "released", ControllerTrampolines.clickCallback) { [unowned events] x, y in
            guard events.pressed else { return }
            events.pressed = false
            // Claimed now: the views around this one do not also see the tap.
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            // The release counts only over the view: dragging off cancels, as with buttons.
            let width = Double(gtk_widget_get_width(events.widget)), height = Double(gtk_widget_get_height(events.widget))
            if (0..<width).contains(x), (0..<height).contains(y) { action() }
        }
    }

    /// Runs `action` for each key pressed while the view or a widget inside it has the keyboard
    /// focus; `action` returns whether it handled the key (then GTK does nothing more with it).
    public func onKeyPress(_ action: @escaping @MainActor (Key) -> Bool) {
        let events = ViewEvents.of(widget)
        let controller = events.controller("key") { gtk_event_controller_key_new() }
        events.connect(\.keyPress, controller, "key-pressed", ControllerTrampolines.keyPressedCallback, action)
    }

    /// Runs `action` when the pointer comes over the view.
    public func onPointerEnter(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        let controller = events.controller("motion") { gtk_event_controller_motion_new() }
        events.connect(\.enter, controller, "enter", ControllerTrampolines.pointerEnterCallback, action)
    }

    /// Runs `action` when the pointer leaves the view.
    public func onPointerLeave(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        let controller = events.controller("motion") { gtk_event_controller_motion_new() }
        events.connect(\.leave, controller, "leave", SignalTrampolines.voidCallback, action)
    }

    /// Runs `action` with true when the view itself gets the keyboard focus, false when it loses
    /// it. Only a focusable view gets focus (`isFocusable`).
    public func onFocusChange(_ action: @escaping @MainActor (Bool) -> Void) {
        let events = ViewEvents.of(widget)
        let controller = events.controller("focus") { gtk_event_controller_focus_new() }
        // The view itself, as on GTK 3: the controller's enter and leave count a widget inside
        // too, its is-focus does not.
        events.connect(\.focusChange, controller, "notify::is-focus", ControllerTrampolines.notifyCallback) {
            action(gtk_event_controller_focus_is_focus(controller) != 0)
        }
    }
}
#endif
