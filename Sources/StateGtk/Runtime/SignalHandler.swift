import CGtk

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
    @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer, signal: String, trampoline: GCallback, handler: SignalHandler<Action>,
        after: Bool = false
    ) -> UInt {
        let data = Unmanaged.passRetained(handler).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return UInt(g_signal_connect_data(instance, signal, trampoline, data, release, after ? G_CONNECT_AFTER : GConnectFlags(0)))
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
