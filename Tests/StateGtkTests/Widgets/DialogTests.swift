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
final class DialogTests: XCTestCase {
    func testMessageDialogShowsTextAndButtonsAndGoesAfterTheResponse() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Main")
        let main = TestWindow(controller)
        defer { main.close() }
        var responses: [DialogResponse] = []
        weak var token: Token?
        let tracker = FinalizationTracker()
        let dialog: PresentedDialog
        do {
            let strong = Token()
            token = strong
            let delete = DialogButton("_Delete", response: .custom(1), appearance: .destructive)
            dialog = controller.presentMessage("Delete <b>3</b> files?", detail: "This cannot be undone.", type: .warning,
                                               buttons: [.cancel, delete]) { response in
                _ = strong
                responses.append(response)
            }
        }
        let window = dialog.gtkObject.assumingMemoryBound(to: GtkWidget.self)
        tracker.watch(dialog.gtkObject)
        XCTAssertTrue(eventually { gtk_widget_get_mapped(window) != 0 }, "shown without blocking")
        XCTAssertEqual(stringProperty(dialog.gtkObject, "text"), "Delete <b>3</b> files?")
        XCTAssertFalse(boolProperty(dialog.gtkObject, "use-markup"), "plain text")
        XCTAssertEqual(stringProperty(dialog.gtkObject, "secondary-text"), "This cannot be undone.")
        XCTAssertEqual(gtk_window_get_transient_for(gtk(window)), gtk(controller.window, as: GtkWindow.self))
        XCTAssertEqual(gtk_window_get_modal(gtk(window)), 1)
        let deleteButton = gtk_dialog_get_widget_for_response(gtk(window), 1)!
        XCTAssertEqual(String(cString: gtk_button_get_label(gtk(deleteButton))), "_Delete")
        #if GTK3
        XCTAssertEqual(gtk_style_context_has_class(gtk_widget_get_style_context(deleteButton), "destructive-action"), 1)
        #else
        XCTAssertEqual(gtk_widget_has_css_class(deleteButton, "destructive-action"), 1)
        #endif
        XCTAssertEqual(main.dialogs, [window])

        try main.answerDialog("Delete")
        XCTAssertEqual(responses, [.custom(1)])
        XCTAssertFalse(dialog.isOpen)
        Gtk.drainEvents()
        XCTAssertTrue(tracker.allFinalized, "the dialog was destroyed after its response")
        XCTAssertNil(token, "and its completion released")
        dialog.respond(.ok)
        XCTAssertEqual(responses, [.custom(1)], "one response only")
    } }

    func testClosingTheParentDismissesTheDialog() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Main")
        controller.show()
        var responses: [DialogResponse] = []
        let dialog = controller.presentMessage("Working…", buttons: []) { responses.append($0) }
        controller.close()
        Gtk.drainEvents()
        XCTAssertEqual(responses, [.dismissed])
        XCTAssertFalse(dialog.isOpen)
    } }

    func testSaveChooserReturnsTheChosenFileAndCancelReturnsNone() throws { try onMain {
        setenv("GSETTINGS_BACKEND", "memory", 1)  // the chooser saves its settings; no dconf here
        try requireGtk()
        let controller = StateViewController(title: "Main")
        controller.show()
        defer { controller.close() }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        var results: [[URL]] = []
        let save = controller.chooseFile(title: "Export", action: .save, filters: [FileFilter("CSV", patterns: ["*.csv"])],
                                         suggestedName: "report.csv", folder: folder) { results.append($0) }
        let chooser = OpaquePointer(save.gtkObject)
        XCTAssertEqual(gtk_file_chooser_get_action(chooser), GTK_FILE_CHOOSER_ACTION_SAVE)
        XCTAssertEqual(String(cString: gtk_file_filter_get_name(gtk_file_chooser_get_filter(chooser))), "CSV")
        #if GTK3  // GTK 4 always confirms an overwrite
        XCTAssertEqual(gtk_file_chooser_get_do_overwrite_confirmation(chooser), 1)
        #endif
        Gtk.drainEvents()
        save.respond(.accept)
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.first?.lastPathComponent, "report.csv")
        XCTAssertEqual(results.first?.first?.deletingLastPathComponent().standardizedFileURL.path, folder.standardizedFileURL.path)
        XCTAssertFalse(save.isOpen)

        let open = controller.chooseFile(title: "Open", action: .openMultiple) { results.append($0) }
        XCTAssertEqual(gtk_file_chooser_get_select_multiple(OpaquePointer(open.gtkObject)), 1)
        open.respond(.cancel)
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results.last, [])
        Gtk.drainEvents()
    } }
}
