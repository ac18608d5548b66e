#if GTK3
import CGtk
/// Pointer, key and focus events on any StateView: no wrapper needed.
///
/// Each kind connects once per view; calling it again (in every render, say) swaps the closure.
/// The closures live as long as the view's widget: capture the view weakly or strongly, both are
/// released when the view is removed.
///
/// A view's container has no GdkWindow, and GTK 3 gives pointer events only to widgets with one:
/// taps and hover give the view an input-only window below its children's (see `ViewEvents`), so
/// a click on a label inside is the view's, a click on a button inside stays the button's.
///
/// ```swift
/// override func render() {
///     onTap { [weak self] in self?.props[CardProps.open]?() }
///     onPointerEnter { [weak self] in self?.state["hover"] = true }
///     onPointerLeave { [weak self] in self?.state["hover"] = false }
///     onKeyPress { [weak self] key in
///         guard key == .enter else { return false }
///         self?.open()
///         return true
///     }
/// }
/// ```
extension StateView {
    /// Runs `action` when the primary button (or a touch) is pressed and released over the view.
    /// Children that handle clicks themselves (buttons) keep them.
    public func onTap(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        events.ensureInputWindow()
        events.connect(\.press, "button-press-event") { [unowned events] event in
            let button = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard button.button == 1, button.type == GDK_BUTTON_PRESS else { return false }
            events.pressed = true
            return true  // ours: the views under this one do not also see the tap
        }
        events.connect(\.tap, "button-release-event") { [unowned events] event in
            let button = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard button.button == 1, events.pressed else { return false }
            events.pressed = false
            // The release counts only over the view: dragging off cancels, as with buttons.
            let width = Double(gtk_widget_get_allocated_width(events.widget))
            let height = Double(gtk_widget_get_allocated_height(events.widget))
            if (0..<width).contains(button.x), (0..<height).contains(button.y) { action() }
            return true
        }
    }

    /// Runs `action` for each key pressed while the view or a child has the keyboard focus.
    /// Return true when the key was handled: it then goes no further (to parent views, to the
    /// window's shortcuts). Children handle keys first (an entry keeps what is typed into it).
    public func onKeyPress(_ action: @escaping @MainActor (Key) -> Bool) {
        ViewEvents.of(widget).connect(\.keyPress, "key-press-event") { event in
            action(Key(event: event.assumingMemoryBound(to: GdkEventKey.self)))
        }
    }

    /// Runs `action` when the pointer moves onto the view.
    public func onPointerEnter(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        events.ensureInputWindow()
        events.connect(\.enter, "enter-notify-event") { _ in
            action()
            return false
        }
    }

    /// Runs `action` when the pointer leaves the view (or moves onto a child button or entry).
    public func onPointerLeave(_ action: @escaping @MainActor () -> Void) {
        let events = ViewEvents.of(widget)
        events.ensureInputWindow()
        events.connect(\.leave, "leave-notify-event") { _ in
            action()
            return false
        }
    }

    /// Runs `action` with true when the view itself gets the keyboard focus, false when it loses
    /// it. Only a focusable view gets focus (`isFocusable`).
    public func onFocusChange(_ action: @escaping @MainActor (Bool) -> Void) {
        let events = ViewEvents.of(widget)
        events.connect(\.focusIn, "focus-in-event") { _ in
            action(true)
            return false
        }
        events.connect(\.focusOut, "focus-out-event") { _ in
            action(false)
            return false
        }
    }
}
#endif
