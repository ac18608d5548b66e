// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// The realised rows of a `ListView`: an SGContainer inside the list's scrolling surface, whose
/// children are placed by the same rules as any StateView's (`ChildList`: kept by key, created,
/// removed and released). The list describes the rows of its window through `ListRow`s and
/// positions them: their offsets come from its height index.
@MainActor
final class ListRowHost {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let reference: GObjectReference
    let childList: ChildList<RowPool>
    /// The host's children as the reconciler changes them, and the rows kept for reuse.
    let pool: RowPool
    /// What the row descriptions placed so far, while the list describes its rows.
    private(set) var placements: [ShadowViewElement] = []
    private var isDescribing = false

    init() {
        widget = sg_container_new()
        g_object_ref_sink(widget.gpointer)
        reference = GObjectReference(adopting: widget.gpointer, detachesLayout: true)  // the list's delegate
        pool = RowPool(widget)
        childList = ChildList(pool, name: "ListView")
        #if GTK3
        gtk_widget_show(widget)
        #endif
    }

    var container: OpaquePointer { OpaquePointer(widget) }
    var children: [MountedChild] { childList.children }

    /// Collects the elements `describe` places, then applies them to the rows; returns whether
    /// rows came, went or moved.
    /// Rows render meanwhile: a flush they ask for waits until the rows are applied.
    func update(_ describe: () -> Void) -> Bool {
        var structureChanged = false
        RenderScheduler.shared.applyingRender {
            isDescribing = true
            placements.reserveCapacity(children.count)
            describe()
            isDescribing = false
            let placed = placements
            placements = []
            structureChanged = childList.update(with: placed).structureChanged
        }
        return structureChanged
    }

    /// Records a row's element; a row placed outside the list's description is reported.
    func record(_ element: ShadowViewElement) -> Bool {
        guard isDescribing else {
            stateGtkLog.error("ListRow.place was called outside the list's row description; ignored (\(element.location))")
            return false
        }
        placements.append(element)
        return true
    }

    /// Drops the placements from `count` on (a description that placed more than one row).
    func truncatePlacements(to count: Int) { placements.removeSubrange(count...) }

    var placementCount: Int { placements.count }
}
