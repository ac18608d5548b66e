#if GTK4 && !GTK3
import CGtk4
import XCTest

@testable import StateGtk

/// The containers with StateView children, on GTK 4: a Paned's two sides, a Frame's, a
/// Revealer's and an Expander's content, filled from the placing view's render as on GTK 3, kept
/// across renders, and a divider the user moved staying where the user put it.
final class GTK4ContainerTests: XCTestCase {
    final class SplitView: StateView {
        let split = Paned(.horizontal), frame = StateGtk.Frame(), expander = Expander(), revealer = Revealer()
        let left = Label("Left"), right = Label("Right"), framed = Label("Framed"), more = Label("More"), shown = Label("Shown")

        override func render() {
            let count = state["count"] as? Int ?? 0
            place(split, key: "split") { make in
                make.left.top.right.equalTo(self)
                make.height.equalTo(120)
            }
            .start { $0.place(self.left, key: "left") }
            .end { $0.place(self.right, key: "right") }
            place(frame, key: "frame") { make in
                make.top.equalTo(self.split.snp.bottom).offset(8)
                make.left.equalTo(self)
            }
            .content { $0.place(self.framed, key: "framed") }
            place(expander, key: "expander") { make in
                make.top.equalTo(self.frame.snp.bottom).offset(8)
                make.left.equalTo(self)
            }
            .content { $0.place(self.more, key: "more") }
            place(revealer, key: "revealer") { make in
                make.top.equalTo(self.expander.snp.bottom).offset(8)
                make.left.equalTo(self)
            }
            .content { $0.place(self.shown, key: "shown\(count)") }
        }
    }

    func testSlotsAreFilledFromRenderAndKeepTheUsersDivider() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Containers", width: 400, height: 400)
        let view = SplitView()
        controller.rootView = view
        controller.show()
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(view.right.gtkWidget) > 0 }, "the window was never allocated")
        let paned: OpaquePointer = OpaquePointer(view.split.gtkWidget)
        XCTAssertTrue(gtk_paned_get_start_child(paned) == view.split.start.widget)
        XCTAssertTrue(gtk_widget_is_ancestor(view.left.gtkWidget, view.split.start.widget) != 0)
        XCTAssertTrue(gtk_widget_is_ancestor(view.right.gtkWidget, view.split.end.widget) != 0)
        XCTAssertTrue(gtk_frame_get_child(UnsafeMutableRawPointer(view.frame.gtkWidget).assumingMemoryBound(to: GtkFrame.self)) == view.frame.content.widget)
        XCTAssertTrue(gtk_widget_is_ancestor(view.framed.gtkWidget, view.frame.gtkWidget) != 0)
        XCTAssertEqual(view.revealer.content.childKeys, ["shown0"])

        // The user drags the divider; a render after it leaves it there.
        gtk_paned_set_position(paned, 170)
        view.state["count"] = 1
        XCTAssertTrue(GTK4Harness.drain { view.revealer.content.childKeys == ["shown1"] }, "the slot follows the render")
        XCTAssertEqual(gtk_paned_get_position(paned), 170, "render did not set the position back")
        XCTAssertTrue(gtk_widget_is_ancestor(view.left.gtkWidget, view.split.start.widget) != 0, "the kept sides keep their views")

        view.expander.isExpanded = true
        GTK4Harness.drain()
        XCTAssertEqual(gtk_expander_get_expanded(OpaquePointer(view.expander.gtkWidget)), 1)
        // GTK 4's expander holds its child only while expanded.
        XCTAssertTrue(gtk_widget_is_ancestor(view.more.gtkWidget, view.expander.gtkWidget) != 0)
        controller.close()
        GTK4Harness.drain()
        XCTAssertFalse(view.split.start.isLive, "the slots go with their window")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// Thirty labels in a slot of a scrolled window, stacked.
    final class ScrollingView: StateView {
        let scroller = ScrolledWindow()
        var edges = 0

        override func viewDidInitialize() { scroller.onEdgeReached(within: 50) { [unowned self] in edges += 1 } }

        override func render() {
            place(scroller, key: "scroller") { make in make.edges.equalTo(self) }
                .content { slot in
                    slot.arrangement = .stack(.vertical, spacing: 4)
                    for index in 0..<30 { slot.place(Label("Line \(index)"), key: index) }
                }
        }
    }

    func testAScrolledWindowScrollsItsSlotAndReportsItsEnd() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Scrolling", width: 300, height: 200)
        let view = ScrollingView()
        controller.rootView = view
        controller.show()
        let slot = try XCTUnwrap(view.scroller.contentSlot)
        XCTAssertTrue(GTK4Harness.drain { slot.childKeys.count == 30 && gtk_widget_get_height(slot.widget) > 200 }, "the slot's lines, taller than the window")
        XCTAssertTrue(gtk_widget_is_ancestor(slot.widget, view.scroller.gtkWidget) != 0, "in a viewport GTK 4 made")
        view.scroller.scrollToEnd()
        XCTAssertTrue(GTK4Harness.drain { view.edges > 0 }, "reaching the end is reported")
        XCTAssertGreaterThan(view.scroller.verticalOffset, 100)
        view.scroller.scroll(toY: 0)
        XCTAssertEqual(view.scroller.verticalOffset, 0)
        controller.close()
        GTK4Harness.drain()
        XCTAssertFalse(slot.isLive, "the slot goes with its window")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
