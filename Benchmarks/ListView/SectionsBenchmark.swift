#if GTK3
import BenchmarkSupport
import CGtk
import StateGtk
// Sections: 100,000 items in 1,000 sections, opened and scrolled by a page. StateGtk's list
// with sticky headers against a GtkTreeView whose 1,000 parent rows are all expanded (its way
// of grouping rows under headers), both in fixed-height mode, paired run by run.

/// A section of the benchmark: its header text and its items.
struct BenchSection: Equatable {
    let id: Int
    let items: [BenchItem]

    static func make(sections: Int, of size: Int) -> [BenchSection] {
        (0..<sections).map { section in BenchSection(id: section, items: BenchItem.make(size, firstID: section * size)) }
    }
}

/// One sectioned list under test.
@MainActor
protocol SectionSubject: AnyObject {
    var name: String { get }
    var host: SubjectWindow { get }
    func open(_ sections: [BenchSection])
    func scrollByPage()
    func close()
}

/// A parent that places a sectioned list view with sticky headers.
final class SectionedListHost: StateView {
    var sections: [BenchSection] = []

    override func render() {
        place(ListView.self, key: "list")
            .sections(sections, key: { $0.id }, items: { $0.items }, itemKey: { $0.id }) { section, row in
                row.place(BenchHeader.self).prop(BenchRow.text, is: "Section \(section.id)")
            } row: { item, row in
                row.place(BenchRow.self).prop(BenchRow.text, is: item.text)
            }
            .stickyHeaders()
            .rowHeight(.fixed(Double(rowHeight)))
    }

    var list: ListView { childView(forKey: "list") as! ListView }
}

/// A section header: a row of its own view type (headers and rows never reuse each other's views).
final class BenchHeader: BenchRow {}

@MainActor
final class SectionedListViewSubject: SectionSubject {
    let name = "ListView"
    let host = SubjectWindow(title: "ListView sections")
    private var view: SectionedListHost?

    func open(_ sections: [BenchSection]) {
        let view = SectionedListHost()
        view.sections = sections
        host.setContent(view.widget)
        view.renderDeep()
        self.view = view
    }

    func scrollByPage() {
        let list = view!.list
        list.scroll(toOffset: list.scrollOffset + list.viewportHeight)
    }

    func close() {
        host.setContent(nil)
        view = nil
    }
}

/// GtkTreeView over a GtkTreeStore: a parent row per section, expanded, its items as children.
@MainActor
final class SectionedTreeViewSubject: SectionSubject {
    let name = "GtkTreeView"
    let host = SubjectWindow(title: "GtkTreeView sections")
    private var tree: WidgetPointer?

    func open(_ sections: [BenchSection]) {
        var types = [G_TYPE_STRING_VALUE]
        let store = gtk_tree_store_newv(1, &types)!
        var value = GValue()
        g_value_init(&value, G_TYPE_STRING_VALUE)
        var column: Int32 = 0
        var parent = GtkTreeIter()
        var child = GtkTreeIter()
        for section in sections {
            g_value_set_string(&value, "Section \(section.id)")
            gtk_tree_store_insert_with_valuesv(store, &parent, nil, -1, &column, &value, 1)
            for item in section.items {
                g_value_set_string(&value, item.text)
                gtk_tree_store_insert_with_valuesv(store, &child, &parent, -1, &column, &value, 1)
            }
        }
        g_value_unset(&value)
        let (tree, scrolled) = TreeViewSubject.textTreeView(model: OpaquePointer(store), expanded: true)
        g_object_unref(UnsafeMutableRawPointer(store))
        host.setContent(scrolled)
        self.tree = tree
    }

    func scrollByPage() {
        let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(tree!))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
    }

    func close() {
        host.setContent(nil)
        tree = nil
    }
}

/// Busy times of opening and scrolling the sectioned lists, paired run by run.
@MainActor
struct SectionsRun {
    static let operations = ["open to the first painted frame", "scroll by one page"]
    let sections: Int
    let size: Int
    private(set) var busy: [String: [String: [Double]]] = [:]

    init(sections: Int, of size: Int, repetitions: Int) {
        self.sections = sections
        self.size = size
        let data = BenchSection.make(sections: sections, of: size)
        let subjects: [SectionSubject] = [SectionedListViewSubject(), SectionedTreeViewSubject()]
        for repetition in 0..<(repetitions + 1) {
            let rotation = repetition % subjects.count
            for subject in subjects[rotation...] + subjects[..<rotation] {
                subject.host.raise()
                subject.host.settle()
                let open = subject.host.busyTime { subject.open(data) }.busy
                let scroll = subject.host.busyTime { subject.scrollByPage() }.busy
                subject.close()
                subject.host.settle()
                HeapUsage.trim()
                guard repetition > 0 else { continue }  // the first is a warm-up
                busy[Self.operations[0], default: [:]][subject.name, default: []].append(milliseconds(open))
                busy[Self.operations[1], default: [:]][subject.name, default: []].append(milliseconds(scroll))
            }
        }
    }

    func markdown() -> String {
        var lines = [
            "Sections: \(size * sections) items in \(sections.formatted()) sections, sticky headers; GtkTreeView with a parent row per section, all expanded.",
            "",
            "| operation | ListView (ms) | GtkTreeView (ms) | ratio [95% interval] |",
            "|---|---:|---:|---|",
        ]
        for operation in Self.operations {
            let list = busy[operation]?["ListView"] ?? [], tree = busy[operation]?["GtkTreeView"] ?? []
            var ratio = "–"
            if let comparison = PairedComparison(list, tree) {
                ratio = String(format: "%.2f×", comparison.ratio)
                if let interval = comparison.interval { ratio += String(format: " [%.2f–%.2f]", interval.lowerBound, interval.upperBound) }
            }
            func median(_ values: [Double]) -> String { values.isEmpty ? "–" : String(format: "%.2f", Statistics.median(values)) }
            lines.append("| \(operation) | \(median(list)) | \(median(tree)) | \(ratio) |")
        }
        return lines.joined(separator: "\n")
    }
}
#endif
