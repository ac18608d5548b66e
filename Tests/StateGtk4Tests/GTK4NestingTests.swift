#if GTK4 && !GTK3
import CGtk4
import StateGtkCore
import XCTest

@testable import StateGtk

/// Views inside views, and CSS around them: a nested view's size is its own layout's fitting
/// size, and GTK 4 keeps a view's padding outside the frames its solver gives (the content box
/// is the children's origin).
final class GTK4NestingTests: XCTestCase {
    /// Two labels whose constraints reach the view's right and bottom edges: the view's fitting
    /// size is 4 + 60 + 8 + 30 + 4 wide, 4 + 50 + 4 high.
    final class PairView: StateView {
        let a = gtk_label_new("a")!, b = gtk_label_new("b")!

        override func render() {
            let a = place(self.a, key: "a") { make in
                make.left.top.equalTo(self).offset(4)
                make.width.equalTo(60)
                make.height.equalTo(20)
            }
            place(b, key: "b") { make in
                make.left.equalTo(a.snp.right).offset(8)
                make.top.equalTo(a)
                make.width.equalTo(30)
                make.height.equalTo(50)
                make.right.bottom.equalTo(self).offset(-4)
            }
        }
    }

    func testANestedViewTakesItsLayoutsFittingSize() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let outer = ScriptedView()
        let controller = StateViewController(title: "Nesting", width: 320, height: 240)
        controller.rootView = outer
        outer.render { view in
            view.place(PairView.self, key: "inner") { make in
                make.left.equalTo(view).offset(15)
                make.top.equalTo(view).offset(25)
            }
        }
        controller.show()
        let inner = try XCTUnwrap(outer.childView(forKey: "inner"))
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(inner.widget) > 0 }, "the window was never allocated")
        XCTAssertEqual(GTK4LayoutTests.frame(of: inner.widget, in: outer.widget), StateGtkCore.Frame(x: 15, y: 25, width: 106, height: 58))
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testPaddingStaysOutsideTheSolversFrames() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        Self.loadCSS(".stategtk-test-padded { padding: 10px 20px; }")
        let view = PairView()
        gtk_widget_add_css_class(view.widget, "stategtk-test-padded")
        let controller = StateViewController(title: "Padding", width: 320, height: 240)
        controller.rootView = view
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(natural, 146, "106 wide, and 20 padding either side")
        controller.show()
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(view.b) > 0 }, "the window was never allocated")
        let root = controller.window
        let outer = try XCTUnwrap(GTK4LayoutTests.frame(of: view.widget, in: root))
        let a = try XCTUnwrap(GTK4LayoutTests.frame(of: view.a, in: root))
        XCTAssertEqual(a.x - outer.x, 24, "20 padding and the 4 of the constraint")
        XCTAssertEqual(a.y - outer.y, 14, "10 padding and the 4 of the constraint")
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

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
