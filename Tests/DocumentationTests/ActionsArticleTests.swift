#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The examples of the Actions, menus and navigation article, run in a window presented through
/// an Application (accelerators live on the GtkApplication).
final class ActionsArticleTests: XCTestCase {
    func testAcceleratorsAndTheNewButtonRunTheWindowsActionsAndDeleteFollowsTheSelection() throws { try onMain {
        try requireGtk()
        let (controller, window) = presentNotes()
        defer { close(controller) }
        let notes = controller.notes
        focusNothing(in: controller)
        try window.press("<Control>n")
        try window.press("<Control>n")
        XCTAssertEqual(notes.state[NoteListView.notes]?.map(\.id), [1, 2], "Ctrl+N adds a note with the focus nowhere")
        try window.click(controller.newNote.gtkWidget)
        XCTAssertEqual(notes.state[NoteListView.notes]?.count, 3, "the header bar's New button runs win.new")

        focusNothing(in: controller)
        try window.press("Delete")
        XCTAssertEqual(notes.state[NoteListView.notes]?.count, 3, "Delete is disabled while nothing is selected")
        notes.state[NoteListView.selected] = 2
        StateView.flushRenders()
        waitUntilIdle()
        try window.press("Delete")
        XCTAssertEqual(notes.state[NoteListView.notes]?.map(\.id), [1, 3])
        XCTAssertNil(notes.state[NoteListView.selected])
    } }

    func testThePrimaryMenuChecksSortsShowsAboutAndTheShortcutsListTheAccelerators() throws { try onMain {
        try requireGtk()
        configureNotes(testApplication())
        defer { testApplication().about = nil }  // other targets' tests expect no app.about
        let (controller, window) = presentNotes()
        defer { close(controller) }
        let button = try XCTUnwrap(controller.titleBar?.primaryMenuButton)
        try window.click(button.gtkWidget)
        let popover = try XCTUnwrap(button.popover)
        try window.wait(timeout: 3, "the primary menu to open") { gtk_widget_get_visible(popover) != 0 }
        let notes = controller.notes
        for _ in 0..<3 { notes.add() }
        notes.archive(2)
        StateView.flushRenders()
        waitUntilIdle()
        let list = try XCTUnwrap(notes.childView(forKey: "notes") as? ListView)
        XCTAssertEqual(list.realizedKeys(as: Int.self), [1, 3], "an archived note is hidden")
        try clickItem("Show Archived", in: popover)
        XCTAssertEqual(notes.state[NoteListView.showsArchived], true, "the check item calls onChange with the new value")
        XCTAssertEqual(list.realizedKeys(as: Int.self), [1, 2, 3])
        try clickItem("Newest First", in: popover)
        XCTAssertEqual(notes.state[NoteListView.order], "newest", "the radio item passes its target")
        XCTAssertEqual(list.realizedKeys(as: Int.self), [3, 2, 1])

        let before = Set(toplevels())
        try clickItem("About Notes", in: popover)
        let about = try XCTUnwrap(toplevels().first { !before.contains($0) && WidgetTree.isA($0, gtk_about_dialog_get_type()) })
        XCTAssertEqual(String(cString: gtk_about_dialog_get_program_name(UnsafeMutableRawPointer(about).assumingMemoryBound(to: GtkAboutDialog.self))), "Notes")
        gtk_widget_destroy(about)

        let shortcuts = controller.presentShortcuts()
        defer { gtk_widget_destroy(shortcuts) }
        let listed = Dictionary(WidgetTree.descendants(of: shortcuts)
            .filter { WidgetTree.isA($0, gtk_shortcuts_shortcut_get_type()) }
            .map { (stringProperty($0, "title") ?? "", stringProperty($0, "accelerator") ?? "") }) { first, _ in first }
        XCTAssertEqual(listed["New Note"], "<Control>n")
        XCTAssertEqual(listed["Show Archived"], "<Control>h")
        XCTAssertEqual(listed["Delete Note"], "Delete")
    } }

    func testAContextMenuOpensANoteAndAltLeftGoesBack() throws { try onMain {
        try requireGtk()
        let (controller, window) = presentNotes()
        defer { close(controller) }
        let notes = controller.notes
        notes.add()
        notes.add()
        StateView.flushRenders()
        waitUntilIdle()
        let list = try XCTUnwrap(notes.childView(forKey: "notes") as? ListView)
        let row = try XCTUnwrap(list.rowView(forKey: 2) as? NoteRow)
        try window.click(row.title.gtkWidget, button: 3)
        try clickItem("Open", in: try XCTUnwrap(row.contextMenuPopover, "a right click opens the row's menu"))
        let detail = try XCTUnwrap(controller.topView as? NoteDetailView, "Open pushes the note")
        XCTAssertEqual(detail.note?.id, 2)
        XCTAssertEqual(controller.navigationStack.count, 1)

        focusNothing(in: controller)
        try window.press("<Alt>Left")
        try window.wait(timeout: 3, "the pop") { controller.navigationStack.isEmpty }
        XCTAssertTrue(controller.topView === notes)

        let first = try XCTUnwrap(list.rowView(forKey: 1) as? NoteRow)
        gtk_widget_grab_focus(first.title.gtkWidget)
        XCTAssertTrue(first.showContextMenu(), "the Menu key and Shift+F10 open it too")
        try clickItem("Archive", in: try XCTUnwrap(first.contextMenuPopover))
        XCTAssertEqual(notes.shownNotes.map(\.id), [2], "the item passes its note's id")
    } }
}

/// The test process's one Application, made as StateGtkTests' `testApplication()` makes it, with
/// the same id and state folder: every test target runs in one process, and whichever runs first
/// makes it.
@MainActor private func testApplication() -> Application {
    setenv("XDG_CONFIG_HOME", FileManager.default.temporaryDirectory.appendingPathComponent("stategtk-tests-\(getpid())").path, 1)
    if let application = Application.shared { return application }
    let application = Application(id: "org.stategtk.Tests", isUnique: false)
    application.register()
    return application
}

@MainActor private func presentNotes() -> (NotesWindow, TestWindow) {
    let controller = NotesWindow(title: "Notes", width: 400, height: 300)
    testApplication().present(controller)
    return (controller, TestWindow(controller))
}

@MainActor private func close(_ controller: StateViewController) {
    controller.close()
    Gtk.drainEvents()
}

@MainActor private func focusNothing(in controller: StateViewController) {
    gtk_window_set_focus(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self), nil)
    Gtk.drainEvents()
}

/// Clicks the menu item titled `title` in an open menu popover (its items are GtkModelButtons).
@MainActor private func clickItem(_ title: String, in popover: UnsafeMutablePointer<GtkWidget>) throws {
    let item = try XCTUnwrap(WidgetTree.descendants(of: popover).first {
        WidgetTree.typeName($0) == "GtkModelButton" && stringProperty($0, "text") == title
    }, "no item \(title)")
    gtk_button_clicked(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkButton.self))
    StateView.flushRenders()
    waitUntilIdle()
}

@MainActor private func stringProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String? {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_string(&value).map { String(cString: $0) }
}
#endif
