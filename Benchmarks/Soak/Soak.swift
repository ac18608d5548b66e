// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
/// Random reconcile steps on real GTK (SoakMutator), checked every `checkEvery` steps:
/// - GTK's children of every view are the model's, in order, of the right kind, showing their key;
/// - the live views and GObjects are exactly those the model needs: every removed view
///   deinitialised and every removed GObject finalised;
/// - emptied, the window is back to its root alone, and the heap in use then (mallinfo2, exact
///   with G_SLICE=always-malloc) stays flat after the warm-up.
@MainActor
final class Soak {
    struct Checkpoint {
        var step: Int
        var nodes: Int
        /// The model's list nodes, and the rows their list views kept in reuse pools.
        var lists = 0
        var pooledRows = 0
        var views: Int
        var objects: Int
        /// Heap in use with the tree emptied; nil without mallinfo2.
        var heapWhenEmpty: Int?
    }

    struct Report {
        var checkpoints: [Checkpoint] = []
        var problems: [String] = []
        /// Heap growth from the first checkpoint after the warm-up to the last, and the spread.
        var heapGrowth: Int?
        var heapSpread: Int?
        /// The first tenth of the checkpoints (at least one) warms caches (CSS, fonts, Pango).
        var warmUpCheckpoints: Int = 1
    }

    /// A flat heap: the emptied window's heap may wander by this much after the warm-up.
    static let heapTolerance = 256 * 1024

    let steps: Int
    let checkEvery: Int
    private var mutator: SoakMutator
    private var model = SoakNode(key: 0, kind: .group)

    init(steps: Int, checkEvery: Int = 1000, seed: UInt64 = 2026, duplicatesPerThousand: Int = 60, excluding excluded: Set<SoakNode.Kind> = []) {
        self.steps = steps
        self.checkEvery = checkEvery
        mutator = SoakMutator(seed: seed, duplicatesPerThousand: duplicatesPerThousand, excluding: excluded)
    }

    /// Runs every step; `progress` sees each checkpoint as it is taken.
    func run(progress: (Checkpoint) -> Void = { _ in }) -> Report {
        var report = Report()
        let root = SoakRoot()
        #if GTK3
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), root.widget)
        #else
        let window = gtk_window_new()!
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), root.widget)
        #endif
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 640, 480)
        root.state[SoakRoot.root] = model
        root.renderDeep()
        #if GTK3
        gtk_widget_show(window)
        #else
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        #endif
        Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(root.widget) != 0 }
        Gtk.drainEvents()

        for step in 1...steps {
            mutator.step(&model)
            show(model, in: root)
            guard step % checkEvery == 0 || step == steps else { continue }
            let checkpoint = check(root, step: step, problems: &report.problems)
            report.checkpoints.append(checkpoint)
            progress(checkpoint)
            if report.problems.count > 20 { break }
        }
        #if GTK3
        gtk_widget_destroy(window)
        #else
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        #endif
        Gtk.drainEvents()
        judgeHeap(&report)
        return report
    }

    private func show(_ model: SoakNode, in root: SoakRoot) {
        root.state[SoakRoot.root] = model
        StateView.flushRenders()
        Gtk.drainEvents()
    }

    private func check(_ root: SoakRoot, step: Int, problems: inout [String]) -> Checkpoint {
        compare(root, with: model, path: "root", problems: &problems, step: step)
        var expected = Self.census(of: model)
        // List views' rows: the realised ones exactly; pooled ones (of either type) by count.
        let rows = Self.listRows(in: root, model)
        expected.views += rows.views + rows.pooled
        expected.objects += rows.objects
        let pooledObjects = SoakCensus.liveObjects - expected.objects
        if SoakCensus.liveViews != expected.views || pooledObjects < 2 * rows.pooled || pooledObjects > 3 * rows.pooled {
            problems.append("step \(step): \(SoakCensus.liveViews) views and \(SoakCensus.liveObjects) GObjects alive, the model and the lists' \(rows.pooled) pooled rows have \(expected.views) and \(expected.objects) + 2 to 3 a pooled row")
        }
        // Emptied, only the root may be left.
        let full = model
        show(SoakNode(key: 0, kind: .group), in: root)
        if SoakCensus.liveViews != 1 || SoakCensus.liveObjects != 1 || !root.childWidgets.isEmpty {
            problems.append("step \(step): emptied, \(SoakCensus.liveViews) views and \(SoakCensus.liveObjects) GObjects are still alive (1 and 1 expected)")
        }
        let heap = HeapUsage.bytesInUse()
        show(full, in: root)
        return Checkpoint(
            step: step, nodes: model.nodeCount, lists: Self.lists(in: model), pooledRows: rows.pooled, views: expected.views,
            objects: expected.objects, heapWhenEmpty: heap)
    }

    /// GTK's children of `view` against the model's children, and so on down.
    private func compare(_ view: SoakGroup, with node: SoakNode, path: String, problems: inout [String], step: Int) {
        let widgets = view.childWidgets
        guard widgets.count == node.children.count else {
            problems.append("step \(step): \(path) has \(widgets.count) GTK children, the model \(node.children.count)")
            return
        }
        for (child, widget) in zip(node.children, widgets) {
            let here = "\(path)/\(child.key)"
            switch child.kind {
            case .label:
                guard let label = view.labels[child.key], label.gtkWidget == widget, label.text == "\(child.key)" else {
                    problems.append("step \(step): \(here) is not its plain label")
                    continue
                }
            case .list:
                guard let placed = view.childView(forKey: child.key) as? SoakListGroup, placed.widget == widget,
                      let list = placed.list else {
                    problems.append("step \(step): \(here) is not its list in place")
                    continue
                }
                compare(list, with: child, path: here, problems: &problems, step: step)
            case .row, .otherRow, .group:
                let placed = view.childView(forKey: child.key)
                let typeMatches = switch child.kind {
                case .row: placed.map { type(of: $0) == SoakRow.self } ?? false
                case .otherRow: placed is SoakOtherRow
                default: placed is SoakGroup
                }
                guard typeMatches, let placed, placed.widget == widget else {
                    problems.append("step \(step): \(here) is \(placed.map { "\(type(of: $0))" } ?? "missing"), not a \(child.kind) view in place")
                    continue
                }
                if let row = placed as? SoakRow, row.label.text != "\(child.key)" {
                    problems.append("step \(step): \(here) shows \(row.label.text)")
                }
                if let group = placed as? SoakGroup { compare(group, with: child, path: here, problems: &problems, step: step) }
            }
        }
    }

    /// A list's realised rows against the model: a run of its children covering the viewport
    /// (6 rows), each of the child's type and showing its key.
    private func compare(_ list: ListView, with node: SoakNode, path: String, problems: inout [String], step: Int) {
        let keys = list.realizedKeys(as: Int.self)
        let start = keys.first.flatMap { key in node.children.firstIndex { $0.key == key } } ?? 0
        let expected = node.children.dropFirst(start).prefix(keys.count)
        guard keys == expected.map(\.key), keys.count >= min(node.children.count, 6) else {
            problems.append("step \(step): \(path) realises \(keys), its children are \(node.children.map(\.key))")
            return
        }
        for child in expected {
            guard let row = list.rowView(forKey: child.key) as? SoakRow,
                  (type(of: row) == SoakOtherRow.self) == (child.kind == .otherRow), row.label.text == "\(child.key)" else {
                problems.append("step \(step): \(path)/\(child.key) is not its \(child.kind) row showing its key")
                continue
            }
        }
    }

    /// The rows the model's lists have as views now: realised (views and GObjects, by type)
    /// and pooled (views).
    private static func listRows(in view: SoakGroup, _ node: SoakNode) -> (views: Int, objects: Int, pooled: Int) {
        var result = (views: 0, objects: 0, pooled: 0)
        for child in node.children {
            switch child.kind {
            case .group:
                guard let group = view.childView(forKey: child.key) as? SoakGroup else { continue }
                let inner = listRows(in: group, child)
                result = (result.views + inner.views, result.objects + inner.objects, result.pooled + inner.pooled)
            case .list:
                guard let list = (view.childView(forKey: child.key) as? SoakListGroup)?.list else { continue }
                for key in list.realizedKeys(as: AnyHashable.self) {
                    guard let row = list.rowView(forKey: key) else { continue }
                    result.views += 1
                    result.objects += row is SoakOtherRow ? 3 : 2
                }
                result.pooled += list.pooledRowCount
            default: break
            }
        }
        return result
    }

    static func lists(in node: SoakNode) -> Int {
        node.children.reduce(0) { $0 + ($1.kind == .list ? 1 : 0) + lists(in: $1) }
    }

    /// The views and watched GObjects the model needs, the root included (a list counts its
    /// group: its rows are counted from the list, `listRows`).
    static func census(of node: SoakNode) -> (views: Int, objects: Int) {
        var views = 1, objects = 1
        for child in node.children {
            switch child.kind {
            case .row: views += 1; objects += 2
            case .otherRow: views += 1; objects += 3
            case .label: objects += 1
            case .list: views += 1; objects += 1
            case .group:
                let inner = census(of: child)
                views += inner.views
                objects += inner.objects
            }
        }
        return (views, objects)
    }

    private func judgeHeap(_ report: inout Report) {
        let heaps = report.checkpoints.compactMap(\.heapWhenEmpty)
        report.warmUpCheckpoints = max(1, heaps.count / 10)
        let settled = heaps.dropFirst(report.warmUpCheckpoints)
        guard let first = settled.first, let last = settled.last, let low = settled.min(), let high = settled.max() else { return }
        report.heapGrowth = last - first
        report.heapSpread = high - low
        if high - low > Self.heapTolerance {
            report.problems.append("the emptied window's heap is not flat after the warm-up: it spans \(high - low) bytes (\(low) to \(high))")
        }
    }
}
