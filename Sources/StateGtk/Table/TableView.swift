// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A table: rows of any length, as in `ListView`, whose cells line up under column headers that
/// sort and resize, like GtkTreeView's (file managers, system monitors, mail).
///
/// A parent places it, gives it its columns, the sort it keeps, and its items with a cell
/// description; the list view's modifiers (`.selection`, `.onActivate`, `.typeAhead`,
/// `.rowHeight`, `.onEndReached`, …) work on it as on a list.
///
/// ```swift
/// // in render():
/// let sort = state[Self.sort] ?? TableSort(column: "name")
/// place(TableView.self, key: "files") { make in make.edges.equalTo(self) }
///     .columns([
///         TableColumn("name", title: "Name", width: 240),
///         TableColumn("size", title: "Size", width: 90, alignment: .trailing),
///     ])
///     .sort(sort) { [weak self] sort in self?.sortChanged(to: sort) }
///     .items(files, key: { $0.path }) { file, cells in   // sorted by `sort` in sortChanged(to:)
///         cells.text(file.name, in: "name")
///         cells.text(file.sizeText, in: "size")
///     }
///     .rowHeight(.fixed(28))
///     .selection(.multiple, selected: selectedPaths) { [weak self] paths in self?.state[Self.selected] = paths }
///     .onActivate { [weak self] path in self?.open(path) }
/// ```
///
/// A click on a header calls the sort callback with that column (the same column again
/// reverses the direction); the app sorts its items and passes them and the sort back, and the
/// header shows the sort's arrow. Dragging a header's right edge resizes its column, down to
/// its minimum width; the table keeps the user's widths across renders. Rows are virtualised
/// and recycled as in `ListView` (100,000 rows realise only those on screen); each cell is a
/// label or a StateView, placed in its row by its column's key. When the columns are wider than
/// the table, rows and headers scroll sideways together.
@MainActor
public final class TableView: StateView {
    private static let userWidths = StateField<[String: Double]>("TableView.userWidths")
    private static let rowsKey = "rows"
    let header = TableHeader()
    private(set) var columns: [TableColumn] = []
    private(set) var widths: [Double] = []
    private var sort: TableSort?
    private var onSort: Callback<TableSort>?

    public required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        header.onClick = { [weak self] key in self?.headerClicked(key) }
        header.onResize = { [weak self] key, width in self?.columnResized(key, to: width) }
    }

    override public func render() {
        let props = self.props
        columns = validColumns(props[TableViewProps.columns] ?? [])
        sort = props[TableViewProps.sort]
        onSort = props[TableViewProps.onSort]
        let userWidths = state[Self.userWidths] ?? [:]
        widths = columns.map { TableColumnLayout.width(user: userWidths[$0.key], initial: $0.width, minimum: $0.minimumWidth) }
        header.update(columns, widths: widths, sort: sort, sorts: onSort != nil)
        place(header.widget, key: "header")
        let layout = TableRowLayout(
            keys: columns.map(\.key), columns: TableColumnLayout(widths: widths), alignments: columns.map(\.fraction), table: name)
        let list = place(ListView.self, key: Self.rowsKey).expanding()
        forwardListProps(from: props, to: list)
        list.scrollsHorizontally().prop(TableViewProps.rowLayout, is: layout)
            .prop(ListViewProps.didAllocate, is: followRows, comparedBy: { $0 === $1 })
        props[TableViewProps.rows]?.describe(list, layout)
    }

    override public func viewDidInitialize() { arrangement = .stack(.vertical) }

    /// The list view that shows the rows: scroll it, or read its realised rows, as any list.
    public var rows: ListView? { childView(forKey: Self.rowsKey) as? ListView }

    /// The header button of the column with `key`, for tests and tools.
    public func headerButton(forColumn key: String) -> UnsafeMutablePointer<GtkWidget>? { header.button(of: key) }

    /// The columns' widths now, left to right (the user's where they resized one).
    public var columnWidths: [Double] { widths }

    /// The widget of the cell in `column` of the row whose item has `key`, when the row is realised.
    public func cell<Key: Hashable>(forKey key: Key, column: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let row = rows?.rowView(forKey: key) else { return nil }
        return row.children.first { $0.identity.key == AnyHashable(column) }?.widget
    }

    // MARK: Header

    private func headerClicked(_ key: String) {
        guard let onSort else { return }
        onSort(sort?.toggled(by: key) ?? TableSort(column: key))
    }

    private func columnResized(_ key: String, to width: Double) {
        var userWidths = state[Self.userWidths] ?? [:]
        guard userWidths[key] != width else { return }
        userWidths[key] = width
        state[Self.userWidths] = userWidths
    }

    /// Has the header follow the rows after each of their allocations: scrolled sideways as
    /// they are, and as wide as their viewport (not over the vertical scroll bar), so that the
    /// last column ends where the rows do.
    private lazy var followRows = ListAllocationObserver { [weak self] list in
        guard let self else { return }
        let inset = max(gtk_widget_get_allocated_width(list.scroller) - list.viewportWidth, 0)
        if gtk_widget_get_margin_end(header.widget) != inset { gtk_widget_set_margin_end(header.widget, inset) }
        header.scroll(to: list.horizontalScrollOffset)
    }

    // MARK: Props

    private var name: String { placement.map { describe($0.identity.key) } ?? "(not placed)" }

    /// The columns with a key not used before; a repeated key is reported and left out.
    private func validColumns(_ columns: [TableColumn]) -> [TableColumn] {
        var seen = Set<String>()
        return columns.filter { column in
            if seen.insert(column.key).inserted { return true }
            stateGtkLog.error("TableView \(name): two columns have the key \"\(column.key)\"; the second is not shown")
            return false
        }
    }

    /// Gives the rows' list the list view modifiers the parent set on the table.
    private func forwardListProps(from props: Props, to list: ShadowViewElement) {
        func forward<V>(_ key: PropKey<V>) { if let value = props[key] { list.prop(key, is: value) } }
        func forward<V: Equatable>(_ key: PropKey<V>) { if let value = props[key] { list.prop(key, is: value) } }
        func forward<A>(_ key: PropKey<Callback<A>>) { if let value = props[key] { list.callbackProp(key, is: value) } }
        forward(ListViewProps.selection)
        forward(ListViewProps.onActivate)
        forward(ListViewProps.typeAhead)
        forward(ListViewProps.onEndReached)
        forward(ListViewProps.activatesOnSingleClick)
        forward(ListViewProps.endThreshold)
        forward(ListViewProps.isLoading)
        forward(ListViewProps.overscan)
        forward(ListViewProps.accessibleName)
        // A new sort starts at the top, as a new search does.
        list.prop(ListViewProps.scrollReset, is: AnyHashable([props[ListViewProps.scrollReset], sort.map { AnyHashable($0) }]))
        list.prop(ListViewProps.rowHeight, is: props[ListViewProps.rowHeight] ?? .estimated(30))
    }
}
