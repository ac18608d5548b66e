import StateGtk

/// The gallery's tabs: the hand-written widgets in three columns, the generated ones and the
/// containers, a chart drawn with a DrawingArea, and a table.
final class GalleryView: StateView {
    let tabs = Notebook()

    /// Gives the name field the window's first focus (otherwise GTK focuses the first focusable
    /// widget, the selectable label, and selects its text). Call once the tree is in the window.
    func focusNameField() {
        let columns = tabs.page(forKey: "basics")?.childView(forKey: "columns")
        let entries = columns?.childView(forKey: "input")?.childView(forKey: "\(EntriesSection.self)") as? EntriesSection
        entries?.entry.grabFocus()
    }

    override func render() {
        place(tabs, key: "tabs").pages { pages in
            pages.page("basics", title: "Basics") { $0.place(Columns.self, key: "columns") }
            pages.page("more", title: "More widgets") { $0.place(MoreWidgetsPage.self, key: "more") }
            pages.page("drawing", title: "Drawing") { $0.place(ChartPage.self, key: "chart") }
            pages.page("table", title: "Table") { $0.place(TablePage.self, key: "table") }
        }
    }
}

/// The gallery's pages, in the order of their tabs.
enum GalleryPage: String, CaseIterable, Sendable {
    case basics, more, drawing, table
}

/// Three columns of sections, side by side.
final class Columns: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 12)
        margins = EdgeInsets(all: 12)
    }

    override func render() {
        place(Column.self, key: "text").prop(ColumnProps.sections, is: [LabelsSection.self, ButtonsSection.self]).expanding()
        place(Column.self, key: "input").prop(ColumnProps.sections, is: [EntriesSection.self, ValuesSection.self]).expanding()
        place(Column.self, key: "more").prop(ColumnProps.sections, is: [ListSection.self, FeedbackSection.self, EventsSection.self]).expanding()
    }
}

enum ColumnProps {
    static let sections = PropKey<[Section.Type]>("sections")
}

/// Sections one under the other.
final class Column: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 12)
    }

    override func render() {
        for type in props[ColumnProps.sections] ?? [] { place(type, key: "\(type)") }
    }
}
