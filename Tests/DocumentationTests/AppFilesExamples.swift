#if GTK3
import Foundation
import StateGtk
// snippet: app-files
/// Where the contacts app keeps its files: the contacts in its data folder (the user would miss
/// them), the window's last search in its config folder, downloaded photos in its cache folder.
struct ContactsFiles {
    let folders: AppDirectories

    var contacts: URL { folders.data.appendingPathComponent("contacts.json") }
    var settings: URL { folders.config.appendingPathComponent("settings.json") }
    var photos: URL { folders.cache.appendingPathComponent("photos", isDirectory: true) }

    /// Writes the contacts, making the data folder first; `.atomic` leaves the old file whole
    /// if writing fails half way.
    func save(_ list: [Contact]) throws {
        try FileManager.default.createDirectory(at: folders.data, withIntermediateDirectories: true)
        try JSONEncoder().encode(list).write(to: contacts, options: .atomic)
    }
}

// In the app: the running application's folders, named by its id.
@MainActor
func contactsFiles() -> ContactsFiles? {
    Application.shared.map { ContactsFiles(folders: $0.directories) }
}
// end snippet
#endif
