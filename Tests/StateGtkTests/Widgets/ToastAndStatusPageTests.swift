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
/// Toasts and status pages, the same API on both toolkits (libadwaita's widgets under the
/// Adwaita trait, GTK's own here): what they show, what their button runs, that a toast goes
/// by itself and that both go with their window.
final class ToastAndStatusPageTests: XCTestCase {
    @MainActor private final class Empty: StateView {
        let page = StatusPage(iconName: "system-search-symbolic", title: "No Results", details: "Nothing matches “swift”.")
        override func render() { place(page, key: "page") { make in make.edges.equalTo(self) } }
    }

    /// The labels shown inside `widget`, depth first (a revealer's only once revealed).
    @MainActor private static func shownTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_revealer_get_type()) != 0, !GObjectValues.bool(widget, "child-revealed") { return [] }
        let isLabel = g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        if isLabel, gtk_widget_get_visible(widget) != 0 {
            let text = labelText(widget)
            if !text.isEmpty { texts.append(text) }
        }
        for child in children(of: widget) where gtk_widget_get_visible(child) != 0 { texts += shownTexts(in: child) }
        return texts
    }

    func testAStatusPageShowsItsIconTitleAndDetailsAndFollowsThem() throws { try onMain {
        try requireGtk()
        let view = Empty()
        let window = TestWindow(view, width: 400, height: 400)
        defer { window.close() }
        waitUntilIdle()
        XCTAssertEqual(Self.shownTexts(in: view.page.gtkWidget), ["No Results", "Nothing matches “swift”."])
        XCTAssertEqual(countGtkCalls { view.page.title = "No Results" }.labelSets, 0, "the same title again makes no GTK call")
        view.page.details = nil
        view.page.title = "Nothing Yet"
        XCTAssertEqual(Self.shownTexts(in: view.page.gtkWidget), ["Nothing Yet"], "no details, no details line")
    } }

    func testAToastShowsItsMessageRunsItsButtonsActionAndGoesByItself() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Toasts", width: 400, height: 300)
        var undone = 0
        controller.setActions([Action("undo", title: "Undo") { undone += 1 }])
        controller.rootView = Empty()
        let window = TestWindow(controller)
        defer { window.close() }
        waitUntilIdle()
        controller.showToast(Toast("Repository removed", button: .init("_Undo", action: "win.undo"), timeout: 1.5))
        try window.wait(timeout: 5, "the toast to show") { Self.shownTexts(in: controller.window).contains("Repository removed") }
        let undo = try window.widget(withText: "Undo")
        try window.click(undo)
        try window.wait(timeout: 5, "the toast's button to run its action") { undone == 1 }
        try window.wait(timeout: 5, "the toast to go by itself") { !Self.shownTexts(in: controller.window).contains("Repository removed") }
        controller.showToast(Toast("Link copied"))
        try window.wait(timeout: 5, "a later toast to show in its place") { Self.shownTexts(in: controller.window).contains("Link copied") }
    } }
}

/// A boolean GObject property, read the same way on both toolkits.
@MainActor
private enum GObjectValues {
    static func bool(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN, a macro Swift does not import
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_boolean(&value) != 0
    }
}
