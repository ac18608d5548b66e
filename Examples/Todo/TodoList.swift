// toolkit: both
import StateGtk
// snippet: todo-list
/// The rows, one under the other, keyed by item id.
final class TodoList: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 4)
    }

    override func render() {
        guard let onToggle = props[TodoProps.onToggle], let onRemove = props[TodoProps.onRemove] else { return }
        placeEach(props[TodoProps.items] ?? [], key: { $0.id }) { item, slot in
            slot.place(TodoRow.self)
                .prop(TodoProps.item, is: item)
                .prop(TodoProps.onToggle, is: onToggle)
                .prop(TodoProps.onRemove, is: onRemove)
        }
    }
}
// end snippet
