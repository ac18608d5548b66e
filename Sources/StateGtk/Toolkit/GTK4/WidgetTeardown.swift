#if GTK4 && !GTK3
import CGtk4

/// What goes when a widget is destroyed: the signal handlers StateGtk connected for it, on the
/// widget itself or on what it owns (its event controllers, its text buffer, its adjustments).
///
/// GTK 3 destroys a removed container's children with it, and their handlers go then. GTK 4
/// disposes a widget only with its last reference, and a handler's closure that captures the
/// widget's wrapper or its view keeps one: the view, its wrappers and their widgets would hold
/// each other for ever. StateGtk's containers emit `destroy` through a removed subtree (as GTK
/// 3 does), and each widget's teardown disconnects its handlers then, which frees the closures,
/// and so the views, the wrappers and the widgets.
///
/// ```swift
/// WidgetTeardown.disconnect(id, on: instance, box: handler, whenDestroyed: widget)
/// ```
@MainActor
final class WidgetTeardown {
    /// A connection to undo. The box GLib holds for it lives exactly as long as the
    /// connection: while it does, the instance does too.
    private struct Connection {
        weak var box: AnyObject?
        let instance: UnsafeMutableRawPointer
        let id: UInt
    }

    private var connections: [Connection] = []
    /// The count after the last compaction (at least 8).
    private var compactedCount = 8

    /// Disconnects handler `id` of `instance` (whose closure `box` holds) when `widget` emits
    /// `destroy`, unless it went before.
    static func disconnect(_ id: UInt, on instance: UnsafeMutableRawPointer, box: AnyObject, whenDestroyed widget: UnsafeMutableRawPointer) {
        let teardown = teardown(of: widget)
        // A widget that lives long may see connections come and go (a screenshot's frame
        // handler): those already gone are dropped as the list doubles.
        if teardown.connections.count >= teardown.compactedCount * 2 {
            teardown.connections.removeAll { $0.box == nil }
            teardown.compactedCount = max(teardown.connections.count, 8)
        }
        teardown.connections.append(Connection(box: box, instance: instance, id: id))
    }

    /// The widget of what a handler was connected on: the instance itself when it is a widget,
    /// an event controller's widget, or nil (an action, or an object StateGtk does not know
    /// the widget of).
    static func owningWidget(of instance: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        let object = instance.assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(object, gtk_widget_get_type()) != 0 { return instance }
        if g_type_check_instance_is_a(object, gtk_event_controller_get_type()) != 0 {
            return gtk_event_controller_get_widget(OpaquePointer(instance)).map { UnsafeMutableRawPointer($0) }
        }
        return nil
    }

    // Not _static_string: the C string Swift passes lives only for the call, and GLib keeps the
    // pointer it is given there (AddressSanitizer caught the read after it was freed).
    private static let quark = g_quark_from_string("stategtk-teardown")

    /// The widget's teardown, made and connected to its `destroy` the first time; the widget's
    /// data owns it, so it goes when the widget is finalised.
    private static func teardown(of widget: UnsafeMutableRawPointer) -> WidgetTeardown {
        let object = widget.assumingMemoryBound(to: GObject.self)
        if let existing = g_object_get_qdata(object, quark) {
            return Unmanaged<WidgetTeardown>.fromOpaque(existing).takeUnretainedValue()
        }
        let teardown = WidgetTeardown()
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(teardown).toOpaque()) { data in
            data.map { Unmanaged<AnyObject>.fromOpaque($0).release() }
        }
        let destroyed = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(widget, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: destroyed)
        destroyed.action = { [weak teardown] in teardown?.run() }
        return teardown
    }

    private func run() {
        let due = connections
        connections.removeAll()
        for connection in due where connection.box != nil {
            g_signal_handler_disconnect(connection.instance, gulong(connection.id))
        }
    }
}
#endif
