import StateGtk

// snippet: lists-props
enum ContactProps {
    static let name = PropKey<String>("name")
}

final class ContactRow: StateView {
    let label = Label()

    override func render() {
        label.text = props[ContactProps.name] ?? ""
        place(label, key: "name") { make in
            make.edges.equalTo(self).inset(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        }
    }
}
// end snippet

// snippet: lists-stack
/// A few dozen rows: a stack, with one keyed place per row.
final class ContactList: StateView {
    static let names = StateField<[String]>("names")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 2)
    }

    override func render() {
        for name in state[Self.names] ?? [] {
            place(ContactRow.self, key: name).prop(ContactProps.name, is: name)
        }
    }
}
// end snippet

// snippet: lists-scrolled
/// The list in a scrolled window, which fills its parent.
final class ContactsScreen: StateView {
    let list = ContactList()
    lazy var scroller = ScrolledWindow(list)

    override func render() {
        scroller.hscrollbarPolicy = .never
        place(scroller, key: "scroller") { make in
            make.edges.equalTo(self)
        }
    }
}
// end snippet

// snippet: lists-listbox
/// GTK's own list: selection, activation by Enter or double-click, keyboard navigation.
final class ContactPicker: StateView {
    static let selected = StateField<String>("selected")
    let list = ListBox<String>(selectionMode: .single)
    private var rows: [String: Label] = [:]

    override func render() {
        let names = ["Ada", "Grace", "Linus"]
        list.rows = names.map { name in .init(name, row(name)) }
        list.onSelectedRowsChanged = { [weak self] keys in self?.state[Self.selected] = keys.first }
        place(list, key: "list") { make in
            make.edges.equalTo(self)
        }
    }

    /// One label per name, made once: a row keeps its widget while its key stays.
    private func row(_ name: String) -> Label {
        if let label = rows[name] { return label }
        let label = Label(name)
        rows[name] = label
        return label
    }
}
// end snippet
