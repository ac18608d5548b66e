import CGtk
import StateGtkCore

/// Where a table's rows put their cells: the columns' keys, frames and alignments, the same for
/// every row (and the header), so that every row's cells line up with the headers.
struct TableRowLayout: Equatable {
    let keys: [String]
    let columns: TableColumnLayout
    let alignments: [Float]
    /// The table's key, for diagnostics.
    let table: String

    func index(of key: String) -> Int? { keys.firstIndex(of: key) }
}

/// A row's cells, described by the app's closure for its item: described again when the item
/// changes (always, for items that are not Equatable).
@MainActor
class TableRowContent {
    let describe: @MainActor (TableCells) -> Void

    init(describe: @escaping @MainActor (TableCells) -> Void) { self.describe = describe }

    func isSame(as other: TableRowContent) -> Bool { false }
}

/// The cells of an Equatable item: the same item again is no change.
@MainActor
final class EquatableRowContent<Item: Equatable>: TableRowContent {
    let item: Item

    init(_ item: Item, describe: @escaping @MainActor (TableCells) -> Void) {
        self.item = item
        super.init(describe: describe)
    }

    override func isSame(as other: TableRowContent) -> Bool { (other as? Self)?.item == item }
}

enum TableRowProps {
    static let layout = PropKey<TableRowLayout>("TableRow.layout")
    static let content = PropKey<TableRowContent>("TableRow.content")
}

/// One row of a table: the cells its item's description placed, each at its column's frame
/// (the last one filling the row), as children of the row.
@MainActor
final class TableRowView: StateView {
    /// The labels of text cells, by column, kept across renders and reuse.
    var labels: [String: Label] = [:]

    override func render() {
        guard let layout = props[TableRowProps.layout], let content = props[TableRowProps.content] else { return }
        content.describe(TableCells(row: self, layout: layout))
    }

    /// The constraints that put a cell in column `index`: at the column's left edge and width,
    /// as tall as the row; the last column also reaches the row's end.
    func frame(of index: Int, in layout: TableRowLayout) -> (ConstraintMaker) -> Void {
        let x = layout.columns.frame(of: index, rowWidth: 0).x
        let width = layout.columns.widths[index]
        let isLast = index == layout.keys.count - 1
        return { [unowned self] make in
            make.top.bottom.equalTo(self)
            make.leading.equalTo(self).offset(x)
            if isLast {
                make.trailing.equalTo(self)
                make.width.greaterThanOrEqualTo(width)
            } else {
                make.width.equalTo(width)
            }
        }
    }

    func label(for column: String) -> Label {
        if let label = labels[column] { return label }
        let label = Label()
        label.ellipsize = .end
        // GtkTreeView's text cells keep this far from the column's edges.
        gtk_widget_set_margin_start(label.gtkWidget, 6)
        gtk_widget_set_margin_end(label.gtkWidget, 6)
        labels[column] = label
        return label
    }
}

/// What a table's cell description places in a row: a text per column, or a StateView.
///
/// ```swift
/// .rows(files, key: { $0.path }) { file, cells in
///     cells.text(file.name, in: "name")
///     cells.text(file.size.formatted(), in: "size")
///     cells.place(KindBadge.self, in: "kind").prop(KindBadge.kind, is: file.kind)
/// }
/// ```
@MainActor
public struct TableCells {
    let row: TableRowView
    let layout: TableRowLayout

    /// Shows `text` in `column` as a label (plain text, ellipsized at the end, aligned as the
    /// column says).
    public func text(_ text: String, in column: String, file: String = #fileID, line: Int = #line) {
        guard let index = index(of: column, file: file, line: line) else { return }
        let label = row.label(for: column)
        label.text = text
        label.xAlign = layout.alignments[index]
        row.place(label, key: column, file: file, line: line, constraints: row.frame(of: index, in: layout))
    }

    /// Places a StateView in `column`, keyed by the column; configure it with `.prop(…)`.
    @discardableResult
    public func place<V: StateView>(_ type: V.Type, in column: String, file: String = #fileID, line: Int = #line) -> ShadowViewElement {
        guard let index = index(of: column, file: file, line: line) else {
            // Not recorded: the caller's `.prop(…)` calls go to an element no row shows.
            return ShadowViewElement(
                identity: ElementIdentity(key: AnyHashable(column), kind: .view(ObjectIdentifier(type))), payload: ViewTypePayload.of(type),
                constraints: nil, location: SourceLocation(file: file, line: line))
        }
        return row.place(type, key: column, file: file, line: line, constraints: row.frame(of: index, in: layout))
    }

    private func index(of column: String, file: String, line: Int) -> Int? {
        if let index = layout.index(of: column) { return index }
        stateGtkLog.error("TableView \(layout.table): a cell names the column \"\(column)\", which the table does not have; not shown (\(file):\(line))")
        return nil
    }
}
