#if GTK3
import Foundation
import StateGtk
// snippet: settings-declare
/// The notes app's settings: each with its key, default and which stored values it accepts.
enum NotesSettings {
    static let sidebarWidth = Setting<Int>("sidebar-width", default: 280, summary: "Width of the notes list") {
        (120...1200).contains($0)
    }
    static let sortOrder = Setting<String>("sort-order", default: "modified") { ["modified", "title"].contains($0) }
    static let recentSearches = Setting<[String]>("recent-searches", default: [])
    static let all: [any AnySetting] = [sidebarWidth, sortOrder, recentSearches]
}
// end snippet

@MainActor
func notesSettingsExample() {
    // snippet: settings-use
    let settings = Settings(applicationID: "org.example.Notes", settings: NotesSettings.all)
    settings[NotesSettings.sidebarWidth] = 320          // written at once
    let width = settings[NotesSettings.sidebarWidth]    // 320, in this launch and the next
    settings[NotesSettings.sortOrder] = "alphabetical"  // refused: not stored, with a diagnostic
    // end snippet
    _ = width
}

/// A note's window: one per open note.
final class NoteController: StateViewController {
    let note: String
    init(note: String) {
        self.note = note
        super.init(title: note, width: 500, height: 400)
    }
}

@MainActor
func openNoteExample(_ application: Application) {
    // snippet: second-window
    // Each window has its own controller, views and win. actions; app. actions are shared.
    application.present(NoteController(note: "Groceries"))
    let open = application.windows.count  // 2 with the main window; it quits after the last closes
    // end snippet
    _ = open
}

@MainActor
func notificationExample(_ application: Application, open: @escaping @MainActor (String) -> Void) {
    // snippet: notification
    application.setActions([Action.withParameter("open-note", scope: .application) { note in open(note) }])
    application.sendNotification(DesktopNotification(
        title: "Sync finished", body: "3 notes changed",
        buttons: [.init("Open", action: "app.open-note", target: "Groceries")]), id: "sync")
    // Later, when it no longer applies:
    application.withdrawNotification(id: "sync")
    // end snippet
}

@MainActor
func clipboardExample(paste: @escaping @MainActor (String) -> Void) async {
    // snippet: clipboard
    Clipboard.setText("https://example.org/notes/groceries")
    if let text = await Clipboard.text() { paste(text) }    // whichever app put it there
    Clipboard.readURIs { uris in print(uris) }              // or with a completion
    // end snippet
}
#endif
