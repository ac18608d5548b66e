#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The list view examples of the Lists article, run against real widgets.
final class ListsArticleTests: XCTestCase {
    func testTheLibraryMakesRowsOnlyForTheScreenSelectsOpensAndStars() throws { try onMain {
        try requireGtk()
        let library = PhotoLibrary()
        library.state[PhotoLibrary.photos] = (0..<10_000).map { Photo(id: $0, title: "Photo \($0)") }
        var opened: [Int] = []
        library.onOpen = { opened.append($0) }
        let window = TestWindow(library, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = try XCTUnwrap(library.list)
        XCTAssertEqual(list.itemCount, 10_000)
        XCTAssertLessThan(list.realizedRowCount, 40, "only the rows on screen and the overscan exist")

        gtk_widget_grab_focus(surface(of: list))
        try window.press(keyval: guint(GDK_KEY_Down))
        try window.press(keyval: guint(GDK_KEY_Down))
        settle(window)
        XCTAssertEqual(library.state[PhotoLibrary.selected], 1, "Down moves the cursor and selects")
        XCTAssertEqual((list.rowView(forKey: 1) as? PhotoRow)?.styleClasses, ["selected"])
        try window.press(keyval: guint(GDK_KEY_Return))
        XCTAssertEqual(opened, [1], "Enter activates the cursor's row")

        let row = try XCTUnwrap(list.rowView(forKey: 3) as? PhotoRow)
        try window.click(row.star.gtkWidget)
        XCTAssertEqual(library.starred, [3], "the row's button calls the shared callback with its photo")

        library.reveal(5_000)
        settle(window)
        XCTAssertTrue(list.visibleRange.contains(5_000))
        XCTAssertNotNil(list.rowView(forKey: 5_000))
    } }

    func testSearchResultsFindByTypingAndStartANewQueryAtTheTop() throws { try onMain {
        try requireGtk()
        let results = SearchResults()
        results.state[SearchResults.query] = "photo"
        results.state[SearchResults.results] = (0..<1_000).map { Photo(id: $0, title: "Photo \($0)") }
        var opened: [Int] = []
        results.onOpen = { opened.append($0) }
        let window = TestWindow(results, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = try XCTUnwrap(results.childView(forKey: "results") as? ListView)
        gtk_widget_grab_focus(surface(of: list))
        try window.type("photo 420")
        settle(window)
        XCTAssertEqual(list.cursor(as: Int.self), 420)
        try window.press(keyval: guint(GDK_KEY_Return))
        XCTAssertEqual(opened, [420])
        XCTAssertGreaterThan(list.scrollOffset, 0)
        results.state[SearchResults.query] = "photo 4"
        results.state[SearchResults.results] = (400..<500).map { Photo(id: $0, title: "Photo \($0)") }
        settle(window)
        XCTAssertEqual(list.scrollOffset, 0, "a new query starts at the top")
    } }

    func testThePagerLoadsAnotherPageNearTheEnd() throws { try onMain {
        try requireGtk()
        let pager = PhotoPager(library: PhotoLibrary())
        let window = TestWindow(pager.library, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        XCTAssertEqual(pager.pagesLoaded, 1)
        let list = try XCTUnwrap(pager.library.list)
        XCTAssertEqual(list.itemCount, 100)

        gtk_widget_grab_focus(surface(of: list))
        try window.press(keyval: guint(GDK_KEY_End))
        settle(window)
        XCTAssertEqual(pager.pagesLoaded, 2, "reaching the end loads one more page")
        XCTAssertEqual(list.itemCount, 200)
        XCTAssertEqual(pager.library.state[PhotoLibrary.selected], 99)
    } }

    func testTheInboxSelectsSeveralMessagesAndMeasuresItsRows() throws { try onMain {
        try requireGtk()
        let inbox = Inbox()
        inbox.messages = (0..<500).map { index in
            Message(uid: "m\(index)", subject: "Subject \(index)",
                    preview: index.isMultiple(of: 2) ? "One line" : "Two\nlines")
        }
        let window = TestWindow(inbox, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = try XCTUnwrap(inbox.childView(forKey: "messages") as? ListView)
        let heights = [0, 1].map { key in
            gtk_widget_get_allocated_height(list.rowView(forKey: "m\(key)")!.widget)
        }
        XCTAssertGreaterThan(heights[1], heights[0], "each row is measured: two lines are taller than one")

        gtk_widget_grab_focus(surface(of: list))
        try window.press(keyval: guint(GDK_KEY_Down))
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_CONTROL_MASK)
        try window.press(keyval: guint(GDK_KEY_space), modifiers: GDK_CONTROL_MASK)
        settle(window)
        XCTAssertEqual(inbox.selection, ["m0", "m2"], "Down selects, Ctrl+Down moves the cursor, Ctrl+Space adds")
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_SHIFT_MASK)
        settle(window)
        XCTAssertEqual(inbox.selection, ["m2", "m3"], "Shift+Down selects from the anchor")
    } }
}

/// The widget of a list view that takes the keyboard focus (inside its scrolled window).
@MainActor func surface(of list: ListView) -> UnsafeMutablePointer<GtkWidget> {
    gtk_bin_get_child(UnsafeMutableRawPointer(list.childWidgets[0]).assumingMemoryBound(to: GtkBin.self))
}

/// Runs the renders and lets GTK lay out now, as the next frame would.
@MainActor func settle(_ window: TestWindow) {
    for _ in 0..<4 {
        StateView.flushRenders()
        Gtk.drainEvents()
        gtk_container_check_resize(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkContainer.self))
    }
    waitUntilIdle()
}
#endif
