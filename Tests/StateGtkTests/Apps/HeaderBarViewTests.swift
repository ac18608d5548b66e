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
private final class Chip: StateView {
    static var removed = 0
    let label = Label()
    var text = ""
    override func render() {
        label.text = text
        declareActions([Action("chip-\(text)", accelerators: []) {}])
        place(label, key: "label")
    }
    override func viewWillRemove() { Chip.removed += 1 }
}

final class HeaderBarViewTests: XCTestCase {
    func testViewsInTheHeaderBarRenderAndGoWhenReplacedOrClosed() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Header", width: 400, height: 200)
        let header = HeaderBar(title: "Header")
        header.primaryMenu = Menu([.item("Quit", action: "app.quit")])
        controller.titleBar = header
        controller.rootView = StateView(parentViewController: controller)
        Chip.removed = 0
        let tracker = FinalizationTracker()
        weak var weakFirst: Chip?
        do {
            let first = Chip(parentViewController: controller)
            first.text = "one"
            weakFirst = first
            tracker.watch(UnsafeMutableRawPointer(first.widget))
            header.startViews = [first]
            XCTAssertEqual(labelText(first.label.gtkWidget), "one", "a view in the header bar renders")
            XCTAssertTrue(controller.declaredActions.contains { $0.name == "chip-one" }, "and declares its actions")
            XCTAssertTrue(WidgetTree.descendants(of: header.gtkWidget).contains(first.widget))
        }
        let second = Chip(parentViewController: controller)
        second.text = "two"
        header.endViews = [second]
        header.startViews = []
        Gtk.drainEvents()
        XCTAssertEqual(Chip.removed, 1)
        XCTAssertNil(weakFirst, "a view taken out of the header bar is released")
        XCTAssertTrue(tracker.allFinalized)
        XCTAssertFalse(controller.declaredActions.contains { $0.name == "chip-one" })
        header.primaryMenu = nil
        header.primaryMenu = Menu([.item("Quit", action: "app.quit")])  // packed after the end view now
        let menuButton = try XCTUnwrap(header.primaryMenuButton)
        controller.show()
        waitUntilIdle()
        XCTAssertGreaterThan(WidgetTree.origin(of: menuButton.gtkWidget, in: header.gtkWidget).x, WidgetTree.origin(of: second.widget, in: header.gtkWidget).x,
                             "the primary menu is outermost at the end, though packed last")
        controller.close()
        Gtk.drainEvents()
        XCTAssertEqual(Chip.removed, 2, "closing the window removes the header bar's views")
    } }
}
