import StateGtk

/// Three columns of sections, side by side.
final class GalleryView: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 12)
        margins = EdgeInsets(all: 12)
    }

    /// Gives the name field the window's first focus (otherwise GTK focuses the first focusable
    /// widget, the selectable label, and selects its text). Call once the tree is in the window.
    func focusNameField() {
        let entries = childView(forKey: "input")?.childView(forKey: "\(EntriesSection.self)") as? EntriesSection
        entries?.entry.grabFocus()
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
