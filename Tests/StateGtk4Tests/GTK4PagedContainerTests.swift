#if GTK4 && !GTK3
import CGtk4
import XCTest

@testable import StateGtk

/// The containers of keyed pages on GTK 4, used as on GTK 3: a notebook's tabs, a stack's pages
/// (with a switcher), a flow box's items and an overlay's layers follow the keys' order, a kept
/// key keeps its views, a dropped one's views are told and freed with their widgets.
final class GTK4PagedContainerTests: XCTestCase {
    @MainActor final class Page: StateView {
        static var removed: [String] = []
        let label = Label()
        override func render() {
            label.text = prop(withValueForKey: "title") as? String ?? ""
            place(label, key: "label")
        }
        override func viewWillRemove() { Page.removed.append(label.text) }
    }

    @MainActor final class Pages: StateView {
        let notebook = Notebook()
        let stack = Stack()
        let switcher = StackSwitcher()
        let flowBox = FlowBox()
        let overlay = Overlay()
        var keys = ["a", "b", "c"]

        override func render() {
            switcher.attach(to: stack)
            place(switcher, key: "switcher")
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
            place(overlay, key: "overlay")
                .content { $0.place(Page.self, key: "content").prop(forKey: "title", is: "content") }
                .layers { layers in
                    for key in self.keys {
                        layers.layer(key, horizontal: .end, vertical: .start, passesThrough: key == "a") {
                            $0.place(Page.self, key: "layer").prop(forKey: "title", is: key)
                        }
                    }
                }
        }
    }

    /// The texts of the labels inside `widget`, depth first.
    @MainActor static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            return [String(cString: gtk_label_get_text(OpaquePointer(widget)))]
        }
        var texts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += Self.texts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    @MainActor static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    func testPagesFollowTheKeysAndGoWithTheirViews() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        Page.removed = []
        let controller = StateViewController(title: "Pages", width: 600, height: 400)
        let view = Pages()
        controller.rootView = view
        controller.show()
        GTK4Harness.drain()
        let notebook = OpaquePointer(view.notebook.gtkWidget), stack = OpaquePointer(view.stack.gtkWidget)
        let flowBox = OpaquePointer(view.flowBox.gtkWidget)
        @MainActor func tabs() -> [String] {
            (0..<gtk_notebook_get_n_pages(notebook)).map { String(cString: gtk_notebook_get_tab_label_text(notebook, gtk_notebook_get_nth_page(notebook, $0))) }
        }
        @MainActor func stackPages() -> [String] {
            Self.children(of: view.stack.gtkWidget).map { child in
                let page = gtk_stack_get_page(stack, child)
                return String(cString: gtk_stack_page_get_name(page)) + "/" + String(cString: gtk_stack_page_get_title(page))
            }
        }
        @MainActor func flowItems() -> [String] {
            var items: [String] = []
            var index: Int32 = 0
            while let child = gtk_flow_box_get_child_at_index(flowBox, index) {
                items += Self.texts(in: UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkWidget.self))
                index += 1
            }
            return items
        }
        @MainActor func layers() -> [String] { Self.children(of: view.overlay.gtkWidget).dropFirst().flatMap { Self.texts(in: $0) } }

        XCTAssertEqual(tabs(), ["A", "B", "C"])
        XCTAssertEqual(stackPages(), ["a/A", "b/B", "c/C"])
        XCTAssertEqual(flowItems(), ["a", "b", "c"])
        XCTAssertEqual(Self.texts(in: view.overlay.gtkWidget), ["content", "a", "b", "c"], "the content first, then the layers bottom up")
        let layerA = try XCTUnwrap(view.overlay.layer(forKey: "a")).widget
        XCTAssertEqual(gtk_widget_get_can_target(layerA), 0, "a layer that passes through takes no pointer input")
        XCTAssertEqual(gtk_widget_get_halign(layerA), GTK_ALIGN_END)

        gtk_stack_set_visible_child_name(stack, "c")
        let kept = try XCTUnwrap(view.notebook.page(forKey: "c"))
        let finalizedBefore = GTK4Finalization.finalized.load(ordering: .relaxed)
        for key in ["b"] {
            for slot in [view.notebook.page(forKey: key), view.stack.page(forKey: key), view.flowBox.item(forKey: key), view.overlay.layer(forKey: key)] {
                _ = GTK4Finalization.track(try XCTUnwrap(slot).widget)
            }
        }
        view.keys = ["c", "a", "d"]
        view.setNeedsRender()
        StateView.flushRenders()
        GTK4Harness.drain()

        XCTAssertEqual(tabs(), ["C", "A", "D"])
        XCTAssertEqual(stackPages(), ["c/C", "a/A", "d/D"], "GTK 4's stack has the keys' order, which its switcher shows")
        XCTAssertEqual(String(cString: gtk_stack_get_visible_child_name(stack)), "c", "the visible page stays visible across the move")
        XCTAssertEqual(Self.children(of: view.switcher.gtkWidget).count, 3, "one switcher button per page")
        XCTAssertEqual(flowItems(), ["c", "a", "d"])
        XCTAssertEqual(layers(), ["c", "a", "d"])
        XCTAssertTrue(view.notebook.page(forKey: "c") === kept, "a kept key keeps its page and views")
        XCTAssertEqual(Page.removed.sorted(), ["b", "b", "b", "b"], "the dropped key's view is told, in each container")
        XCTAssertTrue(GTK4Harness.drain(until: { GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore == 4 }),
                      "the dropped pages' widgets are freed at once")

        XCTAssertEqual(GtkMutations.measure {
            view.setNeedsRender()
            StateView.flushRenders()
        }.total, 0, "an unchanged render makes no GTK call")
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
