// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// An object a widget owns, under a key of GObject data: made on first use and released when
/// the widget is finalised (its destroy notify).
@MainActor
enum WidgetAttachment {
    /// The object attached to `widget` under `key`, and whether it was made now.
    static func of<Object: AnyObject>(
        _ widget: UnsafeMutablePointer<GtkWidget>, key: String, make: () -> Object
    ) -> (object: Object, isNew: Bool) {
        let gobject = widget.gpointer.assumingMemoryBound(to: GObject.self)
        if let data = g_object_get_data(gobject, key) {
            return (Unmanaged<Object>.fromOpaque(data).takeUnretainedValue(), false)
        }
        let object = make()
        g_object_set_data_full(gobject, key, Unmanaged.passRetained(object as AnyObject).toOpaque()) {
            Unmanaged<AnyObject>.fromOpaque($0!).release()
        }
        return (object, true)
    }

    /// Whether `widget` has an object under `key`.
    static func exists(on widget: UnsafeMutablePointer<GtkWidget>, key: String) -> Bool {
        g_object_get_data(widget.gpointer.assumingMemoryBound(to: GObject.self), key) != nil
    }
}
