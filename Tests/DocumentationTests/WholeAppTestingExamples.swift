#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
@testable import Todo
// snippet: testing-whole-app
/// The Notes app of the Actions article, driven as a user drives it: shortcuts, the primary
/// menu, a row's context menu and the About dialog.
final class NotesAppTests: XCTestCase {
    func testShortcutsMenusAndADialog() throws { try onMain {
        try requireGtk()
        let notes = NotesWindow(title: "Notes", width: 500, height: 400)
        let window = TestWindow(notes)  // the application's window: accelerators and menus work
        defer { window.close() }

        try window.press("<Control>n")                           // win.new, by its accelerator
        try window.press("<Control>n")
        XCTAssertEqual(notes.notes.shownNotes.map(\.title), ["Note 1", "Note 2"])

        try window.activateMenuItem("Newest First")              // the primary menu, closed
        XCTAssertEqual(notes.notes.shownNotes.map(\.title), ["Note 2", "Note 1"])

        let row = try XCTUnwrap(window.widgets(withText: "Note 1").first)
        try window.activateMenuItem("Archive", in: row)           // that row's context menu
        XCTAssertEqual(notes.notes.shownNotes.map(\.title), ["Note 2"])

        Application.shared?.about = AboutInfo(name: "Notes", version: "1.0")
        defer { Application.shared?.about = nil }
        try window.activateMenuItem("About Notes")               // opens a dialog
        XCTAssertEqual(window.dialogs.count, 1)
        XCTAssertNoThrow(try window.widget(withText: "1.0"))       // queries see into it
        try window.answerDialog("Close")                          // and click its buttons
        XCTAssertEqual(window.dialogs.count, 0)
    } }
}
// end snippet

// snippet: testing-helpers
/// Steps several tests share, as functions on the main actor: a test calls them inside
/// `onMain { }` like any StateGtkTesting call.
@MainActor
func addItems(_ titles: [String], in window: TestWindow) throws {
    for title in titles {
        try window.type(title, into: window.widget(named: "What needs doing?"))
        try window.press("Return")
    }
}

final class TodoHelperTests: XCTestCase {
    func testRenamingTheDraftReplacesItsText() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoController())
        defer { window.close() }
        try addItems(["Buy milk", "Walk the dog"], in: window)
        try Self.typeDraft("Buy bread", in: window)
        try Self.typeDraft("Buy cheese", in: window)   // replaces the draft, not appended to it

        XCTAssertEqual(try window.view(atKeyPath: "list").childKeys, [1, 2])
        XCTAssertEqual(WidgetTree.text(of: try window.widget(named: "What needs doing?")), "Buy cheese")
    } }

    /// A helper of the test class itself: static, so that calling it sends no `self` across.
    @MainActor
    static func typeDraft(_ text: String, in window: TestWindow) throws {
        try window.type(text, into: window.widget(named: "What needs doing?"), replacing: true)
    }
}
// end snippet
#endif
