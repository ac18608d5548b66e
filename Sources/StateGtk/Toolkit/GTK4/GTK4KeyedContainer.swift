#if GTK4 && !GTK3
import CGtk4
import CStateGtk4
import StateGtkCore

/// Keyed children in a GTK 4 container, placed by the core's constraint layout: each update is
/// compared with the children on screen by the core's reconciler and applied by its
/// `PlanExecutor` through `GTK4Children`, the same order of operations and the same minimal
/// counts as on GTK 3. The frames are the solver's, applied when GTK allocates the container.
@MainActor
final class GTK4KeyedContainer {
    /// The SG4Container; this object holds a reference of its own until it deinitialises.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The children in placement order, as the container holds them.
    private(set) var children: [GTK4Child] = []
    let layout = ConstraintLayout()
    private var constraints: [LayoutConstraint] = []
    /// The width each child was last allocated, which its height is measured for.
    var solvedWidths: [AnyHashable: Double] = [:]

    init() {
        widget = sg4_container_new()
        g_object_ref_sink(widget)
        attachLayout()
    }

    isolated deinit {
        sg4_container_set_layout(OpaquePointer(widget), nil, nil, nil)
        g_object_unref(widget)
    }

    /// Applies one render's placements. A key placed twice keeps its first placement, as the
    /// GTK 3 layer's does. Returns whether children were inserted, moved or removed.
    @discardableResult
    func update(_ placements: [GTK4Placement]) -> Bool {
        var seen = Set<AnyHashable>()
        let placements = placements.filter { seen.insert($0.key).inserted }
        let plan = Reconciler.plan(old: children.lazy.map(\.key), new: placements.lazy.map(\.key))
        var container = GTK4Children(widget)
        children = PlanExecutor.apply(plan, old: children, to: &container, child: { $0.widget }) {
            GTK4Child(key: placements[$0].key, widget: placements[$0].make())
        }
        if plan.removals > 0 {
            let kept = Set(children.lazy.map(\.key))
            solvedWidths = solvedWidths.filter { kept.contains($0.key) }
        }
        let declared = placements.flatMap(\.constraints)
        if !plan.steps.isEmpty || declared != constraints {
            constraints = declared
            layout.update(children: children.map(\.key), constraints: declared)
            gtk_widget_queue_resize(widget)
        }
        return !plan.steps.isEmpty
    }
}

/// A child the container holds, under its key.
struct GTK4Child {
    let key: AnyHashable
    let widget: UnsafeMutablePointer<GtkWidget>
}
#endif
