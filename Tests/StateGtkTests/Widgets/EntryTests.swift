// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
final class EntryTests: XCTestCase {
    func testEntryReportsEditsNotRenderTextAndKeepsTheCursorWhenTheTextIsEqual() throws { try onMain {
        try requireGtk()
        var changes: [String] = []
        var activations: [String] = []
        var query = "hello"
        let entry = Entry(placeholder: "Search")
        let (host, window) = showHost([entry]) {
            entry.text = query
            entry.placeholder = "Search repositories"
            entry.onChanged = { text in
                changes.append(text)
                query = text  // the usual loop: state follows the user, render sets it back
            }
            entry.onActivate = { activations.append($0) }
        }
        defer { window.close() }
        XCTAssertEqual(shownText(entry), "hello")
        XCTAssertEqual(stringProperty(UnsafeMutableRawPointer(entry.gtkWidget), "placeholder-text"), "Search repositories")
        XCTAssertEqual(changes, [], "the text render set is not reported as an edit")

        insert(" world", into: entry)  // the user pastes
        XCTAssertEqual(changes, ["hello world"])
        gtk_editable_set_position(OpaquePointer(entry.gtkWidget), 3)
        assertNoOpRerender(host)  // render sets "hello world" again: no call
        XCTAssertEqual(gtk_editable_get_position(OpaquePointer(entry.gtkWidget)), 3, "the cursor did not move")

        query = "reset"
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(shownText(entry), "reset")
        XCTAssertEqual(changes, ["hello world"], "a new text from render is not reported either")

        entry.grabFocus()
        try window.press(keyval: guint(GDK_KEY_Return))
        XCTAssertEqual(activations, ["reset"], "Enter activates")
        XCTAssertEqual(WidgetTree.accessibleName(of: entry.gtkWidget), "Search repositories", "named after its placeholder")
        entry.accessibleName = "Query"
        entry.placeholder = "Another hint"
        XCTAssertEqual(WidgetTree.accessibleName(of: entry.gtkWidget), "Query", "an explicit name wins over the placeholder")
    } }

    func testEntryOptions() throws { try onMain {
        try requireGtk()
        let password = Entry()
        let (host, window) = showHost([password]) {
            password.isTextVisible = false
            password.isEditable = false
            password.widthChars = 20
        }
        defer { window.close() }
        let gtkEntry = gtk(password.gtkWidget, as: GtkEntry.self)
        XCTAssertEqual(gtk_entry_get_visibility(gtkEntry), 0)
        XCTAssertEqual(gtk_editable_get_editable(OpaquePointer(password.gtkWidget)), 0)
        #if GTK3
        XCTAssertEqual(gtk_entry_get_width_chars(gtkEntry), 20)
        #else
        XCTAssertEqual(gtk_editable_get_width_chars(OpaquePointer(password.gtkWidget)), 20)
        #endif
        assertNoOpRerender(host)
    } }

    /// "An entry is named by its placeholder" holds for a search entry too: GtkSearchEntry names
    /// itself "Search", which the placeholder replaces; an empty placeholder leaves GTK's name.
    func testASearchEntryIsNamedByItsPlaceholder() throws { try onMain {
        try requireGtk()
        let search = SearchEntry(placeholder: "Search contacts")
        XCTAssertEqual(WidgetTree.accessibleName(of: search.gtkWidget), "Search contacts")
        search.placeholder = "Filter"
        XCTAssertEqual(WidgetTree.accessibleName(of: search.gtkWidget), "Filter")
        search.placeholder = ""
        XCTAssertEqual(WidgetTree.accessibleName(of: search.gtkWidget), "Search", "GTK's own name when there is no placeholder")
        let named = SearchEntry(placeholder: "Filter")
        named.accessibleName = "Find"
        named.placeholder = "Other"
        XCTAssertEqual(WidgetTree.accessibleName(of: named.gtkWidget), "Find", "a name the program set stays")
    } }

    func testSearchEntryReportsTheUsersSearchesOnly() throws { try onMain {
        try requireGtk()
        var searches: [String] = []
        var edits: [String] = []
        var text = "initial"
        let search = SearchEntry(text: "initial", placeholder: "Filter")
        let (host, window) = showHost([search]) {
            search.text = text
            search.onSearchChanged = { searches.append($0) }
            search.onChanged = { edits.append($0) }
        }
        defer { window.close() }
        XCTAssertTrue(g_type_check_instance_is_a(UnsafeMutableRawPointer(search.gtkWidget).assumingMemoryBound(to: GTypeInstance.self), gtk_search_entry_get_type()) != 0)
        eventually(0.5) { false }  // longer than GTK's 150 ms search delay
        XCTAssertEqual(searches, [], "the initial text is no search")
        insert(" swift", into: search)  // the user pastes
        XCTAssertTrue(eventually { searches == ["initial swift"] }, "search-changed arrives after GTK's delay: \(searches)")
        XCTAssertEqual(edits, ["initial swift"])

        text = "from state"
        host.setNeedsRender()
        StateView.flushRenders()
        eventually(0.5) { false }  // longer than GTK's 150 ms search delay
        XCTAssertEqual(searches, ["initial swift"], "the program's text is no search")
        XCTAssertEqual(edits, ["initial swift"])
        gtk_editable_delete_text(OpaquePointer(search.gtkWidget), 0, -1)  // the user clears it: reported at once
        XCTAssertEqual(searches, ["initial swift", ""])
        text = ""
        assertNoOpRerender(host)
    } }

    func testTextViewEditsRenderTextAndOptions() throws { try onMain {
        try requireGtk()
        var changes: [String] = []
        var notes = "line one"
        let textView = TextView()
        let (host, window) = showHost([textView]) {
            textView.text = notes
            textView.wrapMode = .word
            textView.isMonospace = true
            textView.onChanged = { text in
                changes.append(text)
                notes = text
            }
        }
        defer { window.close() }
        let view = gtk(textView.gtkWidget, as: GtkTextView.self)
        let buffer = gtk_text_view_get_buffer(view)!
        XCTAssertEqual(textView.text, "line one")
        XCTAssertEqual(gtk_text_view_get_wrap_mode(view), GTK_WRAP_WORD)
        XCTAssertEqual(gtk_text_view_get_monospace(view), 1)
        XCTAssertEqual(changes, [])
        gtk_text_buffer_insert_at_cursor(buffer, "\nline two", -1)  // the user types
        XCTAssertEqual(changes.last, "line one\nline two")
        assertNoOpRerender(host)
        textView.isEditable = false
        XCTAssertEqual(gtk_text_view_get_editable(view), 0)
        notes = "replaced"
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(textView.text, "replaced")
        XCTAssertEqual(changes.count, 1, "render's text is not an edit")
    } }
}

/// The text the entry shows, read from GTK.
@MainActor
private func shownText(_ entry: Entry) -> String {
    #if GTK3
    String(cString: gtk_entry_get_text(gtk(entry.gtkWidget)))
    #else
    String(cString: gtk_editable_get_text(OpaquePointer(entry.gtkWidget)))
    #endif
}

/// Inserts `text` at the end of the entry's text, as a paste there does: one edit. (GTK 4's
/// `gtk_editable_set_text` is two, an emptied field first.)
@MainActor
private func insert(_ text: String, into entry: Entry) {
    var position: Int32 = -1
    gtk_editable_insert_text(OpaquePointer(entry.gtkWidget), text, -1, &position)
}
