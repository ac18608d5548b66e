// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The closure a generated `onX` property connected: `raw` takes the C arguments (what the
/// trampoline calls), `user` is the Swift closure it converts them for (what `onX` returns).
struct SignalSlot<Raw> {
    var raw: Raw
    var user: Any?
}

/// A `SignalHandler` holding a `SignalSlot`, whatever its raw closure's type.
protocol UserClosureHolding: AnyObject {
    var userClosure: Any? { get }
}

protocol SignalSlotProtocol {
    var user: Any? { get }
}

extension SignalSlot: SignalSlotProtocol {}

extension SignalHandler: UserClosureHolding where Action: SignalSlotProtocol {
    var userClosure: Any? { action.user }
}

/// The signals a widget's generated `onX` properties connected, each once, on first use.
///
/// The closures live in GLib-owned `SignalHandler` boxes, released when the widget is
/// finalised; this keeps them weakly, with the handler ids, so that setting `onX` again swaps
/// the closure and a property set from Swift can block them.
@MainActor
final class SignalSlots {
    private struct Connection {
        weak var handler: AnyObject?
        let id: UInt
    }

    private let instance: UnsafeMutableRawPointer
    private var connections: [String: Connection] = [:]

    init(_ instance: UnsafeMutableRawPointer) {
        self.instance = instance
    }

    /// Connects `signal` through `trampoline` the first time, then swaps its closure.
    func set<Raw>(_ signal: String, trampoline: GCallback, raw: Raw, user: Any?) {
        let slot = SignalSlot(raw: raw, user: user)
        if let handler = connections[signal]?.handler as? SignalHandler<SignalSlot<Raw>> {
            handler.action = slot
            return
        }
        let handler = SignalHandler(slot)
        let id = SignalHandler.connect(instance, signal: signal, trampoline: trampoline, handler: handler)
        connections[signal] = Connection(handler: handler, id: id)
    }

    /// The Swift closure last set for `signal`, if any.
    func user<Closure>(_ signal: String, as type: Closure.Type = Closure.self) -> Closure? {
        guard let handler = connections[signal]?.handler else { return nil }
        return (handler as? any UserClosureHolding)?.userClosure as? Closure
    }

    /// Runs `body` with every connected handler blocked.
    func blocked(_ body: () -> Void) {
        let live = connections.values.filter { $0.handler != nil }
        for connection in live { g_signal_handler_block(instance, gulong(connection.id)) }
        body()
        for connection in live { g_signal_handler_unblock(instance, gulong(connection.id)) }
    }
}
