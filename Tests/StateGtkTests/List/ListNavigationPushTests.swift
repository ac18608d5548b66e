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
private final class PushedPage: StateView {
    let label = Label("Details")
    override func render() { place(label, key: "label") { make in make.center.equalTo(self) } }
}

private final class ListPageController: StateViewController {
    override func viewDidLoad() {
        let host = ListTestHost(parentViewController: self)
        host.rowHeight = .fixed(30)
        host.items = (0..<200).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        rootView = host
    }
}

/// Runs the main loop until the controller's pages stop sliding (frames are drawn meanwhile).
@MainActor private func waitForTheSlide(_ controller: StateViewController) {
    let stack = controller.pageStack
    _ = eventually(3) { gtk_stack_get_transition_running(stack) == 0 }
}

/// What a raw press handler on the list's widget runs (the workaround apps used before double
/// clicks activated): GTK 3's `button-press-event`, GTK 4's GtkGestureClick.
@MainActor private var pressAction: (() -> Void)?

/// Pushing a page from the list's activation, right after the mouse press that caused it (a
/// double click, a single click), slides the page in without a GTK warning.
final class ListNavigationPushTests: XCTestCase {
    func testPushingAPageFromAClickActivationPrintsNoWarning() throws { try onMain {
        try requireGtk()
        for singleClick in [false, true] {
            let controller = ListPageController(title: "List", width: 400, height: 300)
            let window = presentForTest(controller)
            defer { closeForTest(controller) }
            let host = controller.rootView as! ListTestHost
            host.activatesOnSingleClick = singleClick
            host.update()
            Gtk.drainEvents()
            var pushed: PushedPage?
            host.onActivated = { _ in pushed = controller.push(PushedPage.self, title: "Details") }
            let warnings = try gtkWarnings {
                let row = try XCTUnwrap(host.list.rowView(forKey: 3) as? ListTestRow)
                try window.click(row.label.gtkWidget, count: singleClick ? 1 : 2)
                XCTAssertNotNil(pushed)
                waitForTheSlide(controller)
            }
            XCTAssertEqual(warnings, [], singleClick ? "single click" : "double click")
            XCTAssertEqual(host.activated, [3])
        }
    } }

    /// The same from a handler the app connected to the list's widget by hand, run during the
    /// press itself.
    func testPushingAPageFromARawPressHandlerPrintsNoWarning() throws { try onMain {
        try requireGtk()
        let controller = ListPageController(title: "List", width: 400, height: 300)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let host = controller.rootView as! ListTestHost
        Gtk.drainEvents()
        var pushed: PushedPage?
        pressAction = { if pushed == nil { pushed = controller.push(PushedPage.self, title: "Details") } }
        defer { pressAction = nil }
        #if GTK3
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, _, _ in
            MainActor.assumeIsolated { pressAction?() }
            return 0
        }
        g_signal_connect_data(UnsafeMutableRawPointer(host.list.widget), "button-press-event", unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(0))
        #else
        // `void (*)(GtkGestureClick *, int, double, double, gpointer)`
        let handler: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, _ in
            MainActor.assumeIsolated { pressAction?() }
        }
        let press = gtk_gesture_click_new()!
        g_signal_connect_data(UnsafeMutableRawPointer(press), "pressed", unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(0))
        gtk_widget_add_controller(host.list.widget, press)
        #endif
        let warnings = try gtkWarnings {
            let row = try XCTUnwrap(host.list.rowView(forKey: 3) as? ListTestRow)
            try window.click(row.label.gtkWidget)
            XCTAssertNotNil(pushed)
            waitForTheSlide(controller)
        }
        XCTAssertEqual(warnings, [])
    } }
}
