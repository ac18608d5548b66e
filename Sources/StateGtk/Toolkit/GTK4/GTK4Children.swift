#if GTK4 && !GTK3
import CGtk4
import StateGtkCore

/// The container seam on GTK 4: a widget's own sibling list, which GTK 4 links, so each
/// operation of a plan is O(1). `gtk_widget_insert_before` also moves a child that is already
/// there, and the parent's reference taken at insertion is the only one: `gtk_widget_unparent`
/// finalises a removed child unless someone else holds it.
@MainActor
struct GTK4Children: @MainActor ChildContainer {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        gtk_widget_insert_before(child, widget, anchor)
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        gtk_widget_insert_before(child, widget, anchor)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        gtk_widget_unparent(child)
    }
}
#endif
