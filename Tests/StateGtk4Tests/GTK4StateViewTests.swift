#if GTK4 && !GTK3
import CGtk4
import StateGtkCore
import XCTest

@testable import StateGtk

/// StateView on GTK 4, as users write it: state and render, keyed children placed with SnapKit's
/// constraint closures, a child view with its own state, re-renders that change only what
/// changed, and a window whose views are released when it closes.
final class GTK4StateViewTests: XCTestCase {
    /// A list of names, one label per name (the same Widget instance for as long as the name is
    /// there), stacked by constraints below a header view.
    final class NamesView: StateView {
        var labels: [String: Widget] = [:]
        weak var header: HeaderView?

        override func getInitialState() -> [String: Any?] { ["names": ["Ada", "Grace"]] }

        override func render() {
            let names = state["names"] as? [String] ?? []
            let header = place(HeaderView.self, key: "header") { make in
                make.top.left.equalTo(self).offset(10)
                make.width.equalTo(200)
                make.height.equalTo(30)
            }
            header.prop(\.count, is: names.count)
            var above: ConstraintItem? = nil
            for name in names {
                let label = labels[name] ?? Widget(GTK4Finalization.track(gtk_label_new(name)))
                labels[name] = label
                let previous = above
                place(label, key: name) { make in
                    make.left.equalTo(self).offset(10)
                    make.width.equalTo(120)
                    make.height.equalTo(24)
                    if let previous { make.top.equalTo(previous.snp.bottom) } else { make.top.equalTo(self).offset(40) }
                }
                above = label
            }
            labels = labels.filter { names.contains($0.key) }
        }
    }

    /// A child view with a prop and a state of its own.
    final class HeaderView: StateView {
        static var alive = 0
        static let count = PropKey<Int>("count")
        let title = Widget(gtk_label_new(""))
        override func getInitialState() -> [String: Any?] { ["renders": 0] }
        override func viewDidInitialize() { Self.alive += 1 }
        override func render() {
            let count = props[Self.count] ?? 0
            gtk_label_set_text(OpaquePointer(title.gtkWidget), "\(count) names")
            place(title, key: "title")
        }
        deinit { MainActor.assumeIsolated { Self.alive -= 1 } }
    }

    func testAViewRendersKeyedChildrenAtTheirConstraintsAndFollowsItsState() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Names", width: 320, height: 240)
        let view = NamesView()
        controller.rootView = view
        controller.show()
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(view.widget) > 0 }, "the window was never allocated")
        XCTAssertEqual(view.childKeys, ["header", "Ada", "Grace"])
        XCTAssertEqual(Self.text(of: try XCTUnwrap(view.childView(forKey: "header")?.childWidgets.first)), "2 names")
        XCTAssertEqual(Self.frame(of: view.labels["Ada"]!.gtkWidget, in: view.widget), StateGtkCore.Frame(x: 10, y: 40, width: 120, height: 24))
        XCTAssertEqual(Self.frame(of: view.labels["Grace"]!.gtkWidget, in: view.widget), StateGtkCore.Frame(x: 10, y: 64, width: 120, height: 24))

        // A name in front, one gone: one insert, one remove, and the rest stays as it was.
        let grace = view.labels["Grace"]!.gtkWidget
        let counts = GtkMutations.measure {
            view.state["names"] = ["Alan", "Grace"]
            XCTAssertTrue(GTK4Harness.drain { view.childKeys == ["header", "Alan", "Grace"] }, "no re-render: \(view.childKeys)")
        }
        XCTAssertEqual(counts.adds, 1)
        XCTAssertEqual(counts.removes, 1)
        XCTAssertEqual(counts.reorders, 0)
        XCTAssertTrue(view.labels["Grace"]!.gtkWidget == grace, "a kept key keeps its widget")
        XCTAssertEqual(view.childWidgets.dropFirst().map { Self.text(of: $0) }, ["Alan", "Grace"])
        XCTAssertEqual(Self.text(of: try XCTUnwrap(view.childView(forKey: "header")?.childWidgets.first)), "2 names")
        XCTAssertTrue(GTK4Harness.drain { Self.frame(of: view.labels["Alan"]!.gtkWidget, in: view.widget)?.y == 40 })
        XCTAssertEqual(Self.frame(of: grace, in: view.widget), StateGtkCore.Frame(x: 10, y: 64, width: 120, height: 24))

        // The prop reaches the child view.
        view.state["names"] = ["Alan"]
        XCTAssertTrue(GTK4Harness.drain { view.childKeys == ["header", "Alan"] })
        XCTAssertEqual(Self.text(of: try XCTUnwrap(view.childView(forKey: "header")?.childWidgets.first)), "1 names")

        controller.close()
        GTK4Harness.drain()
        XCTAssertFalse(controller.isOpen)
        XCTAssertFalse(view.isLive, "closing the window removes its views")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testRemovedViewsAndWidgetsAreFreed() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let finalizedBefore = GTK4Finalization.alive
        let headersBefore = HeaderView.alive
        weak var weakView: NamesView?
        do {
            let controller = StateViewController(title: "Names", width: 320, height: 240)
            let view = NamesView()
            weakView = view
            controller.rootView = view
            controller.show()
            XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(view.widget) > 0 })
            XCTAssertEqual(HeaderView.alive, headersBefore + 1)
            view.state["names"] = [String]()
            XCTAssertTrue(GTK4Harness.drain { view.childKeys == ["header"] })
            XCTAssertEqual(GTK4Finalization.alive, finalizedBefore, "the labels of names gone are finalised at once")
            gtk_window_close(gcast(controller.window))  // as the window's close button does
            XCTAssertFalse(controller.isOpen)
            GTK4Harness.drain()
        }
        GTK4Harness.drain()
        XCTAssertNil(weakView, "the window's root view is released with the window")
        XCTAssertEqual(HeaderView.alive, headersBefore, "its child views too")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    @MainActor static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(OpaquePointer(widget)))
    }

    @MainActor static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> StateGtkCore.Frame? {
        GTK4LayoutTests.frame(of: widget, in: ancestor)
    }
}
#endif
