// toolkit: both
import StateGtk
// snippet: todo-view
/// The window's content: an entry and its Add button, a filter, and the list.
final class TodoView: StateView {
    static let items = StateField<[TodoItem]>("items")
    static let filter = StateField<TodoFilter>("filter")

    let entry = Entry(placeholder: "What needs doing?")
    let addButton = Button(label: "Add")
    let filterBox = ComboBoxText(items: ["All", "Active", "Done"], selectedIndex: 0)
    private var nextID = 1

    override func getInitialState() -> [String: Any?] { ["items": [TodoItem](), "filter": TodoFilter.all] }

    override func render() {
        let filter = state[Self.filter] ?? .all
        let visible = (state[Self.items] ?? []).filter(filter.admits)
        entry.onActivate = { [weak self] _ in self?.addEntry() }
        addButton.onClicked = { [weak self] in self?.addEntry() }
        filterBox.onChanged = { [weak self] index in
            self?.state[Self.filter] = TodoFilter(rawValue: index ?? 0) ?? .all
        }

        place(entry, key: "entry") { make in
            make.top.left.equalTo(self).inset(12)
            make.right.equalTo(self.addButton.snp.left).offset(-8)
        }
        .contentHugging(.low, for: .horizontal)  // the entry, not the button, takes the spare width
        place(addButton, key: "add") { make in
            make.top.right.equalTo(self).inset(12)
        }
        place(filterBox, key: "filter") { make in
            make.top.equalTo(self.entry.snp.bottom).offset(8)
            make.left.equalTo(self).inset(12)
        }
        place(TodoList.self, key: "list") { make in
            make.top.equalTo(self.filterBox.snp.bottom).offset(8)
            make.left.right.equalTo(self).inset(12)
        }
        .prop(TodoProps.items, is: visible)
        .prop(TodoProps.onToggle, is: { [weak self] id in self?.toggle(id) })
        .prop(TodoProps.onRemove, is: { [weak self] id in self?.remove(id) })
    }

    func addEntry() {
        let title = entry.text.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        state[Self.items] = (state[Self.items] ?? []) + [TodoItem(id: nextID, title: title)]
        nextID += 1
        entry.text = ""
    }

    func toggle(_ id: Int) {
        state[Self.items] = (state[Self.items] ?? []).map { item in
            item.id == id ? TodoItem(id: id, title: item.title, isDone: !item.isDone) : item
        }
    }

    func remove(_ id: Int) {
        state[Self.items] = (state[Self.items] ?? []).filter { $0.id != id }
    }
}
// end snippet
