// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A small contacts app as a user writes it: a header bar with a primary menu, shortcuts, a
/// context menu on every row and a confirmation dialog.
final class ContactsView: StateView {
    static let names = StateField<[String]>("names")
    let search = SearchEntry(placeholder: "Search contacts")
    private(set) var added = 0

    override func getInitialState() -> [String: Any?] { ["names": ["Ada", "Grace"]] }

    override func render() {
        let names = state[Self.names] ?? []
        declareActions([
            Action("new", title: "New Contact", accelerators: ["<Control>n"]) { [weak self] in self?.addContact() },
            Action("find", title: "Find", accelerators: ["<Control>f"]) { [weak self] in self?.search.grabFocus() },
            Action.withParameter("delete", title: "Delete") { [weak self] name in self?.confirmDeleting(name) },
        ])
        place(search, key: "search") { make in make.top.left.right.equalTo(self).inset(8) }
        place(ContactRows.self, key: "rows") { make in
            make.top.equalTo(self.search.snp.bottom).offset(8)
            make.left.right.equalTo(self).inset(8)
        }
        .prop(ContactRows.names, is: names)
    }

    func addContact() {
        added += 1
        state[Self.names] = (state[Self.names] ?? []) + ["Contact \(added)"]
    }

    func confirmDeleting(_ name: String) {
        parentViewController?.presentMessage("Delete \(name)?", type: .question,
                                             buttons: [.cancel, DialogButton("_Delete", response: .ok, appearance: .destructive)]) { [weak self] response in
            guard response == .ok, let self else { return }
            self.state[Self.names] = (self.state[Self.names] ?? []).filter { $0 != name }
        }
    }
}

final class ContactRows: StateView {
    static let names = PropKey<[String]>("names")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 4)
    }

    override func render() {
        for name in props[Self.names] ?? [] {
            place(ContactRow.self, key: name).prop(ContactRow.name, is: name)
        }
    }
}

final class ContactRow: StateView {
    static let name = PropKey<String>("name")
    let label = Label()

    override func render() {
        let name = props[Self.name] ?? ""
        label.text = name
        contextMenu(Menu([.item("Delete", action: "win.delete", target: name)]))
        place(label, key: "label") { make in make.edges.equalTo(self) }
    }
}

final class ContactsController: StateViewController {
    let header = HeaderBar(title: "Contacts")

    override func viewDidLoad() {
        header.primaryMenu = Menu([.item("New Contact", action: "win.new"), .item("Quit", action: "app.quit")])
        titleBar = header
        rootView = ContactsView(parentViewController: self)
    }

    var contacts: ContactsView { rootView as! ContactsView }
}

/// StateGtkTesting on a whole app, with no set-up beyond `TestWindow(controller)`.
final class WholeAppTests: XCTestCase {
    /// The window is the application's: accelerators reach the actions (GTK keeps them on the
    /// GtkApplication, which a bare GtkWindow has not).
    func testAcceleratorsWorkInATestWindowOfAController() throws { try onMain {
        try requireGtk()
        let controller = ContactsController(title: "Contacts", width: 400, height: 300)
        let window = TestWindow(controller)
        defer { window.close() }
        XCTAssertTrue(Application.shared?.windows.contains { $0 === controller } == true, "presented through the application")

        try window.press("<Control>n")
        XCTAssertEqual(controller.contacts.added, 1, "Ctrl+N ran win.new")
        try window.press("<Control>f")
        XCTAssertTrue(controller.contacts.search.hasFocus, "Ctrl+F focused the search field")
        XCTAssertEqual(try window.view(atKeyPath: "rows").childKeys, ["Ada", "Grace", "Contact 1"])
    } }

    /// The header bar's primary menu: its item is chosen closed, and open (the menu then closes).
    func testAnItemOfThePrimaryMenuIsChosenOpenOrNot() throws { try onMain {
        try requireGtk()
        let controller = ContactsController(title: "Contacts", width: 400, height: 300)
        let window = TestWindow(controller)
        defer { window.close() }

        try window.activateMenuItem("New Contact")
        XCTAssertEqual(controller.contacts.added, 1)

        let button = try XCTUnwrap(window.widgets(ofType: gtk_menu_button_get_type()).first)
        try window.click(button)
        #if GTK3
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self)))
        #else
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button)))
        #endif
        XCTAssertNotEqual(gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)), 0, "the menu is open")
        try window.activateMenuItem("New Contact")
        XCTAssertEqual(controller.contacts.added, 2)
        try window.wait("the menu to close") { gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) == 0 }

        XCTAssertThrowsError(try window.activateMenuItem("Rename")) { error in
            XCTAssertTrue("\(error)".contains("\"New Contact\""), "the message lists the items there are: \(error)")
        }
    } }

    /// A row's context menu, closed: the item runs its action with the row's target, which asks
    /// in a dialog; the dialog's text is found by the queries and the dialog is answered.
    func testARowsContextMenuItemAndItsConfirmationDialog() throws { try onMain {
        try requireGtk()
        let controller = ContactsController(title: "Contacts", width: 400, height: 300)
        let window = TestWindow(controller)
        defer { window.close() }

        XCTAssertThrowsError(try window.activateMenuItem("Delete"), "every row has a Delete item: which one?")
        try window.activateMenuItem("Delete", in: window.view(atKeyPath: "rows", "Ada").widget)
        XCTAssertEqual(window.dialogs.count, 1)
        XCTAssertNoThrow(try window.widget(withText: "Delete Ada?"), "the dialog's text is visible to the queries")

        try window.answerDialog("Cancel")
        XCTAssertEqual(window.dialogs.count, 0)
        XCTAssertEqual(try window.view(atKeyPath: "rows").childKeys, ["Ada", "Grace"])

        try window.activateMenuItem("Delete", in: window.view(atKeyPath: "rows", "Grace").widget)
        XCTAssertThrowsError(try window.answerDialog("Remove")) { error in
            XCTAssertTrue("\(error)".contains("\"Delete\"") && "\(error)".contains("\"Cancel\""), "\(error)")
        }
        try window.answerDialog("Delete")
        XCTAssertEqual(try window.view(atKeyPath: "rows").childKeys, ["Ada"])
        XCTAssertThrowsError(try window.answerDialog("Delete"), "no dialog is open any more")
    } }

    /// An open context menu is the one chosen from, without naming its row.
    func testAnOpenContextMenuIsTheOneChosenFrom() throws { try onMain {
        try requireGtk()
        let controller = ContactsController(title: "Contacts", width: 400, height: 300)
        let window = TestWindow(controller)
        defer { window.close() }
        let grace = try window.view(atKeyPath: "rows", "Grace")
        XCTAssertTrue(grace.showContextMenu())
        waitUntilIdle()
        try window.activateMenuItem("Delete")
        XCTAssertNoThrow(try window.widget(withText: "Delete Grace?"))
        XCTAssertNil(grace.contextMenuPopover, "the menu closed")
        try window.answerDialog("Cancel")
    } }

    /// Typing replaces a selection made before, and `replacing: true` replaces the whole text.
    func testTypingReplacesTheSelectionOrTheWholeText() throws { try onMain {
        try requireGtk()
        let controller = ContactsController(title: "Contacts", width: 400, height: 300)
        let window = TestWindow(controller)
        defer { window.close() }
        let search = try window.widget(named: "Search contacts")

        try window.type("Ada", into: search)
        try window.type("Grace", into: search, replacing: true)
        XCTAssertEqual(WidgetTree.text(of: search), "Grace")

        gtk_editable_select_region(OpaquePointer(search), 0, -1)  // what Ctrl+A did
        try window.type("Linus", into: search)
        XCTAssertEqual(WidgetTree.text(of: search), "Linus", "the selection is replaced, not appended to")
        try window.type(" T", into: search)
        XCTAssertEqual(WidgetTree.text(of: search), "Linus T")
    } }
}
