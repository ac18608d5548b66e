#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The examples of the Layout, Lists, Actions and Discrete-states articles, run.
final class ArticleExampleTests: XCTestCase {
    func testTheToolbarsTitleGivesWayFirstAndTheSearchFieldTakesTheSpareWidth() throws { try onMain {
        try requireGtk()
        let (controller, row) = showWide(ToolbarRow.self)
        defer { controller.close() }
        let titleNatural = naturalWidth(row.title)
        XCTAssertEqual(width(row.title), titleNatural, "wide: the title keeps its natural width")
        XCTAssertGreaterThan(width(row.search), naturalWidth(row.search), "wide: the search field takes the spare width")

        gtk_window_resize(controller.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }, 380, 100)
        settle()
        XCTAssertLessThan(width(row.title), titleNatural, "narrow: the title shrinks")
        XCTAssertEqual(width(row.back), naturalWidth(row.back), "narrow: the buttons keep their width")
        XCTAssertEqual(width(row.share), naturalWidth(row.share))
        XCTAssertTrue(describeToolbar(row).contains("title"))
    } }

    func testTheStackedRowGivesTheSpareWidthToTheExpandingChild() throws { try onMain {
        try requireGtk()
        let (controller, row) = showWide(StackedToolbarRow.self)
        defer { controller.close() }
        XCTAssertEqual(width(row.title), naturalWidth(row.title))
        XCTAssertGreaterThan(width(row.search), naturalWidth(row.search))
    } }

    func testTheContactListPlacesOneRowPerNameInOrder() throws { try onMain {
        try requireGtk()
        let controller = StateViewController()
        defer { controller.close() }
        let screen = ContactsScreen(parentViewController: controller)
        controller.rootView = screen
        screen.list.state[ContactList.names] = ["Ada", "Grace", "Linus"]
        StateView.flushRenders()
        XCTAssertEqual(screen.list.childKeys, ["Ada", "Grace", "Linus"])
        screen.list.state[ContactList.names] = ["Linus", "Ada"]
        StateView.flushRenders()
        XCTAssertEqual(screen.list.childKeys, ["Linus", "Ada"])
        XCTAssertEqual((screen.list.childView(forKey: "Linus") as? ContactRow)?.label.text, "Linus")
    } }

    func testTheListBoxSelectionReachesTheState() throws { try onMain {
        try requireGtk()
        let picker = ContactPicker()
        picker.renderDeep()
        let box = picker.list.gtkWidget.withMemoryRebound(to: GtkListBox.self, capacity: 1) { $0 }
        let names = ["Ada", "Grace", "Linus"].map { (picker.list.rowView(forKey: $0) as? ContactRow)?.label.text }
        XCTAssertEqual(names, ["Ada", "Grace", "Linus"])
        gtk_list_box_select_row(box, gtk_list_box_get_row_at_index(box, 1))
        StateView.flushRenders()
        XCTAssertEqual(picker.state[ContactPicker.selected], "Grace")
    } }

    func testTheNotesMenuSortsAndTheNavigationSwapsScreens() throws { try onMain {
        try requireGtk()
        let controller = NotesController()
        defer { controller.close() }
        controller.show()
        XCTAssertTrue(controller.rootView is NoteList)
        controller.showDetail()
        XCTAssertTrue(controller.rootView is NoteDetail)
        XCTAssertTrue(controller.back.isVisible)
        controller.back.click()
        XCTAssertTrue(controller.rootView is NoteList)

        let notes = NotesView(parentViewController: controller)
        controller.rootView = notes
        notes.state[NotesView.notes] = ["pears", "apples"]
        StateView.flushRenders()
        XCTAssertEqual(notes.menu.itemWidgets.count, 2)
        gtk_button_clicked(notes.menu.itemWidgets[0].withMemoryRebound(to: GtkButton.self, capacity: 1) { $0 })
        XCTAssertEqual(notes.state[NotesView.notes], ["apples", "pears"])
    } }

    func testTheStatusStatesUpdateInPlaceAndCrossFadeToFailure() throws { try onMain {
        try requireGtk()
        let controller = StateViewController()
        defer { controller.close() }
        let status = StatusView(parentViewController: controller)
        controller.rootView = status
        controller.show()
        driveStatus(status)
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { status.state.current?.name == "failed(_:)" && !status.state.isTransitioning })
        XCTAssertEqual(status.message.text, "No network")
        XCTAssertTrue(status.retry.isVisible)
        XCTAssertFalse(status.spinner.isActive)
    } }
}

/// A row alone in a window 900 pixels wide, laid out.
@MainActor private func showWide<Row: StateView>(_ type: Row.Type) -> (StateViewController, Row) {
    let controller = StateViewController(width: 900, height: 100)
    let row = Row(parentViewController: controller)
    controller.rootView = row
    controller.show()
    settle()
    return (controller, row)
}

@MainActor private func settle() {
    StateView.flushRenders()
    let deadline = Date().addingTimeInterval(0.3)
    while Date() < deadline { if g_main_context_iteration(nil, 0) == 0 { usleep(1000) } }
}

@MainActor private func width(_ widget: Widget) -> Int32 { Int32(gtk_widget_get_allocated_width(widget.gtkWidget)) }

@MainActor private func naturalWidth(_ widget: Widget) -> Int32 {
    var minimum: Int32 = 0, natural: Int32 = 0
    gtk_widget_get_preferred_width(widget.gtkWidget, &minimum, &natural)
    return natural
}

final class PerformanceExampleTests: XCTestCase {
    /// Selecting a row describes and renders the two rows whose item changed, not all 500.
    func testSelectingARowRendersOnlyTheTwoRowsThatChanged() throws { try onMain {
        try requireGtk()
        let list = SongList()
        list.songs = (0..<500).map { (id: $0, title: "Song \($0)") }
        list.state[SongList.selected] = 3
        list.renderDeep()
        let rows = (0..<500).compactMap { list.childView(forKey: $0) as? SongRow }
        XCTAssertEqual(rows.count, 500)
        let before = rows.map(\.renders)

        list.state[SongList.selected] = 400
        StateView.flushRenders()
        let rendered = rows.indices.filter { rows[$0].renders != before[$0] }
        XCTAssertEqual(rendered, [3, 400])
        XCTAssertEqual(rows[400].styleClasses, ["selected"])
        XCTAssertEqual(rows[3].styleClasses, [])
    } }
}

final class DialogExampleTests: XCTestCase {
    /// Clearing asks for confirmation first; OK clears the notes.
    func testClearingAsksFirst() throws { try onMain {
        try requireGtk()
        let controller = StateViewController()
        defer { controller.close() }
        let notes = NotesView(parentViewController: controller)
        controller.rootView = notes
        notes.state[NotesView.notes] = ["pears"]
        controller.show()
        let before = Set(toplevels())

        notes.confirmClear()
        var dialog: UnsafeMutablePointer<GtkWidget>?
        XCTAssertTrue(Gtk.runUntil(timeout: 5) {
            dialog = toplevels().first { !before.contains($0) && gtk_widget_get_visible($0) != 0 }
            return dialog != nil
        })
        XCTAssertEqual(notes.state[NotesView.notes], ["pears"], "nothing is cleared before the answer")
        gtk_dialog_response(try XCTUnwrap(dialog).withMemoryRebound(to: GtkDialog.self, capacity: 1) { $0 }, GTK_RESPONSE_OK.rawValue)
        StateView.flushRenders()
        XCTAssertEqual(notes.state[NotesView.notes], [])
    } }
}

/// The open windows, menus and dialogs.
@MainActor func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var windows: [UnsafeMutablePointer<GtkWidget>] = []
    var node = list
    while let current = node {
        if let data = current.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWidget.self)) }
        node = current.pointee.next
    }
    return windows
}
#endif
