// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest

/// A window closed by the program while a menu in it is open leaves the app's input working.
final class ContextMenuCloseTests: XCTestCase {
    private final class Card: StateView {
        let label = Label("Card")
        override func render() {
            contextMenu(Menu([.item("Close Window", action: "win.close")]))
            place(label, key: "label")
        }
    }

    /// On GTK 4.8 destroying a shown window whose popover is open left GDK's grab for it behind:
    /// the next window's button never got its click.
    func testTheNextWindowTakesClicksAndKeysAfterAWindowClosedWithItsMenuOpen() throws { try onMain {
        try requireGtk()
        do {
            let controller = StateViewController(title: "Menu open", width: 300, height: 200)
            let card = Card()
            controller.rootView = card
            let window = TestWindow(controller)
            try window.click(card.label.gtkWidget, button: 3)
            XCTAssertNotNil(card.contextMenuPopover, "the menu opened")
            controller.close()
        }
        var clicks = 0
        let entry = Entry()
        let button = Button(label: "Next") { clicks += 1 }
        let (_, next) = showHost([button, entry])
        defer { next.close() }
        try next.click(button.gtkWidget)
        XCTAssertEqual(clicks, 1, "the next window's button took the click")
        try next.type("ok", into: entry.gtkWidget)
        XCTAssertEqual(entry.text, "ok", "and its entry the keys")
    } }
}
