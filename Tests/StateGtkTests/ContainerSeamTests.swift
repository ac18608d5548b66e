#if GTK3
import CGtk
import CStateGtk
@testable import StateGtk
import StateGtkCore
import StateGtkTesting
import XCTest
/// Every real container agrees with the executor: random plans applied through `PlanExecutor`
/// leave GTK's children in the plan's new order, with one GTK call per step (the counts the
/// headless `PlanExecutorTests` check against a fake container).
final class ContainerSeamTests: XCTestCase {
    func testTheStateViewContainerAgreesWithTheExecutor() throws { try onMain {
        try requireGtk()
        let container = sg_container_new()!
        g_object_ref_sink(container.gpointer)
        defer { g_object_unref(container.gpointer) }
        let window = Self.showInWindow(container)
        defer { gtk_widget_destroy(window) }
        Self.checkRandomPlans(SGContainerChildren(container)) { children(of: container) }
    } }

    func testTheListBoxAgreesWithTheExecutor() throws { try onMain {
        try requireGtk()
        let list = gtk_list_box_new()!
        g_object_ref_sink(list.gpointer)
        defer { g_object_unref(list.gpointer) }
        let window = Self.showInWindow(list)
        defer { gtk_widget_destroy(window) }
        Self.checkRandomPlans(ListBoxRows(list: gcast(list))) {
            children(of: list).map { gtk_bin_get_child(gcast($0))! }
        }
    } }

    func testTheNotebookAgreesWithTheExecutor() throws { try onMain {
        try requireGtk()
        Self.checkPages(gtk_notebook_new()!) { NotebookPages(notebook: gcast($0), labels: PageLabels()) }
    } }

    func testTheStackAgreesWithTheExecutor() throws { try onMain {
        try requireGtk()
        Self.checkPages(gtk_stack_new()!) { StackPages(stack: $0, labels: PageLabels()) }
    } }

    func testTheFlowBoxAgreesWithTheExecutor() throws { try onMain {
        try requireGtk()
        Self.checkPages(gtk_flow_box_new()!, children: { children(of: $0).map { gtk_bin_get_child(gcast($0))! } }) {
            FlowBoxItems(flowBox: $0)
        }
    } }

    func testTheOverlayLayersAgreeWithTheExecutor() throws { try onMain {
        try requireGtk()
        Self.checkPages(sg_overlay_new()!) { OverlayLayers(overlay: gcast($0)) }
    } }

    /// Random plans on a paged container shown in a window, with no GTK warning.
    @MainActor
    private static func checkPages<Container: PageContainer>(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        children: (UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] = { children(of: $0) },
        _ makeContainer: (UnsafeMutablePointer<GtkWidget>) -> Container
    ) {
        g_object_ref_sink(widget.gpointer)
        defer { g_object_unref(widget.gpointer) }
        let window = showInWindow(widget)
        defer { gtk_widget_destroy(window) }
        XCTAssertEqual(gtkWarnings { checkRandomPlans(makeContainer(widget)) { children(widget) } }, [])
    }

    /// 300 random edits of up to 40 labels: after each, the children are the new ones in order,
    /// and GTK saw exactly the plan's insertions, removals and moves.
    @MainActor
    private static func checkRandomPlans<Container: ChildContainer>(
        _ container: Container, children: () -> [UnsafeMutablePointer<GtkWidget>]
    ) where Container.Child == UnsafeMutablePointer<GtkWidget> {
        var random = SeededRandom(seed: 11)
        var current: [Label] = []
        var nextID = 0
        var target = container
        for round in 0..<300 {
            let new = random.edit(current, limit: 40) {
                nextID += 1
                return Label("\(nextID)")
            }
            let plan = Reconciler.plan(old: current.map(ObjectIdentifier.init), new: new.map(ObjectIdentifier.init))
            let counts = GtkMutations.measure {
                _ = PlanExecutor.apply(plan, old: current.map(\.gtkWidget), to: &target, make: { new[$0].gtkWidget })
            }
            XCTAssertEqual(children(), new.map(\.gtkWidget), "round \(round)")
            XCTAssertEqual([counts.adds, counts.removes, counts.reorders], [plan.insertions, plan.removals, plan.moves], "round \(round)")
            current = new
        }
    }

    @MainActor
    private static func showInWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(gcast(window), widget)
        gtk_widget_show_all(window)
        return window
    }
}
#endif
