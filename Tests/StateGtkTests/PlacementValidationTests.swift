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
/// A widget has one GTK parent: placing it where it cannot go is refused with a diagnostic naming
/// both places, without a GTK warning, and the tree stays as it was.
final class PlacementValidationTests: XCTestCase {
    func testAWidgetPlacedByTwoViewsStaysWithTheFirstUntilItLetsGo() throws { try onMain {
        try requireGtk()
        let shared = Label("Shared")
        let first = LayoutCanvas(), second = LayoutCanvas()
        var firstPlaces = true
        first.body = { v in if firstPlaces { v.place(shared, key: "theirs") } }
        var line = 0
        second.body = { v in line = #line; v.place(shared, key: "mine") }
        first.renderDeep()
        var root: LayoutCanvas!, window: TestWindow!
        var warnings: [String] = []
        let messages = TestLog.capture {
            warnings = gtkWarnings {
                second.renderDeep()
                (root, window) = showCanvas { v in
                    v.place(first.widget, key: "first") { make in make.left.top.equalTo(0); make.size.equalTo(Size(width: 200, height: 50)) }
                    v.place(second.widget, key: "second") { make in make.left.equalTo(0); make.top.equalTo(60); make.size.equalTo(Size(width: 200, height: 50)) }
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(warnings, [], "no GTK CRITICAL")
        let refusals = messages.filter { $0.contains("refused") }
        XCTAssertEqual(refusals.count, 1, "\(messages)")
        let refusal = refusals.first ?? ""
        XCTAssertTrue(refusal.contains("LayoutCanvas.place(key: mine) (PlacementValidationTests.swift:\(line))"), refusal)
        XCTAssertTrue(refusal.contains("already in LayoutCanvas, placed under key theirs (PlacementValidationTests.swift:"), refusal)
        XCTAssertTrue(gtk_widget_get_parent(shared.gtkWidget) == first.widget, "it stays with the view that placed it first")
        XCTAssertEqual(children(of: second.widget).count, 0)

        firstPlaces = false
        warnings = gtkWarnings {
            first.rerender()
            second.rerender()
        }
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(gtk_widget_get_parent(shared.gtkWidget) == second.widget, "once the first lets go, the other's next render places it")
        _ = root
    } }

    func testARawWidgetInAContainerOfItsOwnIsRefused() throws { try onMain {
        try requireGtk()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(box))
        let label = gtk_label_new("Boxed")!
        #if GTK3
        defer { gtk_widget_destroy(box); g_object_unref(UnsafeMutableRawPointer(box)) }
        gtk_container_add(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self), label)
        #else
        defer { g_object_unref(UnsafeMutableRawPointer(box)) }  // GTK 4 has no gtk_widget_destroy for a non-window
        gtk_box_append(gtk(box), label)
        #endif
        var warnings: [String] = [], window: TestWindow!
        let messages = TestLog.capture {
            warnings = gtkWarnings { (_, window) = showCanvas { v in v.place(label, key: "boxed") } }
        }
        defer { window.close() }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(messages.filter { $0.contains("place(key: boxed)") && $0.contains("already in a GtkBox (put there by hand)") }.count, 1, "\(messages)")
        XCTAssertTrue(gtk_widget_get_parent(label) == box)
    } }

    func testAViewPlacingItsOwnOrAnAncestorsWidgetIsRefused() throws { try onMain {
        try requireGtk()
        let inner = LayoutCanvas()
        var outer: LayoutCanvas!
        inner.body = { v in
            v.place(v.widget, key: "itself")
            v.place(outer.widget, key: "ancestor")
            v.place(Label("Fine"), key: "fine")
        }
        var warnings: [String] = [], window: TestWindow!
        let messages = TestLog.capture {
            warnings = gtkWarnings {
                (outer, window) = showCanvas { v in
                    v.place(inner.widget, key: "inner")
                }
                inner.renderDeep()
                inner.rerender()
            }
        }
        defer { window.close() }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(messages.filter { $0.contains("place(key: itself)") && $0.contains("this view's own widget") }.count, 1, "\(messages)")
        XCTAssertEqual(messages.filter { $0.contains("place(key: ancestor)") && $0.contains("an ancestor of this view (LayoutCanvas)") }.count, 1, "\(messages)")
        XCTAssertEqual(children(of: inner.widget).count, 1, "the rest of the render is placed")
        XCTAssertTrue(gtk_widget_get_parent(inner.widget) == outer.widget)
    } }
}

/// A view that places its own type, without end.
private final class EndlessNesting: StateView {
    override func render() { place(EndlessNesting.self, key: "inner") }
}

/// Nesting has a documented limit: past it a placement is refused with one diagnostic, never a
/// stack overflow.
final class NestingLimitTests: XCTestCase {
    func testViewsNestUpToTheLimitAndNoDeeper() throws { try onMain {
        try requireGtk()
        var window: TestWindow!
        let messages = TestLog.capture { (_, window) = showCanvas { v in v.place(EndlessNesting.self, key: "outer") } }
        defer { window.close() }
        let refusals = messages.filter { $0.contains("views nest at most \(StateView.maximumNesting) deep") }
        XCTAssertEqual(refusals.count, 1, "\(messages.prefix(3))")
        XCTAssertTrue(refusals.first?.contains("EndlessNesting.place(key: inner)") == true, "\(refusals)")
        var levels = 0
        var widget: UnsafeMutablePointer<GtkWidget>? = window.window
        while let current = widget, let child = children(of: current).first {
            levels += 1
            widget = child
        }
        XCTAssertGreaterThanOrEqual(levels, StateView.maximumNesting, "the allowed levels are all there")
    } }
}
