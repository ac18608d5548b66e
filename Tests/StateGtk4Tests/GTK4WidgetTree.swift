#if GTK4 && !GTK3
import CGtk4

/// The widget tree as GTK 4's own tests read it: labels' texts and a widget's children.
@MainActor
enum GTK4WidgetTree {
    /// The texts of the labels inside `widget`, depth first.
    static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            return [String(cString: gtk_label_get_text(OpaquePointer(widget)))]
        }
        return children(of: widget).flatMap { texts(in: $0) }
    }

    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }
}
#endif
