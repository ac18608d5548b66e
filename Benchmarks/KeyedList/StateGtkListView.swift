// toolkit: both
import StateGtk
/// The list: one `StateGtkRowView` per row, keyed by the row's id, in a vertical stack, placed
/// with `placeEach` so that a re-render describes only the rows whose data changed.
final class StateGtkListView: StateView {
    static let rows = StateField<[RowData]>("rows")
    static let selectedID = StateField<Int>("selectedID")

    /// Everything a row shows: a kept row element must not depend on anything else.
    struct RowItem: Equatable {
        let row: RowData
        let isSelected: Bool
    }

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func getInitialState() -> [String: Any?] { ["rows": [RowData]()] }

    override func render() {
        let selectedID = state[Self.selectedID]
        let rows = state[Self.rows] ?? []
        // A loop, not `map`: a closure written in main-actor code checks the executor per call.
        var items: [RowItem] = []
        items.reserveCapacity(rows.count)
        for row in rows { items.append(RowItem(row: row, isSelected: row.id == selectedID)) }
        placeEach(items, key: { $0.row.id }) { item, slot in
            slot.place(StateGtkRowView.self)
                .prop(RowProps.id, is: item.row.id)
                .prop(RowProps.label, is: item.row.label)
                .prop(RowProps.selected, is: item.isSelected)
                .prop(RowProps.onRemove, is: { [weak self] id in self?.removeRow(id: id) })
        }
    }

    private func removeRow(id: Int) {
        state[Self.rows] = (state[Self.rows] ?? []).filter { $0.id != id }
    }
}
