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

    /// The folder `swift test` built SwiftHub into: the test bundle's own.
    static var builtProducts: URL? {
        var candidates: [URL] = []
        if let bundle = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) {
            candidates.append(bundle.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("SwiftHub").path) }
    }

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
