// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A list view's row host as the reconciler's container, with the host's reuse pool: rows
/// whose items left the realised window are kept (with their widgets, in the host, hidden) to
/// be given to the next items of their type that come on screen.
///
/// A row goes to the pool when its item leaves, before the arriving items are made, so that
/// one update's departures serve its arrivals. An arriving item takes the row that last showed
/// its own key if there is one (its state kept), else the latest row of its type (its state
/// started again from `getInitialState()`).
///
/// How many rows it keeps per row type: at most `capacity` after each update, and at most
/// `restingSize` once the list has had no update for `idleInterval` (and at once when the list
/// is first allocated: the rows made for a screen's height). The rows beyond are removed here,
/// as any row is removed: told, taken out of the host, destroyed and released.
///
/// A pooled row is hidden, not taken out, and comes back by a move: its widgets are not
/// unrealized, restyled and realized again. A row that leaves and is given to an arriving item
/// in the same update is only moved: it is never hidden, so it is not unmapped and mapped
/// again. GTK 3 still lists hidden children to assistive technologies: a pooled row says it is
/// redundant, and is a list item again when it comes back.
@MainActor
final class RowPool: @MainActor ChildContainer, ReusingContainer {
    /// Rows kept per row type once an update is done: a page scroll's departures cover its
    /// arrivals, and the rows a scroll leaves behind wait for the scroll back.
    static let capacity = 8
    /// How long, in milliseconds, the list goes without an update before the pool shrinks to
    /// its resting size.
    static let idleInterval: UInt32 = 1_000

    /// Rows kept per row type at rest: the list's overscan and one (`ListView` sets it), what
    /// the realised window grows by at most when the list scrolls by a page from its top (the
    /// overscan above the visible rows, and a row cut by each edge where one was cut by one), so
    /// that such a scroll makes no row.
    var restingSize = 5

    private struct Entry {
        let view: StateView
        let key: FastKey
    }

    private var children: SGContainerChildren
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// The widgets of the rows that went to the pool in the current update: they stay in the
    /// host when the plan removes them.
    private var kept: Set<UInt> = []
    /// The widgets of the pooled rows given to arriving items in the current update: the plan
    /// inserts them, and they are moved to their new place, never hidden on the way.
    private var reused: Set<UInt> = []
    /// The pending idle timeout (a GLib source id), 0 when none.
    private var shrinkSource: UInt32 = 0
    /// Whether an update came since the idle timeout was added: it waits another interval.
    private var updatedSinceShrinkScheduled = false

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        children = SGContainerChildren(widget)
    }

    /// How many rows wait in the pool.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    // MARK: ChildContainer

    func willApply(_ size: PlanSize) { children.willApply(size) }
    func didApply(_ size: PlanSize) { children.didApply(size) }

    /// Puts a new row in the host; a pooled row given to the arriving item is moved instead
    /// (it never left the host) and shown again if it was hidden.
    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        guard reused.contains(child.address) else {
            children.insert(child, before: anchor)
            return
        }
        children.move(child, before: anchor)
        guard gtk_widget_get_visible(child) == 0 else { return }  // it left in this update
        GtkMutations.record(.propertySet)
        gtk_widget_set_visible(child, 1)
        #if GTK3
        Accessible.setRole(.listItem, of: child)
        #endif
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        children.move(child, before: anchor)
    }

    /// Hides a row that went to the pool; takes any other out.
    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard kept.contains(child.address) else {
            children.remove(child)
            return
        }
        // Arriving rows are made before the plan's steps: a reused row's move comes next. One
        // that holds the keyboard focus is hidden all the same, so that GTK takes the focus
        // away from it rather than leave it on another item's row.
        guard !reused.contains(child.address) || Self.holdsFocus(child) else { return }
        GtkMutations.record(.propertySet)
        gtk_widget_set_visible(child, 0)
        // GTK 3's ATK still lists a hidden child: it is marked redundant. GTK 4 hides it from
        // assistive technologies itself.
        #if GTK3
        Accessible.setRole(AccessibleRole(ATK_ROLE_REDUNDANT_OBJECT), of: child)
        #endif
    }

    // MARK: ReusingContainer

    func keep(_ leaving: MountedChild) -> Bool {
        guard let view = leaving.view, leaving.ownsView else { return false }
        entries[ObjectIdentifier(type(of: view)), default: []].append(Entry(view: view, key: leaving.identity.fastKey))
        kept.insert(view.widget.address)
        return true
    }

    func reuse(_ type: StateView.Type, for key: FastKey) -> (view: StateView, sameKey: Bool)? {
        let kind = ObjectIdentifier(type)
        guard let entry = Self.take(key, from: &entries[kind, default: []]) else { return nil }
        reused.insert(entry.view.widget.address)
        return (entry.view, entry.key == key)
    }

    func didReuse() {
        shrink(to: Self.capacity)
        kept.removeAll(keepingCapacity: true)
        reused.removeAll(keepingCapacity: true)
        scheduleShrink()
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

    // MARK: Size

    /// Keeps at most `restingSize` rows per row type now (the list's first allocation: the
    /// rows made for a screen's height that its viewport does not show), and drops the idle
    /// timeout, which would find nothing left to do.
    func shrinkToRest() {
        cancelScheduledShrink()
        shrink(to: restingSize)
    }

    /// Removes every pooled row (the list goes) and the idle timeout.
    func drain() {
        cancelScheduledShrink()
        shrink(to: 0)
    }

    /// Removes the oldest rows of each row type beyond `size`.
    private func shrink(to size: Int) {
        for (kind, pooled) in entries where pooled.count > size {
            entries[kind] = Array(pooled.suffix(size))
            for entry in pooled.prefix(pooled.count - size) { evict(entry.view) }
        }
    }

    /// Removes a row the pool no longer keeps, as a leaving child is removed: told, out of the
    /// host, destroyed (which disconnects its widgets' signal handlers) and released.
    private func evict(_ view: StateView) {
        view.willRemove()
        if gtk_widget_get_parent(view.widget) != nil { children.remove(view.widget) }
        GtkMutations.record(.destroy)
        destroyWidget(view.widget)
        view.releaseSubtree()
    }

    /// After an update that leaves more than the resting size of a row type: a timeout that
    /// shrinks the pool once the list has had no update for a whole interval. One timeout
    /// serves a burst of updates (each only marks that it came), so that scrolling adds and
    /// removes no GLib source per frame.
    private func scheduleShrink() {
        if shrinkSource != 0 {
            updatedSinceShrinkScheduled = true
            return
        }
        guard entries.values.contains(where: { $0.count > restingSize }) else { return }
        let owner = Unmanaged.passRetained(WeakRowPool(self)).toOpaque()
        shrinkSource = g_timeout_add_full(G_PRIORITY_DEFAULT_IDLE, Self.idleInterval, { data in
            MainActor.assumeIsolated {
                guard let pool = Unmanaged<WeakRowPool>.fromOpaque(data!).takeUnretainedValue().pool else { return 0 }
                return pool.idleTimeoutFired() ? 1 : 0
            }
        }, owner, { data in Unmanaged<WeakRowPool>.fromOpaque(data!).release() })
    }

    /// Returns whether the timeout is to fire again (an update came during the interval).
    private func idleTimeoutFired() -> Bool {
        if updatedSinceShrinkScheduled {
            updatedSinceShrinkScheduled = false
            return true
        }
        shrinkSource = 0  // GLib removes it as the callback returns false
        shrink(to: restingSize)
        return false
    }

    private func cancelScheduledShrink() {
        guard shrinkSource != 0 else { return }
        g_source_remove(shrinkSource)
        shrinkSource = 0
        updatedSinceShrinkScheduled = false
    }

    /// Whether the keyboard focus of the row's window is the row or inside it.
    private static func holdsFocus(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if GTK3
        guard let window = gtk_widget_get_toplevel(row), gtk_widget_is_toplevel(window) != 0,
              let focus = gtk_window_get_focus(gcast(window))
        else { return false }
        #else
        guard let root = gtk_widget_get_root(row), let focus = gtk_root_get_focus(root) else { return false }
        #endif
        return focus == row || gtk_widget_is_ancestor(focus, row) != 0
    }
}

/// The pool as its idle timeout holds it: a list that goes without draining its pool is not
/// kept alive by the timeout, which then stops.
@MainActor
private final class WeakRowPool {
    weak var pool: RowPool?
    init(_ pool: RowPool) { self.pool = pool }
}
