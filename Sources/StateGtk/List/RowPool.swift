import CGtk
import CStateGtk
import StateGtkCore

/// A list view's rows that left the viewport, kept (views and widgets, out of the row host) to
/// be given to the next items of their type that come on screen.
///
/// A pooled row is taken out of the host, not hidden in it: GTK 3 lists a container's hidden
/// children to assistive technologies, which would read a row of an item no longer on screen.
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
    /// The views that go on living through the current update: pooled ones and the ones reused
    /// from the pool (their widgets leave the host, but are not destroyed).
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

    /// Whether the child's view lives on (pooled or reused), rather than being removed.
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
