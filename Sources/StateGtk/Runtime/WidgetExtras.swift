// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Swift state attached to a GtkWidget, for extensions that cannot add stored properties (to
/// StateView, to StateViewController's window): style classes, the generated style class,
/// event handlers, objects the widget keeps alive.
///
/// It is the widget's qdata, released when the widget is finalised; it never holds the view or
/// the user's closures strongly (those live in the signal boxes), so it closes no cycle.
///
/// ```swift
/// let extras = WidgetExtras.of(view.widget)
/// extras.styleClasses = ["card"]
/// ```
@MainActor
final class WidgetExtras {
    var styleClasses: Set<String> = []
    var generatedStyleClass: String?
    var events: ViewEvents?
    #if !GTK3
    /// The accessible name and description set on GTK 4 (by GtkAccessibleProperty), which GTK 4
    /// has no getter for.
    var accessibleText: [UInt32: String] = [:]
    #endif
    /// Wrappers the widget keeps alive (a window's title bar).
    var retained: [String: AnyObject] = [:]

    private static let quark = g_quark_from_string("stategtk-extras")

    /// The extras of `widget`, made on first use.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetExtras {
        if let existing = existing(widget) { return existing }
        let extras = WidgetExtras()
        g_object_set_qdata_full(widget.asObject, quark, Unmanaged.passRetained(extras).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return extras
    }

    /// The extras of `widget` if it has any.
    static func existing(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetExtras? {
        g_object_get_qdata(widget.asObject, quark).map { Unmanaged<WidgetExtras>.fromOpaque($0).takeUnretainedValue() }
    }
}
