#if GTK3
import StateGtk
// The Tables article's code, compiled and run by TablesArticleTests.

// snippet: tables-file
/// A file of the table: what its row shows and what it sorts by.
struct FileEntry: Equatable {
    let path: String
    let name: String
    let size: Int
    let kind: String

    /// The app's sort: the table shows a sort, it never sorts.
    static func order(_ sort: TableSort) -> (FileEntry, FileEntry) -> Bool {
        func less(_ a: FileEntry, _ b: FileEntry) -> Bool {
            switch sort.column {
            case "size": (a.size, a.path) < (b.size, b.path)
            case "kind": (a.kind, a.path) < (b.kind, b.path)
            default: (a.name, a.path) < (b.name, b.path)
            }
        }
        return sort.isAscending ? less : { less($1, $0) }
    }
}
// end snippet

// snippet: tables-view
/// A file manager's list view: three columns, sorted by a click on a header, resized by
/// dragging a header's edge; a double click or Enter opens a file.
final class FileTable: StateView {
    static let files = StateField<[FileEntry]>("files")
    static let sort = StateField<TableSort>("sort")
    static let selected = StateField<Set<String>>("selected")
    var onOpen: (String) -> Void = { _ in }

    /// Sorts once per header click, not on every render.
    private func sortChanged(to sort: TableSort) {
        state[Self.files] = (state[Self.files] ?? []).sorted(by: FileEntry.order(sort))
        state[Self.sort] = sort
    }

    override func render() {
        let sort = state[Self.sort] ?? TableSort(column: "name")
        let files = state[Self.files] ?? []  // sorted by `sort`
        place(TableView.self, key: "files") { make in make.edges.equalTo(self) }
            .columns([
                TableColumn("name", title: "Name", width: 240, minimumWidth: 80),
                TableColumn("size", title: "Size", width: 90, alignment: .trailing),
                TableColumn("kind", title: "Kind", width: 120),
            ])
            .sort(sort) { [weak self] sort in self?.sortChanged(to: sort) }
            .items(files, key: { $0.path }) { file, cells in
                cells.text(file.name, in: "name")
                cells.text("\(file.size) bytes", in: "size")
                cells.text(file.kind, in: "kind")
            }
            .rowHeight(.fixed(28))
            .selection(.multiple, selected: state[Self.selected] ?? []) { [weak self] paths in
                self?.state[Self.selected] = paths
            }
            .onActivate { [weak self] path in self?.onOpen(path) }
            .typeAhead { $0.name }
    }
}
// end snippet

// snippet: tables-cell-view
/// A cell that is a StateView: a kind shown as a badge.
final class KindBadge: StateView {
    static let kind = PropKey<String>("kind")
    let label = Label()

    override func render() {
        label.text = props[Self.kind] ?? ""
        place(label, key: "kind")
    }
}

/// The same files, with a badge in the Kind column.
final class BadgedFileTable: StateView {
    static let files = StateField<[FileEntry]>("files")

    override func render() {
        place(TableView.self, key: "files") { make in make.edges.equalTo(self) }
            .columns([TableColumn("name", title: "Name", width: 240), TableColumn("kind", title: "Kind", width: 120)])
            .items(state[Self.files] ?? [], key: { $0.path }) { file, cells in
                cells.text(file.name, in: "name")
                cells.place(KindBadge.self, in: "kind").prop(KindBadge.kind, is: file.kind)
            }
    }
}
// end snippet
#endif
