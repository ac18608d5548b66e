// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkPaned](https://docs.gtk.org/gtk3/class.Paned.html): views placed in its `start` and
/// `end` side by side (or one above the other), with a divider the user drags.
///
/// The end side takes the extra space when the paned grows; neither side shrinks below its
/// minimum size. `position` is the divider's offset from the start, in pixels.
///
/// ```swift
/// let split = Paned(.horizontal)
/// override func render() {
///     place(split, key: "split").expanding()
///         .start { $0.place(RepositoryList.self, key: "list") }
///         .end { $0.place(RepositoryDetails.self, key: "details") }
/// }
/// ```
@MainActor
public final class Paned: Widget, PanedProtocol, OrientableProtocol {
    /// The left (or top) side.
    public let start = ContainerSlot()
    /// The right (or bottom) side.
    public let end = ContainerSlot()

    /// Two empty sides along `orientation`.
    public init(_ orientation: Axis = .horizontal) {
        super.init(gtk_paned_new(orientation.gtk))
        #if GTK3
        gtk_paned_pack1(gcast(gtkWidget), start.widget, 0, 0)
        gtk_paned_pack2(gcast(gtkWidget), end.widget, 1, 0)
        sg_paned_keep_reading_order(gcast(gtkWidget))
        #else
        // The end side takes the window's growth, neither side shrinks below its minimum, as
        // on GTK 3. GTK 4's Tab follows the children's order, start then end, by itself.
        let paned: OpaquePointer = gcast(gtkWidget)
        gtk_paned_set_start_child(paned, start.widget)
        gtk_paned_set_end_child(paned, end.widget)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_resize_end_child(paned, 1)
        gtk_paned_set_shrink_end_child(paned, 0)
        #endif
    }
}
