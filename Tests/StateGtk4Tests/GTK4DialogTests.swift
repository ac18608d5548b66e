#if GTK4 && !GTK3
import CGtk4
import StateGtkTesting
import XCTest

@testable import StateGtk

/// Dialogs on GTK 4, driven as a user's test drives them: a message dialog is among the window's
/// dialogs, a click on its button ends it with that response, and the About dialog (a plain
/// window on GTK 4) ends when it closes.
final class GTK4DialogTests: XCTestCase {
    func testAMessageDialogIsAnsweredByItsButtonAndTheAboutDialogEndsWhenItCloses() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Dialogs", width: 400, height: 300)
        controller.rootView = ScriptedView()
        let window = TestWindow(controller)
        defer { window.close() }
        var responses: [DialogResponse] = []
        let dialog = controller.presentMessage("Delete ChartBox?", detail: "It cannot be undone.", type: .question,
                                               buttons: [.cancel, .yes]) { responses.append($0) }
        try window.wait(timeout: 5, "the dialog to show") { window.dialogs.count == 1 }
        try window.answerDialog("Cancel")
        try window.wait(timeout: 5, "the dialog to end") { !dialog.isOpen }
        XCTAssertEqual(responses, [.cancel])
        XCTAssertEqual(window.dialogs.count, 0, "an answered dialog goes")

        let about = controller.presentAbout(AboutInfo(name: "Dialogs", version: "1.0", license: .mit))
        try window.wait(timeout: 5, "the About dialog to show") { window.toplevels.count == 2 }
        about.respond(.close)
        XCTAssertFalse(about.isOpen)
        try window.wait(timeout: 5, "the About dialog to go") { window.toplevels.count == 1 }
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
