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
private final class Leaf: StateView {
    static var removed = 0
    override func viewWillRemove() { Leaf.removed += 1 }
}

private final class Home: StateView {
    override func render() { place(Leaf.self, key: "leaf") }
}

final class ControllerTests: XCTestCase {
    func testRootViewFillsTheWindowAndReplacingItRemovesTheOldOne() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Test", width: 320, height: 200)
        let tracker = FinalizationTracker()
        weak var weakFirst: Home?
        do {
            let first = Home(parentViewController: controller)
            weakFirst = first
            controller.rootView = first
            controller.show()
            Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(first.widget) != 0 }
            Gtk.drainEvents()
            let leaf = first.childView(forKey: "leaf")!
            XCTAssertTrue(leaf.parentViewController === controller, "every view of the tree knows its controller")
            XCTAssertEqual(allocation(first.widget).width, 320)
            tracker.watch(UnsafeMutableRawPointer(first.widget))
        }
        Leaf.removed = 0
        let second = Home(parentViewController: controller)
        controller.rootView = second
        Gtk.drainEvents()
        XCTAssertEqual(Leaf.removed, 1)
        XCTAssertNil(weakFirst)
        XCTAssertTrue(tracker.allFinalized, "the old root's widget is gone from the window and finalised")
        let stack = children(of: controller.window).first!
        XCTAssertEqual(children(of: stack), [second.widget], "the root is the only page of the window's navigation stack")
        controller.close()
        Gtk.drainEvents()
        XCTAssertFalse(controller.isOpen)
        XCTAssertEqual(Leaf.removed, 2, "closing the window removes the tree")
    } }
}
