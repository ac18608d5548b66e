// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Sets and reads GObject properties through GValues: `g_object_set` and `g_object_get` are
/// varargs and do not import, and some widgets (GtkModelButton, GtkMessageDialog) are only
/// configurable through properties.
///
/// ```swift
/// GObjectProperty.set(button, "text", "Rename")
/// ```
@MainActor
enum GObjectProperty {
    // G_TYPE_MAKE_FUNDAMENTAL(n) is n << 2; the macros do not import.
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let string = GType(16 << 2)

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, _ text: String?) {
        var value = GValue()
        g_value_init(&value, string)
        g_value_set_string(&value, text)
        g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, _ flag: Bool) {
        var value = GValue()
        g_value_init(&value, boolean)
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }

    static func set(_ object: UnsafeMutableRawPointer, _ name: String, enum number: Int32, type: GType) {
        var value = GValue()
        g_value_init(&value, type)
        g_value_set_enum(&value, number)
        g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }

    #if GTK3  // GTK 4 has no child properties
    /// Sets an integer child property ("position") of `child` in `container`.
    static func setChild(_ child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>, _ name: String, _ number: Int32) {
        var value = GValue()
        g_value_init(&value, int)
        g_value_set_int(&value, number)
        gtk_container_child_set_property(container.asContainer, child, name, &value)
        g_value_unset(&value)
    }
    #endif

    static func string(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, string)
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    static func bool(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, boolean)
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_boolean(&value) != 0
    }
}
