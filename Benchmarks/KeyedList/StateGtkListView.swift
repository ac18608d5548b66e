import StateGtk

/// The list: one `StateGtkRowView` per row, keyed by the row's id, in a vertical stack.
final class StateGtkListView: StateView {
    static let rows = StateField<[RowData]>("rows")
    static let selectedID = StateField<Int>("selectedID")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func getInitialState() -> [String: Any?] { ["rows": [RowData]()] }

    override func render() {
        let selectedID = state[Self.selectedID]
        for row in state[Self.rows] ?? [] {
            place(StateGtkRowView.self, key: row.id)
                .prop(RowProps.id, is: row.id)
                .prop(RowProps.label, is: row.label)
                .prop(RowProps.selected, is: row.id == selectedID)
                .prop(RowProps.onRemove, is: onRemove)
        }
    }

    // One callback for every row, made once: a closure prop is wrapped again for each row.
    private lazy var onRemove = Callback<Int> { [weak self] id in self?.removeRow(id: id) }

    private func removeRow(id: Int) {
        state[Self.rows] = (state[Self.rows] ?? []).filter { $0.id != id }
    }
}
