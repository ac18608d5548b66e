#if GTK3
import CGtk
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

/// A notebook and a stack with a switcher, both showing `keys` as pages titled by their key.
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
        let notebook: UnsafeMutablePointer<GtkNotebook> = gtk(view.notebook.gtkWidget)
        @MainActor func tabTitles() -> [String] {
            (0..<gtk_notebook_get_n_pages(notebook)).map { index in
                String(cString: gtk_notebook_get_tab_label_text(notebook, gtk_notebook_get_nth_page(notebook, index)))
            }
        }
        @MainActor func stackNames() -> [String] {
            var names: [String] = []
            var list = gtk_container_get_children(gtk(view.stack.gtkWidget))
            let head = list
            while let node = list {
                var value = GValue()
                g_value_init(&value, GType(16 << 2))
                gtk_container_child_get_property(gtk(view.stack.gtkWidget), node.pointee.data.assumingMemoryBound(to: GtkWidget.self), "name", &value)
                names.append(String(cString: g_value_get_string(&value)))
                g_value_unset(&value)
                list = node.pointee.next
            }
            g_list_free(head)
            return names
        }
        @MainActor func flowKeys() -> [String] {
            (0..<3).compactMap { index in
                gtk_flow_box_get_child_at_index(gtk(view.flowBox.gtkWidget), Int32(index)).flatMap { child in
                    ["a", "b", "c"].first { view.flowBox.item(forKey: $0)?.widget == gtk_bin_get_child(gtk(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self))) }
                }
            }
        }
        XCTAssertEqual(flowKeys(), ["a", "b", "c"])
        XCTAssertEqual(tabTitles(), ["A", "B", "C"])
        XCTAssertEqual(stackNames(), ["a", "b", "c"])
        XCTAssertEqual((view.notebook.page(forKey: "b")?.childView(forKey: "b") as? Page)?.label.text, "b")
        let kept = view.notebook.page(forKey: "c")?.childView(forKey: "c")
        XCTAssertTrue(gtk_stack_switcher_get_stack(gtk(view.switcher.gtkWidget)) == gtk(view.stack.gtkWidget))

        view.keys = ["c", "a"]
        let counts = GtkMutations.measure {
            view.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(tabTitles(), ["C", "A"])
        XCTAssertEqual(stackNames(), ["c", "a"])
        XCTAssertEqual(flowKeys(), ["c", "a"])
        XCTAssertTrue(view.flowBox.item(forKey: "c")?.childView(forKey: "c") != nil, "a moved item keeps its views")
        XCTAssertTrue(view.notebook.page(forKey: "c")?.childView(forKey: "c") === kept, "a kept key keeps its views")
        XCTAssertEqual(Page.removed.sorted(), ["b", "b", "b"], "the removed page's views were told, in every container")
        XCTAssertEqual(counts.removes, 3)
        XCTAssertEqual(counts.adds, 0)

        view.stack.visibleChildName = "a"
        XCTAssertEqual(view.stack.visibleChildName, "a", "a page's name is its key")
        assertNoOpRerenderOfPages(view)
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
        while gtk_events_pending() != 0 { gtk_main_iteration() }
        XCTAssertNil(weakView)
        XCTAssertNil(weakPage)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
}

/// Re-rendering with the same pages makes no structural GTK call (the slots' own renders
/// compare their children's props as every view does).
@MainActor
private func assertNoOpRerenderOfPages(_ view: StateView, file: StaticString = #filePath, line: UInt = #line) {
    let counts = GtkMutations.measure {
        view.setNeedsRender()
        StateView.flushRenders()
    }
    XCTAssertEqual(counts.total, 0, "\(counts)", file: file, line: line)
}
#endif
