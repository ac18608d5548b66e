#if GTK4 && !GTK3
import CGtk4
import StateGtkTesting
import XCTest

@testable import StateGtk

/// Menus on GTK 4, through StateGtkTesting as a user's test drives them: a header bar's primary
/// menu and a view's context menu run their window actions (with the item's target), and the
/// context menu opens as a GtkPopoverMenu pointing at its view.
final class GTK4MenuTests: XCTestCase {
    @MainActor final class Card: StateView {
        let label = Label("ChartBox")
        override func render() {
            place(label, key: "label") { make in make.edges.equalTo(self) }
            contextMenu(Menu([.item("Copy URL", action: "win.copy-url", target: "https://example.org/chartbox")]))
        }
    }

    func testMenuItemsRunTheirActionsWithTheirTargets() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var refreshed = 0
        var copied: [String] = []
        let controller = StateViewController(title: "Menus", width: 400, height: 300)
        controller.setActions([
            Action("refresh", title: "Refresh") { refreshed += 1 },
            Action.withParameter("copy-url", title: "Copy URL") { url in copied.append(url) },
            Action("delete", title: "Delete", isEnabled: false) { refreshed += 100 },
        ])
        let header = HeaderBar(title: "Menus")
        header.primaryMenu = Menu([.section([.item("Refresh", action: "win.refresh"), .item("Delete", action: "win.delete")])])
        controller.titleBar = header
        let card = Card()
        controller.rootView = card
        let window = TestWindow(controller)
        defer { window.close() }

        try window.activateMenuItem("Refresh")
        XCTAssertEqual(refreshed, 1, "the primary menu's item ran its window action")
        try window.activateMenuItem("Copy URL", in: card.widget)
        XCTAssertEqual(copied, ["https://example.org/chartbox"], "the context menu's item passed its target")

        XCTAssertTrue(card.showContextMenu())
        XCTAssertTrue(GTK4Harness.drain(until: { card.contextMenuPopover != nil }), "the context menu opens")
        let popover = try XCTUnwrap(card.contextMenuPopover)
        XCTAssertEqual(gtk_widget_get_parent(popover), card.widget, "a GTK 4 popover points at its parent: the view")
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        XCTAssertTrue(GTK4Harness.drain(until: { card.contextMenuPopover == nil }), "the context menu closes")
        XCTAssertThrowsError(try window.activateMenuItem("Delete")) { error in
            XCTAssertTrue("\(error)".contains("greyed out"), "\(error)")
        }
        XCTAssertEqual(refreshed, 1, "a disabled item's action did not run")
        XCTAssertThrowsError(try window.activateMenuItem("Paste")) { error in
            XCTAssertTrue("\(error)".contains("no menu item \"Paste\""), "\(error)")
        }
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
