// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
private final class Page: StateView {
    static var removed: [String] = []
    let label = Label()
    override func render() {
        label.text = prop(withValueForKey: "title") as? String ?? ""
        place(label, key: "label")
    }
    override func viewWillRemove() { Page.removed.append(label.text) }
}

/// A notebook, a stack with a switcher and a flow box, each showing `keys` as pages titled by
/// their key.
private final class Pages: StateView {
    let notebook = Notebook()
    let stack = Stack()
    let switcher = StackSwitcher()
    let flowBox = FlowBox()
    var keys = ["a", "b", "c"]

    override func render() {
        switcher.attach(to: stack)
        place(switcher, key: "switcher")
        // The notebook from a collection (each page's view under the item's key), the stack from
        // a list of pages (its view under "page"), the flow box's items.
        place(notebook, key: "notebook").items(keys, key: { $0 }, title: { $0.uppercased() }) { key, page in
            page.place(Page.self).prop(forKey: "title", is: key)
        }
        place(stack, key: "stack").pages { pages in
            for key in self.keys {
                pages.page(key, title: key.uppercased()) { $0.place(Page.self, key: "page").prop(forKey: "title", is: key) }
            }
        }
        place(flowBox, key: "flowBox").items(keys, key: { $0 }) { key, child in
            child.place(Page.self).prop(forKey: "title", is: key)
        }
    }
}

final class PagedContainerTests: XCTestCase {
    func testPagesAreKeyedKeptMovedAndRemovedWithTheirViews() throws { try onMain {
        try requireGtk()
        Page.removed = []
        let view = Pages()
        let window = TestWindow(view)
        defer { window.close() }
        XCTAssertEqual(tabTitles(view.notebook), ["A", "B", "C"])
        XCTAssertEqual(stackPages(view.stack), ["a/A", "b/B", "c/C"])
        XCTAssertEqual(flowItems(view.flowBox), ["a", "b", "c"])
        XCTAssertEqual(WidgetTree.children(of: view.switcher.gtkWidget).count, 3, "one switcher button per page")
        XCTAssertEqual((view.notebook.page(forKey: "b")?.childView(forKey: "b") as? Page)?.label.text, "b")
        let kept = view.notebook.page(forKey: "c")?.childView(forKey: "c")
        view.stack.visibleChildName = "c"
        let dropped = FinalizationTracker()
        for slot in [view.notebook.page(forKey: "b"), view.stack.page(forKey: "b"), view.flowBox.item(forKey: "b")] {
            dropped.watch(try XCTUnwrap(slot).widget)
        }

        view.keys = ["c", "a"]
        let counts = GtkMutations.measure {
            view.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(tabTitles(view.notebook), ["C", "A"])
        XCTAssertEqual(stackPages(view.stack), ["c/C", "a/A"], "the stack has the keys' order, which its switcher shows")
        XCTAssertEqual(flowItems(view.flowBox), ["c", "a"])
        XCTAssertEqual(view.stack.visibleChildName, "c", "the visible page stays visible across the move")
        XCTAssertEqual(WidgetTree.children(of: view.switcher.gtkWidget).count, 2)
        XCTAssertTrue(view.flowBox.item(forKey: "c")?.childView(forKey: "c") != nil, "a moved item keeps its views")
        XCTAssertTrue(view.notebook.page(forKey: "c")?.childView(forKey: "c") === kept, "a kept key keeps its views")
        XCTAssertEqual(Page.removed.sorted(), ["b", "b", "b"], "the removed page's views were told, in every container")
        XCTAssertTrue(eventually { dropped.allFinalized }, "the removed pages' widgets are freed: \(dropped.finalizedCount) of 3")
        XCTAssertEqual(counts.removes, 3)
        XCTAssertEqual(counts.adds, 0)

        view.stack.visibleChildName = "a"
        XCTAssertEqual(view.stack.visibleChildName, "a", "a page's name is its key")
        assertNoOpRerender(view)
    } }

    func testRemovingTheOwnerFreesEveryPage() throws { try onMain {
        try requireGtk()
        let tracker = FinalizationTracker()
        weak var weakPage: StateView?
        weak var weakView: StateView?
        do {
            let view = Pages()
            weakView = view
            let window = TestWindow(view)
            weakPage = view.stack.page(forKey: "a")?.childView(forKey: "page")
            for key in view.keys {
                tracker.watch(view.notebook.page(forKey: key)!.widget)
                tracker.watch(view.stack.page(forKey: key)!.widget)
                tracker.watch(view.flowBox.item(forKey: key)!.widget)
            }
            XCTAssertEqual(gtkWarnings { window.close() }, [])
        }
        Gtk.drainEvents()
        XCTAssertNil(weakView)
        XCTAssertNil(weakPage)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
}

/// The notebook's tab titles, in GTK's order.
@MainActor
private func tabTitles(_ notebook: Notebook) -> [String] {
    #if GTK3
    let pointer: UnsafeMutablePointer<GtkNotebook> = gtk(notebook.gtkWidget)
    #else
    let pointer = OpaquePointer(notebook.gtkWidget)
    #endif
    return (0..<gtk_notebook_get_n_pages(pointer)).map {
        String(cString: gtk_notebook_get_tab_label_text(pointer, gtk_notebook_get_nth_page(pointer, $0)))
    }
}

/// The stack's pages as "name/title", in GTK's order.
@MainActor
private func stackPages(_ stack: Stack) -> [String] {
    WidgetTree.children(of: stack.gtkWidget).map { child in
        #if GTK3
        // GTK 3 keeps a page's name and title as child properties.
        ["name", "title"].map { property in
            var value = GValue()
            g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
            defer { g_value_unset(&value) }
            gtk_container_child_get_property(gtk(stack.gtkWidget), child, property, &value)
            return String(cString: g_value_get_string(&value))
        }.joined(separator: "/")
        #else
        let page = gtk_stack_get_page(OpaquePointer(stack.gtkWidget), child)
        return String(cString: gtk_stack_page_get_name(page)) + "/" + String(cString: gtk_stack_page_get_title(page))
        #endif
    }
}

/// The labels' texts of the flow box's items, in GTK's order.
@MainActor
private func flowItems(_ flowBox: FlowBox) -> [String] {
    #if GTK3
    let pointer: UnsafeMutablePointer<GtkFlowBox> = gtk(flowBox.gtkWidget)
    #else
    let pointer = OpaquePointer(flowBox.gtkWidget)
    #endif
    var items: [String] = []
    var index: Int32 = 0
    while let child = gtk_flow_box_get_child_at_index(pointer, index) {
        items += labelTexts(in: UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self))
        index += 1
    }
    return items
}
