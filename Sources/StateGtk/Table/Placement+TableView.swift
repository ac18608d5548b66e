// toolkit: both
import StateGtkCore
/// The props a `TableView` reads besides the list view's; set them through `.columns(…)`,
/// `.sort(…)` and `.items(…)`.
enum TableViewProps {
    static let columns = PropKey<[TableColumn]>("TableView.columns")
    static let sort = PropKey<TableSort>("TableView.sort")
    static let onSort = PropKey<Callback<TableSort>>("TableView.onSort")
    static let rows = PropKey<TableRows>("TableView.rows")
    /// On the rows' list: a change of columns or widths renders the rows again.
    static let rowLayout = PropKey<TableRowLayout>("TableView.rowLayout")
}

/// A table's items and cell description, with their types erased: it gives them to the rows'
/// list as the list's items, each row a `TableRowView`.
@MainActor
class TableRows {
    let describe: (Placement<ListView>, TableRowLayout) -> Void

    init(describe: @escaping (Placement<ListView>, TableRowLayout) -> Void) { self.describe = describe }

    /// Whether `other` holds the very same items (never, unless they are Equatable).
    func isSame(as other: TableRows) -> Bool { false }
}

/// Equatable items: the same items passed again are no change.
@MainActor
final class EquatableTableRows<Items: Equatable>: TableRows {
    let items: Items

    init(_ items: Items, describe: @escaping (Placement<ListView>, TableRowLayout) -> Void) {
        self.items = items
        super.init(describe: describe)
    }

    override func isSame(as other: TableRows) -> Bool { (other as? Self)?.items == items }
}

/// The modifiers of a placed `TableView`: its columns, sort and rows. The list view's modifiers
/// that ``ListPlacing`` and ``ItemsPlacement`` give a table (`.selection`, `.onActivate`,
/// `.typeAhead`, `.rowHeight`, …) apply to its rows.
extension Placement where Placed == TableView {
    /// The table's columns, left to right. Columns are kept by key: the user's widths stay
    /// while a column's key does.
    ///
    /// ```swift
    /// .columns([TableColumn("name", title: "Name", width: 240), TableColumn("size", title: "Size")])
    /// ```
    @MainActor @discardableResult
    public func columns(_ columns: [TableColumn]) -> Self {
        prop(TableViewProps.columns, is: columns)
    }

    /// The sort the header shows (the column's arrow), and the callback a header click calls
    /// with the sort it asks for (`TableSort.toggled(by:)`). The table does not sort: the app
    /// sorts its items and passes them, and the new sort, back.
    ///
    /// ```swift
    /// .sort(state[Self.sort] ?? TableSort(column: "name")) { [weak self] sort in self?.state[Self.sort] = sort }
    /// ```
    @MainActor @discardableResult
    public func sort(_ sort: TableSort?, onChange: @escaping (TableSort) -> Void) -> Self {
        if let sort { prop(TableViewProps.sort, is: sort) }
        return callbackProp(TableViewProps.onSort, is: Callback(onChange))
    }

    /// The table's items, keyed by `key`, and the cells each row shows: `cells` places one
    /// text or StateView per column, by the column's key. It runs for the rows on screen, and
    /// must depend on nothing but its item (as a list's row description). Equatable items that
    /// did not change do not describe their row again.
    ///
    /// ```swift
    /// .items(files, key: { $0.path }) { file, cells in
    ///     cells.text(file.name, in: "name")
    ///     cells.text(file.sizeText, in: "size")
    /// }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection & Equatable, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key, cells: @escaping @MainActor (Items.Element, TableCells) -> Void
    ) -> ItemsPlacement<TableView, Items.Element, Key> where Items.Element: Equatable {
        let rows = EquatableTableRows(items) { list, layout in
            list.items(items, key: key) { item, row in
                row.place(TableRowView.self).prop(TableRowProps.layout, is: layout)
                    .prop(TableRowProps.content, is: EquatableRowContent(item) { cells(item, $0) }, comparedBy: { $1.isSame(as: $0) })
            }
        }
        prop(TableViewProps.rows, is: rows, comparedBy: { $1.isSame(as: $0) })
        return ItemsPlacement(listElement: self)
    }

    /// `items(_:key:cells:)` for items that are not Equatable: every row on screen is described
    /// again whenever the table renders.
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key, cells: @escaping @MainActor (Items.Element, TableCells) -> Void
    ) -> ItemsPlacement<TableView, Items.Element, Key> {
        let rows = TableRows { list, layout in
            list.items(items, key: key) { item, row in
                row.place(TableRowView.self).prop(TableRowProps.layout, is: layout)
                    .prop(TableRowProps.content, is: TableRowContent { cells(item, $0) }, comparedBy: { $1.isSame(as: $0) })
            }
        }
        prop(TableViewProps.rows, is: rows, comparedBy: { $1.isSame(as: $0) })
        return ItemsPlacement(listElement: self)
    }
}
