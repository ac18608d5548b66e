// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
@testable import StateGtk
import StateGtkTesting
import XCTest
/// A list box row: its name, from a prop; counts the rows removed.
private final class NameRow: StateView {
    static let name = PropKey<String>("name")
    static var removed: [String] = []
    let label = Label()
    override func render() {
        label.text = props[Self.name] ?? ""
        place(label, key: "label")
    }
    override func viewWillRemove() { Self.removed.append(label.text) }
}

/// The list box, flow box, notebook and scrolled window placements take their keyed items from
/// the placing view's render, as a list view does: rows made from the item's type and kept by
/// key, typed selection and activation, the fewest GTK calls, and misuse reported by name.
final class ListBoxItemsTests: XCTestCase {
    func testListBoxItemsAreKeyedViewsWithTypedSelectionAndActivation() throws { try onMain {
        try requireGtk()
        NameRow.removed = []
        var names = ["a", "b", "c"]
        var selected: Set<String> = []
        var activated: [String] = []
        var selections: [Set<String>] = []
        let list = ListBox<String>(selectionMode: .multiple)
        let canvas = LayoutCanvas()
        canvas.body = { view in
            view.place(list, key: "list") { make in make.edges.equalTo(view) }
                .items(names, key: { $0 }) { name, row in row.place(NameRow.self).prop(NameRow.name, is: name.uppercased()) }
                .selection(selected) { selections.append($0) }
                .onActivate { activated.append($0) }
        }
        let window = TestWindow(canvas)
        defer { window.close() }
        @MainActor func shown() -> [String] {
            children(of: list.gtkWidget).map { row in labelText(children(of: children(of: row)[0])[0]) }
        }
        #if GTK3
        let listBox: UnsafeMutablePointer<GtkListBox> = gtk(list.gtkWidget)
        #else
        let listBox = OpaquePointer(list.gtkWidget)
        #endif
        @MainActor func rowView(_ index: Int32) -> UnsafeMutablePointer<GtkWidget> {
            UnsafeMutableRawPointer(gtk_list_box_get_row_at_index(listBox, index)!).assumingMemoryBound(to: GtkWidget.self)
        }
        XCTAssertEqual(shown(), ["A", "B", "C"])
        selections = []  // the window's first focus may select the first row, as GTK does
        let viewOfA = rowChild(rowView(0))

        names = ["c", "a", "d"]
        let counts = GtkMutations.measure { canvas.rerender() }
        XCTAssertEqual(shown(), ["C", "A", "D"])
        // One row removed, one added (and its new view's label placed in it), one moved.
        XCTAssertEqual([counts.removes, counts.adds, counts.reorders], [1, 2, 1], "\(counts)")
        XCTAssertEqual(NameRow.removed, ["B"], "the dropped item's view was told")
        XCTAssertEqual(rowChild(rowView(1)), viewOfA, "a kept key keeps its view")

        selected = ["a"]
        canvas.rerender()
        XCTAssertEqual(list.selectedKeys, ["a"])
        XCTAssertEqual(selections, [], "the program's selection is not reported back")
        gtk_list_box_select_row(listBox, gtk(rowView(2)))  // the user adds "d"
        XCTAssertEqual(selections, [["a", "d"]])
        canvas.rerender()
        XCTAssertEqual(list.selectedKeys, ["a", "d"], "render keeps the user's selection while the program's is unchanged")
        selected = ["a", "d"]
        assertNoOpRerender(canvas)

        gtk_widget_activate(rowView(0))  // Enter on "c"
        XCTAssertEqual(activated, ["c"])
    } }

    func testWidgetRowsAndViewRowsLeavingWithTheListBox() throws { try onMain {
        try requireGtk()
        NameRow.removed = []
        let note = Label("note")
        let canvas = LayoutCanvas()
        weak var weakList: ListBox<Int>?
        do {
            let list = ListBox<Int>()
            weakList = list
            canvas.body = { view in
                view.place(list, key: "list").items([1, 2], key: { $0 }) { id, row in
                    id == 1 ? row.place(note) : row.place(NameRow.self).prop(NameRow.name, is: "two")
                }
            }
        }
        let window = TestWindow(canvas)
        let list = try XCTUnwrap(weakList)
        XCTAssertEqual(gtk_widget_get_parent(gtk_widget_get_parent(note.gtkWidget)), list.gtkWidget, "a widget row sits in a GtkListBoxRow")
        window.close()
        XCTAssertEqual(NameRow.removed, ["two"], "a view row is removed when its list box is destroyed")
        XCTAssertNil(gtk_widget_get_parent(note.gtkWidget), "a widget row leaves its list box")
    } }

    func testAnItemPlacedThroughAnotherSlotIsReportedAndLeftOut() throws { try onMain {
        try requireGtk()
        let list = ListBox<Int>()
        let canvas = LayoutCanvas()
        canvas.body = { view in
            view.place(list, key: "list").items([1, 2], key: { $0 }) { id, row in
                id == 1 ? row.place(NameRow.self) : view.place(NameRow.self, key: "stray")
            }
        }
        var window: TestWindow?
        let messages = TestLog.capture { window = TestWindow(canvas) }
        defer { window?.close() }
        let reported = errors(messages, containing: "ListBox.items: the closure for the key 2")
        XCTAssertEqual(reported.count, 1, "\(messages)")
        XCTAssertEqual(children(of: list.gtkWidget).count, 1, "the stray item is left out of the list box")
    } }

    func testAContainerModifierOutsideRenderIsReported() throws { try onMain {
        try requireGtk()
        let tabs = Notebook()
        let canvas = LayoutCanvas()
        var placement: Placement<Notebook>?
        canvas.body = { view in placement = view.place(tabs, key: "tabs") }
        let window = TestWindow(canvas)
        defer { window.close() }
        let messages = TestLog.capture { placement?.pages { $0.page("late") { _ in } } }
        XCTAssertEqual(errors(messages, containing: "Notebook.pages was called outside render()").count, 1, "\(messages)")
        #if GTK3
        XCTAssertEqual(gtk_notebook_get_n_pages(gtk(tabs.gtkWidget)), 0)
        #else
        XCTAssertEqual(gtk_notebook_get_n_pages(OpaquePointer(tabs.gtkWidget)), 0)
        #endif
    } }

    func testNotebookPagesFromItemsAndScrolledContent() throws { try onMain {
        try requireGtk()
        NameRow.removed = []
        var names = ["x", "y"]
        let tabs = Notebook()
        let scroller = ScrolledWindow()
        let canvas = LayoutCanvas()
        canvas.body = { view in
            view.arrangement = .stack(.vertical)
            view.place(tabs, key: "tabs").items(names, key: { $0 }, title: { "Tab \($0)" }) { name, page in
                page.place(NameRow.self).prop(NameRow.name, is: name)
            }
            view.place(scroller, key: "scroller").expanding()
                .content { $0.place(NameRow.self, key: "inside").prop(NameRow.name, is: names.joined()) }
        }
        let window = TestWindow(canvas)
        defer { window.close() }
        #if GTK3
        let notebook: UnsafeMutablePointer<GtkNotebook> = gtk(tabs.gtkWidget)
        #else
        let notebook = OpaquePointer(tabs.gtkWidget)
        #endif
        @MainActor func titles() -> [String] {
            (0..<gtk_notebook_get_n_pages(notebook)).map {
                String(cString: gtk_notebook_get_tab_label_text(notebook, gtk_notebook_get_nth_page(notebook, $0)))
            }
        }
        XCTAssertEqual(titles(), ["Tab x", "Tab y"])
        let inside = try XCTUnwrap(scroller.contentSlot?.childView(forKey: "inside") as? NameRow)
        XCTAssertEqual(inside.label.text, "xy")
        names = ["y"]
        canvas.rerender()
        XCTAssertEqual(titles(), ["Tab y"])
        XCTAssertEqual(NameRow.removed, ["x"])
        XCTAssertTrue(scroller.contentSlot?.childView(forKey: "inside") === inside, "the scrolled content keeps its view")
        StateView.flushRenders()
        XCTAssertEqual(inside.label.text, "y")
        assertNoOpRerender(canvas)
    } }
}

/// The widget a GtkListBoxRow holds.
@MainActor
private func rowChild(_ row: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    #if GTK3
    gtk_bin_get_child(gtk(row))
    #else
    gtk_list_box_row_get_child(gtk(row))
    #endif
}
