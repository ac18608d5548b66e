#if GTK4 && !GTK3
import CGtk4
import CStateGtk4
import XCTest

@testable import StateGtk

/// GTK 4.8's GtkScrolledWindow leaves a handler on GtkSettings' notify::gtk-overlay-scrolling each
/// time it is unrealized (it disconnects another function than the one it connected), so every
/// list view shown and removed left one: 130 bytes on a GtkSettings that lives as long as the
/// display, and a call on the freed scrolled window when the setting changes. StateGtk removes it
/// (`sg_scrolled_window_settings_fix_install`, from `Gtk.initialize()`).
final class GTK4ScrolledWindowSettingsTests: XCTestCase {
    final class Row: StateView {}

    func testShowingAndRemovingScrolledWindowsLeavesNoHandlerOnGtkSettings() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let settings = try XCTUnwrap(gtk_settings_get_default())
        let controller = StateViewController(title: "Scrolled windows", width: 400, height: 300)
        let view = ScriptedView()
        controller.rootView = view
        view.render { _ in }
        controller.show()
        GTK4Harness.drain()
        let before = sg_settings_overlay_scrolling_handler_count(settings)

        for round in 0..<20 {
            // A list view (a GtkScrolledWindow inside) and a plain scrolled window, realized.
            view.render { view in
                view.place(ListView.self, key: "list") { make in make.edges.equalTo(view) }
                    .items(Array(0..<5), key: { $0 }) { _, row in row.place(Row.self) }
                    .rowHeight(.fixed(20))
                view.place(ScrolledWindow(Label("content")), key: "scroller")
            }
            GTK4Harness.drain()
            let shown = view.childWidgets
            XCTAssertEqual(shown.count, 2)
            XCTAssertTrue(shown.allSatisfy { gtk_widget_get_realized($0) != 0 }, "round \(round): realized")
            view.render { _ in }
            GTK4Harness.drain()
        }
        let after = sg_settings_overlay_scrolling_handler_count(settings)
        XCTAssertEqual(after, before, "40 scrolled windows realized and removed left \(after - before) handlers on GtkSettings")

        // The desktop changing the setting now reaches no freed scrolled window (with the
        // handlers left, GTK calls each on freed memory: a critical each, or a crash).
        guard after == before else { return }
        let object = UnsafeMutableRawPointer(settings)
        let overlay = GObjectProperty.bool(object, "gtk-overlay-scrolling")
        let problems = GTK4Harness.problems {
            GObjectProperty.set(object, "gtk-overlay-scrolling", !overlay)
            GObjectProperty.set(object, "gtk-overlay-scrolling", overlay)
            GTK4Harness.drain()
        }
        XCTAssertEqual(problems, [])
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
