// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A view that runs `configure` and places `widgets` (keyed by position) in every render: the
/// "StateView that places the widget" of the no-op re-render checks.
final class WidgetHost: StateView {
    var widgets: [Widget] = []
    var configure: () -> Void = {}
    var renders = 0

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 4)
    }

    override func render() {
        renders += 1
        configure()
        for (index, widget) in widgets.enumerated() { place(widget, key: index) }
    }
}

/// Shows `widgets` in a window, configured by `configure` in every render.
@MainActor
func showHost(_ widgets: [Widget], width: Int32 = 400, height: Int32 = 300, configure: @escaping () -> Void = {}) -> (WidgetHost, TestWindow) {
    let host = WidgetHost()
    host.widgets = widgets
    host.configure = configure
    return (host, TestWindow(host, width: width, height: height))
}

/// Re-renders `view` with nothing changed and asserts that no GTK call was made.
@MainActor
func assertNoOpRerender(_ view: StateView, file: StaticString = #filePath, line: UInt = #line) {
    let counts = GtkMutations.measure {
        view.setNeedsRender()
        StateView.flushRenders()
    }
    XCTAssertEqual(counts.total, 0, "a re-render with nothing changed made GTK calls: \(counts)", file: file, line: line)
}

/// Casts a widget pointer to another GTK type, like the C cast macros.
@MainActor
func gtk<T>(_ widget: UnsafeMutablePointer<GtkWidget>, as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// Reads a string property of a GObject.
@MainActor
func stringProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    defer { g_value_unset(&value) }
    return g_value_get_string(&value).map { String(cString: $0) }
}

/// Reads a boolean property of a GObject.
@MainActor
func boolProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    defer { g_value_unset(&value) }
    return g_value_get_boolean(&value) != 0
}

/// Whether any handler of `signal` is still connected to `instance`.
@MainActor
func hasHandlers(_ instance: UnsafeMutableRawPointer, _ signal: String) -> Bool {
    let type = (instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!.pointee.g_type)
    return g_signal_has_handler_pending(instance, g_signal_lookup(signal, type), 0, 1) != 0
}

/// An object that reports its deinitialisation, for proving that closures were released.
final class Token {}

/// Waits for a (main-loop driven) condition, draining GTK.
@MainActor
@discardableResult
func eventually(_ timeout: TimeInterval = 2, _ condition: () -> Bool) -> Bool {
    Gtk.runUntil(timeout: timeout, condition)
}
