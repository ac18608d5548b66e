#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The "Values the user changes" article's examples, run against real widgets.
final class UserValuesArticleTests: XCTestCase {
    func testTheInitialPositionAppliesOnceAndTheUsersStands() throws { try onMain {
        try requireGtk()
        let browser = Browser()
        let window = TestWindow(browser, width: 600, height: 300)
        defer { window.close() }
        let paned = UnsafeMutableRawPointer(browser.split.gtkWidget).assumingMemoryBound(to: GtkPaned.self)
        XCTAssertEqual(gtk_paned_get_position(paned), 240)
        gtk_paned_set_position(paned, 320)  // the user's drag
        browser.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(gtk_paned_get_position(paned), 320, "render leaves the user's position")
    } }

    func testTheControlledPositionHearsTheUserAndResets() throws { try onMain {
        try requireGtk()
        let browser = ControlledBrowser()
        let window = TestWindow(browser, width: 600, height: 300)
        defer { window.close() }
        let paned = UnsafeMutableRawPointer(browser.split.gtkWidget).assumingMemoryBound(to: GtkPaned.self)
        gtk_paned_set_position(paned, 320)  // the user's drag
        XCTAssertEqual(browser.state[ControlledBrowser.position], 320, "the view heard the drag")
        try window.click(browser.reset.gtkWidget)
        waitUntilIdle()
        XCTAssertEqual(gtk_paned_get_position(paned), 240, "Reset moved the divider back")
    } }

    func testTheSearchFieldKeepsTypingAndClears() throws { try onMain {
        try requireGtk()
        let search = SearchField()
        let window = TestWindow(search, width: 400, height: 60)
        defer { window.close() }
        try window.type("swift", into: search.field.gtkWidget)
        waitUntilIdle()
        XCTAssertEqual(search.state[SearchField.query], "swift")
        XCTAssertEqual(search.field.text, "swift")
        try window.click(search.clear.gtkWidget)
        waitUntilIdle()
        XCTAssertEqual(search.field.text, "", "Clear gave a new text")
    } }
}
#endif
