// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A Swift closure connected to a GObject signal.
///
/// The box is handed to GLib retained, with a destroy notify that releases it, so it lives
/// exactly as long as the connection: when the widget is destroyed GLib drops the handler and
/// the closure with it. Re-rendering swaps `action`; the signal stays connected once.
final class SignalHandler<Action> {
    var action: Action

    init(_ action: Action) { self.action = action }

    /// Connects `trampoline` (a `@convention(c)` function matching the signal's C signature
    /// exactly, with the box as its last `gpointer` argument) to `signal` on `instance`.
    ///
    /// On GTK 4 the handler goes when its widget is destroyed (`WidgetTeardown`), as GTK 3's
    /// destroy takes a widget's handlers: the widget is `instance`, an event controller's
    /// widget, or `owner` (a text view for its buffer, a scrolled window for its adjustments).
    @MainActor @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer, signal: String, trampoline: GCallback, handler: SignalHandler<Action>,
        after: Bool = false, owner: UnsafeMutableRawPointer? = nil
    ) -> UInt {
        let data = Unmanaged.passRetained(handler).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        let id = signal.withCString {
            UInt(g_signal_connect_data(instance, $0, trampoline, data, release, after ? G_CONNECT_AFTER : GConnectFlags(0)))
        }
        #if !GTK3
        // A handler of `destroy` itself runs then, and goes with the widget.
        if signal != "destroy", let widget = owner ?? WidgetTeardown.owningWidget(of: instance) {
            WidgetTeardown.disconnect(id, on: instance, box: handler, whenDestroyed: widget)
        }
        #endif
        return id
    }

    /// The box behind a trampoline's `gpointer` argument.
    static func from(_ data: UnsafeMutableRawPointer?) -> SignalHandler<Action> {
        Unmanaged<SignalHandler<Action>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// Trampolines for the signal shapes StateGtk connects. Each matches GTK's C signature exactly.
enum SignalTrampolines {
    /// `void (*)(GtkWidget *self, gpointer data)`: clicked, activate, changed, toggled…
    static let void: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        // GTK emits on the main thread only; the pointer never crosses threads.
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    }

    static var voidCallback: GCallback { unsafeBitCast(void, to: GCallback.self) }
}

/// One signal a wrapper connected once at creation, and the means to change what it does.
///
/// The closure lives in the GLib-owned `SignalHandler` box; this keeps only a weak reference to
/// it (a strong one would make `view -> wrapper -> closure -> view` cycles outlive the widget)
/// and the handler id, so the wrapper can block the signal while it changes the value itself:
/// a render that sets `entry.text` must not read back as the user typing.
///
/// ```swift
/// changed = SignalConnection(gtkWidget.gpointer, "changed", SignalTrampolines.voidCallback, action: onChange)
/// changed.blocked { gtk_entry_set_text(entry, text) }
/// ```
@MainActor
struct SignalConnection<Action> {
    private weak var handler: SignalHandler<Action>?
    private let instance: UnsafeMutableRawPointer
    private let id: UInt

    init(_ instance: UnsafeMutableRawPointer, _ signal: String, _ trampoline: GCallback, action: Action, after: Bool = false,
         owner: UnsafeMutableRawPointer? = nil) {
        let box = SignalHandler<Action>(action)
        self.instance = instance
        id = SignalHandler.connect(instance, signal: signal, trampoline: trampoline, handler: box, after: after, owner: owner)
        handler = box
    }

    /// The closure the signal runs; nil once the widget is destroyed (the handler is gone).
    var action: Action? {
        get { handler?.action }
        nonmutating set {
            guard let newValue else { return }
            handler?.action = newValue
        }
    }

    /// Whether the signal is still connected (it is until the widget is destroyed).
    var isConnected: Bool { handler != nil }

    /// Disconnects the handler (GLib releases the closure); for connections to another object
    /// than the wrapper's own widget, which may outlive the need for them.
    func disconnect() {
        guard handler != nil else { return }
        g_signal_handler_disconnect(instance, gulong(id))
    }

    /// Runs `body` with the handler blocked, so GTK's echo of a programmatic change is silent.
    func blocked(_ body: () -> Void) {
        guard handler != nil else { return body() }
        g_signal_handler_block(instance, gulong(id))
        body()
        g_signal_handler_unblock(instance, gulong(id))
    }
}
