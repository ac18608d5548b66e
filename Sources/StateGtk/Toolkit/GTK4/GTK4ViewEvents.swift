#if GTK4 && !GTK3
import CGtk4

/// The event handlers of one view on GTK 4, kept in its widget's extras: one event controller of
/// each kind the view asked for, added to its widget once, whose action a later call replaces.
///
/// GTK 4 delivers input to every widget through its controllers, so unlike GTK 3 a view needs
/// no input window of its own: a click on a label inside the view reaches the view's click
/// gesture, and a button inside keeps its own clicks (it claims them first).
///
/// ```swift
/// onKeyPress { key in key == .escape }  // StateView's API; its controller lives here
/// ```
@MainActor
final class ViewEvents {
    let widget: UnsafeMutablePointer<GtkWidget>
    var tap: SignalConnection<ClickAction>?
    var press: SignalConnection<ClickAction>?
    var keyPress: SignalConnection<KeyAction>?
    var enter: SignalConnection<@MainActor () -> Void>?
    var leave: SignalConnection<@MainActor () -> Void>?
    var focusChange: SignalConnection<@MainActor () -> Void>?
    /// Whether the primary button went down on the view and has not come up yet.
    var pressed = false
    private var controllers: [String: OpaquePointer] = [:]

    typealias ClickAction = @MainActor (Double, Double) -> Void
    typealias KeyAction = @MainActor (Key) -> Bool

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ViewEvents {
        let extras = WidgetExtras.of(widget)
        if let events = extras.events { return events }
        let events = ViewEvents(widget)
        extras.events = events
        return events
    }

    /// The widget's controller of `kind`, made and added the first time (the widget owns it).
    func controller(_ kind: String, make: () -> OpaquePointer) -> OpaquePointer {
        if let existing = controllers[kind] { return existing }
        let made = make()
        gtk_widget_add_controller(widget, made)
        controllers[kind] = made
        return made
    }

    /// Connects `signal` of `controller` once, or swaps the action of the existing connection.
    func connect<Action>(_ slot: ReferenceWritableKeyPath<ViewEvents, SignalConnection<Action>?>, _ controller: OpaquePointer,
                         _ signal: String, _ trampoline: GCallback, _ action: Action) {
        if let existing = self[keyPath: slot], existing.isConnected {
            existing.action = action
        } else {
            self[keyPath: slot] = SignalConnection(UnsafeMutableRawPointer(controller), signal, trampoline, action: action)
        }
    }
}

/// GTK 4's controller signals, each calling the action its box holds on the main actor.
enum ControllerTrampolines {
    /// `void (*)(GtkGestureClick *, int n_press, double x, double y, gpointer)`: pressed, released.
    static let click: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, x, y, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<ViewEvents.ClickAction>.from(data).action(x, y) }
    }

    /// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`.
    static let keyPressed: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) -> Int32 = {
        _, keyval, _, state, data in
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<ViewEvents.KeyAction>.from(data).action(Key(keyval: keyval, gdkState: state.rawValue)) ? 1 : 0
        }
    }

    /// `void (*)(GtkEventControllerMotion *, double x, double y, gpointer)`: enter.
    static let pointerEnter: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    }

    /// `void (*)(GObject *, GParamSpec *, gpointer)`: a property's `notify`.
    static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    }

    static var clickCallback: GCallback { unsafeBitCast(click, to: GCallback.self) }
    static var notifyCallback: GCallback { unsafeBitCast(notify, to: GCallback.self) }
    static var keyPressedCallback: GCallback { unsafeBitCast(keyPressed, to: GCallback.self) }
    static var pointerEnterCallback: GCallback { unsafeBitCast(pointerEnter, to: GCallback.self) }
}
#endif
