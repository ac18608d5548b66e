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
    static let count = StateField<Int>("count")
    let label = Label()
    var name = ""

    override func getInitialState() -> [String: Any?] { ["count": 0] }
    override func render() {
        label.text = "\(name): \(state[Self.count] ?? 0)"
        place(label, key: "label") { make in make.center.equalTo(self) }
    }
    override func viewWillRemove() { Page.removed.append(name) }
}

private final class PagesController: StateViewController {
    let filter = Button(label: "Filter")
    override func viewDidLoad() {
        titleBar = HeaderBar(title: "Pages", subtitle: "All of them")
        titleBar?.startWidgets = [filter]
        rootView = Page(parentViewController: self)
        (rootView as! Page).name = "root"
    }
}

/// Waits until the stack shows `view` and has stopped sliding.
@MainActor
private func settled(_ controller: StateViewController, on view: StateView) -> Bool {
    eventually(3) {
        let stack = controller.pageStack
        return gtk_stack_get_visible_child(stack) == view.widget && gtk_stack_get_transition_running(stack) == 0
    }
}

final class NavigationTests: XCTestCase {
    func testPushKeepsTheViewBelowAndPopRemovesAndReleasesTheTop() throws { try onMain {
        try requireGtk()
        let controller = PagesController(title: "Pages", width: 400, height: 300)
        presentForTest(controller)
        defer { closeForTest(controller) }
        let root = controller.rootView as! Page
        root.state[Page.count] = 7
        StateView.flushRenders()
        root.isFocusable = true
        root.grabFocus()
        Page.removed = []
        let tracker = FinalizationTracker()
        weak var weakPushed: Page?
        do {
            let pushed = controller.push(Page.self, title: "Owner") { $0.name = "pushed"; $0.isFocusable = true }
            pushed.grabFocus()
            weakPushed = pushed
            tracker.watch(UnsafeMutableRawPointer(pushed.widget))
            XCTAssertTrue(settled(controller, on: pushed))
            XCTAssertEqual(controller.titleBar?.title, "Owner")
            XCTAssertNil(controller.titleBar?.subtitle, "the root's subtitle does not describe the pushed view")
            XCTAssertTrue(controller.backButton?.isVisible ?? false, "a back button shows while a view is pushed")
            XCTAssertFalse(controller.filter.isVisible, "in place of the root's start widgets")
            XCTAssertTrue(controller.topView === pushed)
        }
        controller.pop()
        XCTAssertEqual(Page.removed, ["pushed"], "viewWillRemove runs when the view is popped")
        XCTAssertTrue(settled(controller, on: root))
        Gtk.drainEvents()
        XCTAssertNil(weakPushed, "the popped view is released")
        XCTAssertTrue(tracker.allFinalized, "its widget is finalised once the slide ends")
        XCTAssertEqual(root.state[Page.count], 7, "the view below kept its state")
        XCTAssertEqual(gtk_window_get_focus(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self)), root.widget,
                       "the focus went back where it was before the push")
        XCTAssertEqual(labelText(root.label.gtkWidget), "root: 7")
        XCTAssertEqual(controller.titleBar?.title, "Pages")
        XCTAssertEqual(controller.titleBar?.subtitle, "All of them")
        XCTAssertFalse(controller.backButton?.isVisible ?? true)
        XCTAssertTrue(controller.filter.isVisible)
        controller.pop()
        XCTAssertEqual(Page.removed, ["pushed"], "popping the root does nothing")
        let refused = TestLog.capture { controller.push(root) }
        XCTAssertTrue(refused.contains { $0.contains("PagesController") && $0.contains("Page") }, "\(refused)")
        XCTAssertTrue(controller.navigationStack.isEmpty, "the root cannot be pushed over itself")
    } }

    func testBackButtonAltLeftAndTheMouseBackButtonPop() throws { try onMain {
        try requireGtk()
        let controller = PagesController(title: "Pages", width: 400, height: 300)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let root = controller.rootView!
        var pushed = controller.push(Page.self) { $0.name = "one" }
        XCTAssertTrue(settled(controller, on: pushed))
        try window.click(try XCTUnwrap(controller.backButton).gtkWidget)
        XCTAssertTrue(settled(controller, on: root), "the back button pops")

        pushed = controller.push(Page.self) { $0.name = "two" }
        XCTAssertTrue(settled(controller, on: pushed))
        focus(nil, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_Left), modifiers: alt)
        XCTAssertTrue(settled(controller, on: root), "Alt+Left pops")
        XCTAssertFalse(controller.activateAction("win.back"), "win.back is disabled on the root")

        pushed = controller.push(Page.self) { $0.name = "three" }
        XCTAssertTrue(settled(controller, on: pushed))
        try window.click(pushed.label.gtkWidget, button: 8)
        XCTAssertTrue(settled(controller, on: root), "the mouse's back button pops")
        XCTAssertEqual(controller.navigationStack.count, 0)
    } }

    func testClosingTheWindowRemovesPushedViews() throws { try onMain {
        try requireGtk()
        let controller = PagesController(title: "Pages", width: 400, height: 300)
        presentForTest(controller)
        Page.removed = []
        weak var weakPushed: Page?
        do { weakPushed = controller.push(Page.self) { $0.name = "pushed" } }
        closeForTest(controller)
        XCTAssertEqual(Set(Page.removed), ["pushed", "root"])
        XCTAssertNil(weakPushed)
    } }
}
