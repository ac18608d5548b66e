// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// What a controller does with the desktop for its views: web pages opened only when they are
/// web pages, and whether the user is in the window.
final class ControllerDesktopTests: XCTestCase {
    func testShowURIRefusesEverySchemeButHTTPWithAMessage() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Links", width: 200, height: 100)
        defer { controller.close() }
        for address in ["file:///etc/passwd", "javascript:alert(1)", "ssh://git@example.com/a", "data:text/html,x", "https:///no-host"] {
            let url = try XCTUnwrap(URL(string: address), address)
            var shown = true
            let messages = TestLog.capture { shown = controller.showURI(url) }
            XCTAssertFalse(shown, address)
            XCTAssertTrue(messages.contains { $0.contains("StateViewController.showURI refused") && $0.contains(address.prefix(12)) }, "\(address): \(messages)")
        }
    } }

    func testIsActiveFollowsTheWindowsFocus() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Focus", width: 200, height: 100)
        defer { controller.close() }
        XCTAssertFalse(controller.isActive, "a window not shown is not the user's")
        controller.show()
        Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(controller.window) != 0 }
        // Xvfb has no window manager here: the window is made active as one would.
        gtk_window_present(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self))
        Gtk.runUntil(timeout: 5) { controller.isActive }
        XCTAssertEqual(controller.isActive, gtk_window_is_active(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self)) != 0)
    } }

    func testAViewAsksForSpareRoomLikeAWidget() throws { try onMain {
        try requireGtk()
        let view = StateView()
        XCTAssertFalse(view.expandsVertically)
        view.expandsVertically = true
        view.expandsHorizontally = true
        XCTAssertNotEqual(gtk_widget_get_vexpand(view.widget), 0)
        XCTAssertNotEqual(gtk_widget_get_hexpand(view.widget), 0)
        view.expandsVertically = false
        XCTAssertEqual(gtk_widget_get_vexpand(view.widget), 0)
    } }
}
