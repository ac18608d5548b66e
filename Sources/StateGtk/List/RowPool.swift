import CGtk
import CStateGtk
import StateGtkCore

/// A list view's rows that left the viewport, kept (with their widgets, in the row host,
/// hidden) to be given to the next items of their type that come on screen.
///
/// A row goes to the pool when its item leaves the realised window, before the arriving items
/// are made, so that one update's departures serve its arrivals. An arriving item takes the
/// row that last showed its own key if there is one (its state kept), else the latest row of
/// its type (its state started again from `getInitialState()`). What is left in the pool after
/// an update, beyond `capacity` rows per type, is removed like any row.
@MainActor
final class RowPool {
    /// Rows kept per row type once an update is done.
    static let capacity = 8

    private struct Entry {
        let view: StateView
        let key: FastKey
    }

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// The views whose widgets stay in the row host through the current update: pooled ones
    /// and the ones reused from the pool.
    private var staying: Set<UInt> = []

    /// Takes a row leaving the window; its view no longer belongs to its record.
    func enqueue(_ child: MountedChild) {
        guard let view = child.view, child.ownsView else { return }
        entries[ObjectIdentifier(type(of: view)), default: []].append(Entry(view: view, key: child.identity.fastKey))
        staying.insert(view.widget.address)
    }

    /// A pooled view of `type` for the item with `key`, and whether it showed that very key.
    func dequeue(_ type: StateView.Type, for key: FastKey) -> (view: StateView, sameKey: Bool)? {
        let kind = ObjectIdentifier(type)
        guard var pooled = entries[kind], !pooled.isEmpty else { return nil }
        let index = pooled.lastIndex { $0.key == key } ?? pooled.count - 1
        let entry = pooled.remove(at: index)
        entries[kind] = pooled
        return (entry.view, entry.key == key)
    }

    /// Whether the child's widget stays in the host (pooled or reused), rather than leaving it.
    func keeps(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { staying.contains(widget.address) }

    /// Ends an update: returns the pooled views beyond the capacity, for the caller to remove.
    func trim() -> [StateView] {
        var surplus: [StateView] = []
        for (kind, pooled) in entries where pooled.count > Self.capacity {
            surplus += pooled.prefix(pooled.count - Self.capacity).map(\.view)
            entries[kind] = Array(pooled.suffix(Self.capacity))
        }
        staying = Set(entries.values.joined().map(\.view.widget.address))
        return surplus
    }

    /// Empties the pool: returns every pooled view, for the caller to remove.
    func drain() -> [StateView] {
        let all = entries.values.joined().map(\.view)
        entries = [:]
        staying = []
        return all
    }

    /// How many rows wait in the pool.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }
}

/// The row host's SGContainer, where a row that goes to the pool is hidden instead of taken
/// out, and comes back by a move: its widgets are not unrealized, restyled and realized again.
/// GTK 3 still lists hidden children to assistive technologies: a pooled row says it is
/// redundant, and is a list item again when it comes back.
@MainActor
struct RowHostChildren: @MainActor ChildContainer {
    let widget: UnsafeMutablePointer<GtkWidget>
    let pool: RowPool
    private var children: SGContainerChildren

    init(_ widget: UnsafeMutablePointer<GtkWidget>, pool: RowPool) {
        self.widget = widget
        self.pool = pool
        children = SGContainerChildren(widget)
    }

    mutating func willApply(_ size: PlanSize) { children.willApply(size) }
    mutating func didApply(_ size: PlanSize) { children.didApply(size) }

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        guard gtk_widget_get_parent(child) == widget else {
            children.insert(child, before: anchor)
            return
        }
        children.move(child, before: anchor)  // a row back from the pool
        GtkMutations.record(.propertySet)
        gtk_widget_show(child)
        Accessible.setRole(.listItem, of: child)
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        children.move(child, before: anchor)
    }

    /// Hides a row the pool keeps; takes any other out.
    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard pool.keeps(child) else {
            children.remove(child)
            return
        }
        GtkMutations.record(.propertySet)
        gtk_widget_hide(child)
        Accessible.setRole(AccessibleRole(ATK_ROLE_REDUNDANT_OBJECT), of: child)
    }
}
