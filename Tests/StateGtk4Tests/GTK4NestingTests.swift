#if GTK4 && !GTK3
import CGtk4
import StateGtkCore
import XCTest

@testable import StateGtk

/// Containers inside containers, and CSS around them: a nested container's size is its own
/// layout's fitting size, and GTK 4 keeps a container's padding outside the frames its solver
/// gives (the content box is the children's origin).
final class GTK4NestingTests: XCTestCase {
    func testANestedContainerTakesItsLayoutsFittingSize() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        let outer = GTK4KeyedContainer(), inner = GTK4KeyedContainer()
        inner.update([
            GTK4LayoutTests.box("a", [
                GTK4LayoutTests.pin("a", .left, to: 4), GTK4LayoutTests.pin("a", .top, to: 4),
                GTK4LayoutTests.pin("a", .width, to: 60), GTK4LayoutTests.pin("a", .height, to: 20),
            ]),
            GTK4LayoutTests.box("b", [
                GTK4LayoutTests.equal("b", .left, "a", .right, plus: 8), GTK4LayoutTests.equal("b", .top, "a", .top),
                GTK4LayoutTests.pin("b", .width, to: 30), GTK4LayoutTests.pin("b", .height, to: 50),
                GTK4LayoutTests.equal("b", .right, nil, .right, plus: -4), GTK4LayoutTests.equal("b", .bottom, nil, .bottom, plus: -4),
            ]),
        ])
        outer.update([
            GTK4Placement(key: "inner", constraints: [
                GTK4LayoutTests.pin("inner", .left, to: 15), GTK4LayoutTests.pin("inner", .top, to: 25),
            ]) { inner.widget }
        ])
        let window = try Self.present(outer.widget)
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(inner.widget) > 0 }, "the window was never allocated")
        // 4 + 60 + 8 + 30 + 4 wide, 4 + 50 + 4 high.
        XCTAssertEqual(GTK4LayoutTests.frame(of: inner.widget, in: outer.widget), Frame(x: 15, y: 25, width: 106, height: 58))
        gtk_window_destroy(window)
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testPaddingStaysOutsideTheSolversFrames() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        Self.loadCSS(".stategtk-test-padded { padding: 10px 20px; }")
        let container = GTK4KeyedContainer()
        gtk_widget_add_css_class(container.widget, "stategtk-test-padded")
        container.update([
            GTK4LayoutTests.box("a", [
                GTK4LayoutTests.pin("a", .left, to: 0), GTK4LayoutTests.pin("a", .top, to: 0),
                GTK4LayoutTests.pin("a", .width, to: 50), GTK4LayoutTests.pin("a", .height, to: 30),
                GTK4LayoutTests.equal("a", .right, nil, .right), GTK4LayoutTests.equal("a", .bottom, nil, .bottom),
            ])
        ])
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(container.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(natural, 90, "50 wide, and 20 padding either side")
        let window = try Self.present(container.widget)
        let child = try XCTUnwrap(gtk_widget_get_first_child(container.widget))
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(child) > 0 }, "the window was never allocated")
        let root = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
        let outer = try XCTUnwrap(GTK4LayoutTests.frame(of: container.widget, in: root))
        let inner = try XCTUnwrap(GTK4LayoutTests.frame(of: child, in: root))
        XCTAssertEqual(inner.x - outer.x, 20)
        XCTAssertEqual(inner.y - outer.y, 10)
        gtk_window_destroy(window)
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// A window holding `child` at its natural size, presented.
    @MainActor static func present(_ child: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWindow> {
        let window = UnsafeMutableRawPointer(try XCTUnwrap(gtk_window_new())).assumingMemoryBound(to: GtkWindow.self)
        // The child's natural size, not stretched: a horizontal and vertical start alignment.
        gtk_widget_set_halign(child, GTK_ALIGN_START)
        gtk_widget_set_valign(child, GTK_ALIGN_START)
        gtk_window_set_default_size(window, 320, 240)
        gtk_window_set_child(window, child)
        gtk_window_present(window)
        return window
    }

    /// Styles for the whole display, for the rest of the process: the classes are the tests' own.
    @MainActor static func loadCSS(_ css: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
#endif
