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
    /// The views given to arriving items in the current update: their widgets are moved to
    /// their new place, never hidden on the way.
    private var reused: Set<UInt> = []

    /// Takes a row leaving the window; its view no longer belongs to its record.
    func enqueue(_ child: MountedChild) {
        guard let view = child.view, child.ownsView else { return }
        entries[ObjectIdentifier(type(of: view)), default: []].append(Entry(view: view, key: child.identity.fastKey))
        staying.insert(view.widget.address)
    }

    /// A pooled view of `type` for the item with `key`, and whether it showed that very key.
    func dequeue(_ type: StateView.Type, for key: FastKey) -> (view: StateView, sameKey: Bool)? {
        let kind = ObjectIdentifier(type)
        guard let entry = Self.take(key, from: &entries[kind, default: []]) else { return nil }
        reused.insert(entry.view.widget.address)
        return (entry.view, entry.key == key)
    }

    /// The entry that showed `key` if there is one, else the latest; taken out in place.
    /// Nonisolated and without a closure: a closure in the main actor's code would check the
    /// executor for every entry it looks at.
    private nonisolated static func take(_ key: FastKey, from pooled: inout [Entry]) -> Entry? {
        guard !pooled.isEmpty else { return nil }
        var index = pooled.count - 1
        for candidate in pooled.indices.reversed() where pooled[candidate].key == key {
            index = candidate
            break
        }
        return pooled.remove(at: index)
    }

    /// Whether the child's widget stays in the host (pooled or reused), rather than leaving it.
    func keeps(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { staying.contains(widget.address) }

    /// Whether the widget's view went to an arriving item in the current update.
    func isReused(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { reused.contains(widget.address) }

    /// Ends an update: returns the pooled views beyond the capacity, for the caller to remove.
    func trim() -> [StateView] {
        var surplus: [StateView] = []
        for (kind, pooled) in entries where pooled.count > Self.capacity {
            surplus += pooled.prefix(pooled.count - Self.capacity).map(\.view)
            entries[kind] = Array(pooled.suffix(Self.capacity))
        }
        staying = Set(entries.values.joined().map(\.view.widget.address))
        reused = []
        return surplus
    }

    /// Empties the pool: returns every pooled view, for the caller to remove.
    func drain() -> [StateView] {
        let all = entries.values.joined().map(\.view)
        entries = [:]
        staying = []
        reused = []
        return all
    }

    /// How many rows wait in the pool.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }
}

/// The row host's SGContainer, where a row that goes to the pool is hidden instead of taken
/// out, and comes back by a move: its widgets are not unrealized, restyled and realized again.
/// A row that leaves and is given to an arriving item in the same update is only moved: it is
/// never hidden, so it is not unmapped and mapped again. GTK 3 still lists hidden children to
/// assistive technologies: a pooled row says it is redundant, and is a list item again when it
/// comes back.
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
        guard gtk_widget_get_visible(child) == 0 else { return }  // it left in this update
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
        // Arriving rows are made before the plan's steps: a reused row's move comes next. One
        // that holds the keyboard focus is hidden all the same, so that GTK takes the focus
        // away from it rather than leave it on another item's row.
        guard !pool.isReused(child) || Self.holdsFocus(child) else { return }
        GtkMutations.record(.propertySet)
        gtk_widget_hide(child)
        Accessible.setRole(AccessibleRole(ATK_ROLE_REDUNDANT_OBJECT), of: child)
    }

    /// Whether the keyboard focus of the row's window is the row or inside it.
    private static func holdsFocus(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let window = gtk_widget_get_toplevel(row), gtk_widget_is_toplevel(window) != 0,
              let focus = gtk_window_get_focus(gcast(window))
        else { return false }
        return focus == row || gtk_widget_is_ancestor(focus, row) != 0
    }
}
