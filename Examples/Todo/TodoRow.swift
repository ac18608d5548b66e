// toolkit: both
import StateGtk
// snippet: todo-row
/// One item: a check button with its title, and a button that removes it, side by side.
final class TodoRow: StateView {
    let check = CheckButton()
    let remove = Button(label: "Remove")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 8)
    }

    override func render() {
        guard let item = props[TodoProps.item] else { return }
        check.label = item.title
        check.isActive = item.isDone
        check.onToggled = { [weak self] _ in self?.props[TodoProps.onToggle]?(item.id) }
        remove.onClicked = { [weak self] in self?.props[TodoProps.onRemove]?(item.id) }

        place(check, key: "check").expanding()
        place(remove, key: "remove")
    }
}
// end snippet
