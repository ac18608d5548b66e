// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
@testable import StateGtk
import StateGtkCore
import StateGtkTesting
import XCTest
/// A notebook, a stack, a flow box and an overlay showing `keys` as empty pages titled by
/// `titles`.
private final class RandomPages: StateView {
    let notebook = Notebook()
    let stack = Stack()
    let flowBox = FlowBox()
    let overlay = Overlay()
    var keys: [Int] = []
    var titles: [Int: String] = [:]

    override func render() {
        let pages: (PageList) -> Void = { pages in
            for key in self.keys { pages.page(key, title: self.titles[key] ?? "") { _ in } }
        }
        place(notebook, key: "notebook").pages(pages)
        place(stack, key: "stack").pages(pages)
        place(flowBox, key: "flowBox").items(keys, key: { $0 }) { _, child in child.place(StateView.self) }
        place(overlay, key: "overlay").layers { layers in
            for key in self.keys { layers.layer(key) { _ in } }
        }
    }

    /// Each container's page widgets in GTK's order, and the slots of `keys` in that order.
    func pagesInGtk() -> [[UnsafeMutablePointer<GtkWidget>]] {
        [notebookPages(notebook), StateGtkTests.children(of: stack.gtkWidget),
         StateGtkTests.children(of: flowBox.gtkWidget).map { flowBoxChildContent($0) },
         StateGtkTests.children(of: overlay.gtkWidget).filter { $0 != overlay.content.widget }]
    }

    func pagesByKey() -> [[UnsafeMutablePointer<GtkWidget>]] {
        [keys.map { notebook.page(forKey: $0)!.widget }, keys.map { stack.page(forKey: $0)!.widget },
         keys.map { flowBox.item(forKey: $0)!.widget }, keys.map { overlay.layer(forKey: $0)!.widget }]
    }
}

/// Notebook, Stack, FlowBox and Overlay's layers take their pages through `ChildList` and
/// `PlanExecutor`: GTK sees exactly the reconciler's insertions, removals and moves, titles
/// are set only when they change, removed pages are freed, and a repeated key is reported.
final class PagedContainerPlanTests: XCTestCase {
    func testRandomPageListsMakeTheReconcilersCallsAndFreeRemovedPages() throws { try onMain {
        try requireGtk()
        let tracker = FinalizationTracker()
        var slots: [Int: [() -> ContainerSlot?]] = [:]
        weak var weakView: RandomPages?
        do {
            let view = RandomPages()
            weakView = view
            let window = TestWindow(view)
            var random = SeededRandom(seed: 24)
            var nextKey = 0
            for round in 0..<200 {
                let old = view.keys
                let new = random.edit(old, limit: 30) {
                    nextKey += 1
                    return nextKey
                }
                var retitled = 0
                for key in new where old.contains(key) && random.next() % 7 == 0 {
                    view.titles[key, default: ""] += "'"
                    retitled += 1
                }
                for key in new where !old.contains(key) { view.titles[key] = "\(key)" }
                view.keys = new
                let plan = Reconciler.plan(old: old, new: new)
                #if GTK3
                let shownPageGoes = false
                #else
                // GTK 4 shows no page once the shown one goes; StateGtk shows the first, as GTK 3
                // does itself: one call more.
                let shown = gtk_stack_get_visible_child(gcast(view.stack.gtkWidget))
                let shownPageGoes = !new.isEmpty && old.contains { !new.contains($0) && view.stack.page(forKey: $0)?.widget == shown }
                #endif
                let counts = GtkMutations.measure {
                    view.setNeedsRender()
                    StateView.flushRenders()
                }
                XCTAssertEqual(view.pagesInGtk(), view.pagesByKey(), "round \(round)")
                XCTAssertEqual(
                    [counts.adds, counts.removes, counts.reorders, counts.labelSets],
                    // A new flow box item also places its view in its slot: one more add.
                    [5 * plan.insertions, 4 * plan.removals, 4 * plan.moves, 2 * retitled], "round \(round)")
                XCTAssertEqual(counts.total - counts.adds - counts.removes - counts.reorders - counts.labelSets, shownPageGoes ? 1 : 0, "\(counts)")
                for key in new where !old.contains(key) {
                    let pages = [view.notebook.page(forKey: key)!, view.stack.page(forKey: key)!,
                                 view.flowBox.item(forKey: key)!, view.overlay.layer(forKey: key)!]
                    for page in pages { tracker.watch(page.widget) }
                    slots[key] = pages.map { page in { [weak page] in page } }
                }
                for key in old where !new.contains(key) {
                    XCTAssertTrue(slots[key]!.allSatisfy { $0() == nil }, "round \(round): the pages of \(key) are freed")
                }
            }
            XCTAssertEqual(gtkWarnings { window.close() }, [])
        }
        Gtk.drainEvents()
        XCTAssertNil(weakView)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }

    func testARepeatedPageKeyIsReportedNamingTheViewAndKey() throws { try onMain {
        try requireGtk()
        let view = RandomPages()
        view.keys = [1, 2]
        let window = TestWindow(view)
        defer { window.close() }
        let kept = view.pagesByKey()
        let messages = TestLog.capture {
            view.keys = [1, 2, 1]
            view.setNeedsRender()
            StateView.flushRenders()
        }
        view.keys = [1, 2]
        XCTAssertEqual(view.pagesInGtk(), kept, "the first placement of a key wins")
        let reports = messages.filter { $0.contains("RandomPages placed the key 1 more than once") }
        XCTAssertEqual(reports.count, 4, "one report per container: \(messages)")
    } }
}

/// The widget a GtkFlowBoxChild holds.
@MainActor
private func flowBoxChildContent(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    #if GTK3
    gtk_bin_get_child(gcast(child))!
    #else
    gtk_flow_box_child_get_child(gcast(child))!
    #endif
}

/// A notebook's pages in order (GTK 4's notebook holds them inside widgets of its own).
@MainActor
private func notebookPages(_ notebook: Notebook) -> [UnsafeMutablePointer<GtkWidget>] {
    #if GTK3
    StateGtkTests.children(of: notebook.gtkWidget)
    #else
    let gtkNotebook: OpaquePointer = OpaquePointer(notebook.gtkWidget)
    return (0..<gtk_notebook_get_n_pages(gtkNotebook)).map { gtk_notebook_get_nth_page(gtkNotebook, $0)! }
    #endif
}
