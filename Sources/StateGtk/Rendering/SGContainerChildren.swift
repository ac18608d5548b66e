// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// The SGContainer behind a StateView (and behind a list view's rows): O(1) insert-before,
/// move-before and remove on its linked list of children.
///
/// On GTK 3 a large update goes off screen first (see `BulkUpdate`): adding a child to a
/// realized GTK 3 container styles it against its siblings at once, so many additions to a live
/// one cost O(n²). GTK 4 restyles lazily: a row added to a live list costs it about 9,000
/// instructions more than one built off screen (Docs/keyed-list-benchmark.md, "On GTK 4"),
/// less than 1% of a list's creation, so it has no such path.
@MainActor
struct SGContainerChildren: @MainActor ChildContainer {
    let widget: UnsafeMutablePointer<GtkWidget>
    #if GTK3
    private var wentOffScreen = false
    #endif

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    private var container: OpaquePointer { OpaquePointer(widget) }

    #if GTK3
    mutating func willApply(_ size: PlanSize) {
        wentOffScreen = BulkUpdate.shouldGoOffScreen(size) && BulkUpdate.takeOffScreen(widget)
    }

    mutating func didApply(_ size: PlanSize) {
        if wentOffScreen { BulkUpdate.putBackOnScreen(widget) }
        wentOffScreen = false
    }
    #endif

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        sg_container_insert_before(container, child, anchor)
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        sg_container_move_before(container, child, anchor)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        #if GTK3
        gtk_container_remove(widget.asContainer, child)
        #else
        sg_container_remove(container, child)
        #endif
    }
}
