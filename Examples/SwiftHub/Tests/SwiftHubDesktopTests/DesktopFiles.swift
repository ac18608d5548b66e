#if GTK3
import Foundation
/// The repository's folders and SwiftHub's desktop files, found from this source file.
enum DesktopFiles {
    /// SwiftHub's application id: the stem of every desktop file.
    static let id = "org.stategtk.SwiftHub"

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Examples/SwiftHub/Desktop")
    static let desktopEntry = folder.appendingPathComponent("\(id).desktop")
    static let metainfo = folder.appendingPathComponent("\(id).metainfo.xml")
    static let icon = folder.appendingPathComponent("\(id).svg")
    static let installScript = repository.appendingPathComponent("scripts/install")

    /// The `Key=value` lines of a .desktop file's main group.
    static func entries(ofDesktopFile url: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            entries[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return entries
    }
}
#endif
