// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
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
/// (the last one filling the row), as children of the row. The row lays its cells out itself,
/// from the columns' widths: no constraints to solve, however many rows scroll in.
@MainActor
final class TableRowView: StateView {
    /// The labels of text cells, by column, kept across renders and reuse.
    var labels: [String: Label] = [:]

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .overlay
        sg_container_set_layout(container, tableRowMeasure, tableRowAllocate, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The layout the cells were last allocated for.
    private var laidOut: TableRowLayout?

    override func render() {
        guard let layout = props[TableRowProps.layout], let content = props[TableRowProps.content] else { return }
        content.describe(TableCells(row: self, layout: layout))
        // Resized columns move cells that did not change: the row lays them out again.
        if layout != laidOut {
            laidOut = layout
            gtk_widget_queue_resize(widget)
        }
    }

    /// The cells with their column's index, in the row's layout.
    private func cells(in layout: TableRowLayout) -> [(widget: UnsafeMutablePointer<GtkWidget>, column: Int)] {
        children.compactMap { child in
            guard let key = child.identity.key.base as? String, let column = layout.index(of: key) else { return nil }
            return (child.widget, column)
        }
    }

    /// As wide as the columns; as tall as the tallest cell at its column's width.
    func measure(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        guard let layout = props[TableRowProps.layout] else { return (0, 0) }
        if horizontal {
            let width = Int32(layout.columns.totalWidth.rounded())
            return (width, width)
        }
        var height: (minimum: Int32, natural: Int32) = (0, 0)
        for cell in cells(in: layout) {
            let size = ChildMeasurement.height(cell.widget, forWidth: Int32(layout.columns.widths[cell.column].rounded()))
            height = (max(height.minimum, size.minimum), max(height.natural, size.natural))
        }
        return height
    }

    /// Each cell at its column's frame, the full height of the row.
    func allocate(width: Int32, height: Int32) {
        guard let layout = props[TableRowProps.layout] else { return }
        for cell in cells(in: layout) {
            let frame = layout.columns.frame(of: cell.column, rowWidth: Double(width))
            let x = Int32(frame.x.rounded())
            let cellWidth = Int32((frame.x + frame.width).rounded()) - x
            _ = ChildMeasurement.height(cell.widget, forWidth: cellWidth)  // GTK measures before it allocates
            sg_container_allocate_child(container, cell.widget, x, 0, cellWidth, height)
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

private func row(_ data: UnsafeMutableRawPointer?) -> TableRowView {
    Unmanaged<TableRowView>.fromOpaque(data!).takeUnretainedValue()
}

private let tableRowMeasure: SGMeasureFunc = { _, orientation, _, minimum, natural, data in
    GtkThread.assumeMainActor((orientation, minimum, natural, data)) { query in
        let size = row(query.3).measure(horizontal: query.0 == GTK_ORIENTATION_HORIZONTAL)
        query.1?.pointee = size.minimum
        query.2?.pointee = size.natural
    }
}

private let tableRowAllocate: SGAllocateFunc = { _, width, height, data in
    GtkThread.assumeMainActor((width, height, data)) { row($0.2).allocate(width: $0.0, height: $0.1) }
}

/// What a table's cell description places in a row: a text per column, or a StateView.
///
/// ```swift
/// .items(files, key: { $0.path }) { file, cells in
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
        guard hasColumn(column, file: file, line: line), let index = layout.index(of: column) else { return }
        let label = row.label(for: column)
        label.text = text
        label.xAlign = layout.alignments[index]
        row.place(label, key: column, file: file, line: line)
    }

    /// Places a StateView in `column`, keyed by the column; configure it with `.prop(…)`.
    @discardableResult
    public func place<V: StateView>(_ type: V.Type, in column: String, file: String = #fileID, line: Int = #line) -> Placement<V> {
        guard hasColumn(column, file: file, line: line) else {
            // Not recorded: the caller's `.prop(…)` calls go to an element no row shows.
            return Placement<V>(
                identity: ElementIdentity(key: AnyHashable(column), kind: .view(ObjectIdentifier(type))), payload: ViewTypePayload.of(type),
                constraints: nil, location: SourceLocation(file: file, line: line))
        }
        return row.place(type, key: column, file: file, line: line)
    }

    /// Whether the table has `column`; a cell in another column is reported.
    private func hasColumn(_ column: String, file: String, line: Int) -> Bool {
        if layout.index(of: column) != nil { return true }
        stateGtkLog.error("TableView \(layout.table): a cell names the column \"\(column)\", which the table does not have; not shown (\(file):\(line))")
        return false
    }
}
