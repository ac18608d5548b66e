#if GTK3
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

    override func render() {
        let names = ["Ada", "Grace", "Linus"]
        place(list, key: "list") { make in make.edges.equalTo(self) }
            .items(names, key: { $0 }) { name, row in row.place(ContactRow.self).prop(ContactProps.name, is: name) }
            .selection(Set([state[Self.selected]].compactMap { $0 })) { [weak self] names in
                self?.state[Self.selected] = names.first
            }
            .onActivate { [weak self] name in self?.call(name) }
    }

    private func call(_ name: String) { print("Calling \(name)") }
}
// end snippet
#endif
