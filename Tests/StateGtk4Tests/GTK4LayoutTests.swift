#if GTK4 && !GTK3
import CGtk4
import StateGtkCore
import XCTest

@testable import StateGtk

/// SnapKit's constraint closures place a StateView's children on GTK 4 where the solver says, in
/// a window on screen, before and after the children are reordered; a wrapping label gets the
/// height of its text at the width its constraints give it.
final class GTK4LayoutTests: XCTestCase {
    func testChildrenAreAllocatedTheSolversFrames() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let view = ScriptedView(), labels = KeyedLabels()
        func placeTitleAndDetail(_ order: [String]) -> @MainActor (ScriptedView) -> Void {
            { view in
                labels.place(order, in: view) { key in
                    key == "title"
                        ? { make in
                            make.left.equalTo(view).offset(10)
                            make.top.equalTo(view).offset(20)
                            make.width.equalTo(100)
                            make.height.equalTo(30)
                        }
                        : { make in
                            make.left.equalTo(view).offset(10)
                            make.top.equalTo(view).offset(56)
                            make.right.equalTo(view).offset(-10)
                            make.height.equalTo(40)
                        }
                }
            }
        }
        let controller = StateViewController(title: "Layout", width: 320, height: 240)
        controller.rootView = view
        view.render(placeTitleAndDetail(["title", "detail"]))
        controller.show()
        let title = try XCTUnwrap(labels["title"]), detail = try XCTUnwrap(labels["detail"])
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(detail) > 0 }, "the window was never allocated")
        let width = Double(gtk_widget_get_width(view.widget))
        XCTAssertEqual(Self.frame(of: title, in: view.widget), StateGtkCore.Frame(x: 10, y: 20, width: 100, height: 30))
        XCTAssertEqual(Self.frame(of: detail, in: view.widget), StateGtkCore.Frame(x: 10, y: 56, width: width - 20, height: 40))

        // The same children the other way round: one move, the same frames.
        let calls = GtkMutations.measure { view.render(placeTitleAndDetail(["detail", "title"])) }
        XCTAssertEqual(calls.reorders, 1)
        XCTAssertTrue(gtk_widget_get_last_child(view.widget) == title)
        GTK4Harness.drain()
        XCTAssertEqual(Self.frame(of: title, in: view.widget), StateGtkCore.Frame(x: 10, y: 20, width: 100, height: 30))
        XCTAssertEqual(Self.frame(of: detail, in: view.widget), StateGtkCore.Frame(x: 10, y: 56, width: width - 20, height: 40))
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAWrappingLabelIsAsTallAsItsTextAtTheWidthItIsGiven() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let label = gtk_label_new(String(repeating: "words that wrap ", count: 12))!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        let view = ScriptedView()
        let controller = StateViewController(title: "Wrap", width: 320, height: 240)
        controller.rootView = view
        view.render { view in
            view.place(label, key: "text") { make in
                make.left.top.equalTo(view)
                make.width.equalTo(100)
            }
        }
        controller.show()
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(label) > 0 }, "the window was never allocated")
        var minimum: Int32 = 0, atHundred: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 100, &minimum, &atHundred, nil, nil)
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertGreaterThan(atHundred, natural, "the text wraps into more lines at 100 pixels")
        XCTAssertEqual(Self.frame(of: label, in: view.widget), StateGtkCore.Frame(x: 0, y: 0, width: 100, height: Double(atHundred)))
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// `child`'s frame in `parent`'s coordinates.
    @MainActor static func frame(of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> StateGtkCore.Frame? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(child, parent, &bounds) != 0 else { return nil }
        return StateGtkCore.Frame(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
}
#endif
