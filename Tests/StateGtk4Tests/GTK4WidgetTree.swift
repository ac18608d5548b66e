#if GTK4 && !GTK3
import CGtk4
import StateGtkTesting

/// The widget tree as GTK 4's own tests read it.
@MainActor
enum GTK4WidgetTree {
    /// The texts of the labels inside `widget`, depth first.
    static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        if WidgetTree.isA(widget, gtk_label_get_type()) { return [String(cString: gtk_label_get_text(OpaquePointer(widget)))] }
        return WidgetTree.children(of: widget).flatMap { texts(in: $0) }
    }
}
#endif
