#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
// A table of 100,000 rows × 5 columns: StateGtk's TableView against a hand-written GtkTreeView
// with 5 columns over a GtkListStore (fixed height mode, sorted by its own sortable model), in
// the same run, paired repetition by repetition.
//
//   xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release ListViewBenchmark --table [--quick] [--sizes 100000]
//   ... ListViewBenchmark --table --only TableView|GtkTreeView --operation scroll   (one subject, for callgrind)

/// A row of the table benchmark: five values, two of them numbers.
struct TableBenchItem: Equatable, Sendable {
    let id: Int
    let name: String
    let cpu: Int
    let memory: Int
    let user: String

    static func make(_ count: Int) -> [TableBenchItem] {
        (0..<count).map { id in
            TableBenchItem(
                id: id, name: "process-\(id)", cpu: (id * 37) % 1_000, memory: (id * 7_919) % 900_000,
                user: ["root", "ada", "grace", "alan"][id % 4])
        }
    }
}

enum TableOperation: String, CaseIterable {
    case open = "open to the first painted frame"
    case scrollPage = "scroll by one page"
    case sort = "sort by a number column"
}

/// One table implementation under test.
@MainActor
protocol TableSubject: AnyObject {
    var name: String { get }
    var host: SubjectWindow { get }
    func open(_ items: [TableBenchItem])
    func scrollByPage()
    /// Sorts by the CPU column, descending (the app's sort for the table view, the sortable
    /// model's for GtkTreeView).
    func sortByCPU()
    func close()
    /// The first row's name on screen, to check that both show the same.
    var firstVisibleName: String? { get }
}

/// A parent that places a table view of its items, sorting them as its sort says.
final class TableViewHost: StateView {
    var items: [TableBenchItem] = []
    var sort: TableSort?

    override func render() {
        place(TableView.self, key: "table")
            .columns([
                TableColumn("name", title: "Name", width: 200), TableColumn("cpu", title: "CPU", width: 80),
                TableColumn("memory", title: "Memory", width: 100), TableColumn("user", title: "User", width: 100),
                TableColumn("id", title: "ID", width: 80),
            ])
            .sort(sort) { [weak self] sort in self?.sort = sort }
            .items(items, key: { $0.id }) { item, cells in
                cells.text(item.name, in: "name")
                cells.text(String(item.cpu), in: "cpu")
                cells.text(String(item.memory), in: "memory")
                cells.text(item.user, in: "user")
                cells.text(String(item.id), in: "id")
            }
            .rowHeight(.fixed(Double(rowHeight)))
    }

    var table: TableView { childView(forKey: "table") as! TableView }
}

@MainActor
final class TableViewSubject: TableSubject {
    let name = "TableView"
    let host = SubjectWindow(title: "TableView")
    private var view: TableViewHost?

    func open(_ items: [TableBenchItem]) {
        let view = TableViewHost()
        view.items = items
        host.setContent(view.widget)
        view.renderDeep()
        self.view = view
    }

    func scrollByPage() {
        let list = view!.table.rows!
        list.scroll(toOffset: list.scrollOffset + list.viewportHeight)
    }

    func sortByCPU() {
        guard let view else { return }
        view.sort = TableSort(column: "cpu", ascending: false)
        view.items.sort { ($0.cpu, $0.id) > ($1.cpu, $1.id) }
        view.setNeedsRender()
    }

    func close() {
        host.setContent(nil)
        view = nil
    }

    var firstVisibleName: String? {
        guard let view, let list = view.table.rows, let index = list.visibleRange.first else { return nil }
        return view.items[index].name
    }
}

@MainActor
final class TreeViewTableSubject: TableSubject {
    let name = "GtkTreeView"
    let host = SubjectWindow(title: "GtkTreeView, 5 columns")
    private var tree: WidgetPointer?
    private static let intType = GType(6 << 2)  // G_TYPE_INT, a macro Swift does not import

    private var store: UnsafeMutablePointer<GtkListStore>? {
        tree.flatMap { gtk_tree_view_get_model(gcast($0)) }.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkListStore.self) }
    }

    func open(_ items: [TableBenchItem]) {
        var types = [G_TYPE_STRING_VALUE, Self.intType, Self.intType, G_TYPE_STRING_VALUE, Self.intType]
        let store = gtk_list_store_newv(5, &types)!
        var values = [GValue](repeating: GValue(), count: 5)
        for (index, type) in types.enumerated() { g_value_init(&values[index], type) }
        var columns: [Int32] = [0, 1, 2, 3, 4]
        var iter = GtkTreeIter()
        for item in items {
            g_value_set_string(&values[0], item.name)
            g_value_set_int(&values[1], Int32(item.cpu))
            g_value_set_int(&values[2], Int32(item.memory))
            g_value_set_string(&values[3], item.user)
            g_value_set_int(&values[4], Int32(item.id))
            gtk_list_store_insert_with_valuesv(store, &iter, -1, &columns, &values, 5)
        }
        for index in values.indices { g_value_unset(&values[index]) }
        let tree = gtk_tree_view_new_with_model(OpaquePointer(store))!
        g_object_unref(UnsafeMutableRawPointer(store))
        for (index, (title, width)) in [("Name", 200), ("CPU", 80), ("Memory", 100), ("User", 100), ("ID", 80)].enumerated() {
            let renderer = gtk_cell_renderer_text_new()!
            gtk_cell_renderer_set_fixed_size(renderer, -1, TreeViewSubject.cellHeight)
            let column = gtk_tree_view_column_new()!
            gtk_tree_view_column_set_title(column, title)
            gtk_tree_view_column_pack_start(column, renderer, 1)
            gtk_tree_view_column_add_attribute(column, renderer, "text", Int32(index))
            gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(column, Int32(width))
            gtk_tree_view_column_set_resizable(column, 1)
            gtk_tree_view_column_set_sort_column_id(column, Int32(index))
            gtk_tree_view_append_column(gcast(tree), column)
        }
        gtk_tree_view_set_fixed_height_mode(gcast(tree), 1)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(gcast(scrolled), tree)
        gtk_widget_show(tree)
        host.setContent(scrolled)
        self.tree = tree
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(tree!)) }

    func scrollByPage() {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
    }

    func sortByCPU() {
        guard let store else { return }
        gtk_tree_sortable_set_sort_column_id(OpaquePointer(store), 1, GTK_SORT_DESCENDING)
    }

    func close() {
        host.setContent(nil)
        tree = nil
    }

    var firstVisibleName: String? { tree.flatMap(firstVisibleString) }
}

/// The first column's text of the first row a tree view shows (its model's column 0, a string).
@MainActor
func firstVisibleString(_ tree: WidgetPointer) -> String? {
    guard let model = gtk_tree_view_get_model(gcast(tree)) else { return nil }
    var start: OpaquePointer?, end: OpaquePointer?
    guard gtk_tree_view_get_visible_range(gcast(tree), &start, &end) != 0 else { return nil }
    defer { gtk_tree_path_free(start); gtk_tree_path_free(end) }
    var iter = GtkTreeIter()
    gtk_tree_model_get_iter(model, &iter, start)
    var value = GValue()
    gtk_tree_model_get_value(model, &iter, 0, &value)
    defer { g_value_unset(&value) }
    return g_value_get_string(&value).map { String(cString: $0) }
}

/// Runs the table operations on both subjects, alternating which goes first, and prints the
/// medians and paired ratios. With `only`, runs that subject alone (for an instruction count).
@MainActor
func runTableBenchmark(sizes: [Int], quick: Bool, only: String?, operation: TableOperation?) -> String {
    let all: [TableSubject] = [TableViewSubject(), TreeViewTableSubject()]
    let subjects = only.map { name in all.filter { $0.name == name } } ?? all
    var lines = ["| rows | operation | TableView (ms) | GtkTreeView (ms) | ratio [95% interval] |", "|---:|---|---:|---:|---|"]
    for size in sizes {
        let items = TableBenchItem.make(size)
        var busy: [TableOperation: [String: [Double]]] = [:]
        let repetitions = operation != nil ? 1 : (quick ? 6 : 11)
        for repetition in 0..<(repetitions + (operation != nil ? 0 : 1)) {
            let rotation = repetition % subjects.count
            for subject in subjects[rotation...] + subjects[..<rotation] {
                subject.host.raise()
                subject.host.settle()
                var times: [TableOperation: Double] = [:]
                func time(_ step: TableOperation, expecting name: String?, _ action: () -> Void) {
                    guard operation == nil || operation == step else { return action() }
                    times[step] = Double(subject.host.busyTime(action).busy)
                    if let name, let shown = subject.firstVisibleName, shown != name {
                        fatalError("\(subject.name), \(step.rawValue): the first row shows \(shown), not \(name)")
                    }
                }
                time(.open, expecting: "process-0") { subject.open(items) }
                subject.host.settle()
                time(.scrollPage, expecting: nil) { subject.scrollByPage() }
                subject.host.settle()
                time(.sort, expecting: nil) { subject.sortByCPU() }
                subject.close()
                subject.host.settle()
                guard repetition >= 1 || operation != nil else { continue }
                for (step, value) in times { busy[step, default: [:]][subject.name, default: []].append(value) }
            }
        }
        for step in TableOperation.allCases {
            func median(_ name: String) -> String {
                guard let values = busy[step]?[name], !values.isEmpty else { return "–" }
                return String(format: "%.2f", Statistics.median(values) / 1e6)
            }
            var ratio = "–"
            if let runs = busy[step]?["TableView"], let references = busy[step]?["GtkTreeView"], let comparison = PairedComparison(runs, references) {
                ratio = String(format: "%.2f×", comparison.ratio)
                if let interval = comparison.interval { ratio += String(format: " [%.2f–%.2f]", interval.lowerBound, interval.upperBound) }
            }
            lines.append("| \(size.formatted()) | \(step.rawValue) | \(median("TableView")) | \(median("GtkTreeView")) | \(ratio) |")
        }
    }
    lines.append("")
    lines.append("Busy time: the main thread's CPU time from the operation's first line to the end of the frame that shows it. \(quick ? 6 : 11) repetitions after a warm-up; ratios are medians of per-repetition ratios with a distribution-free 95% interval. Sort: the app sorts its items and the table renders them (TableView), GtkListStore's sortable model sorts itself (GtkTreeView).")
    return lines.joined(separator: "\n")
}
#endif
