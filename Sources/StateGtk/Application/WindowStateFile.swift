import Foundation

/// Windows' sizes and maximised states between launches: one small JSON file per
/// application, `$XDG_CONFIG_HOME/<application id>/window-state.json` (`~/.config` when the
/// variable is unset), keyed by each controller's `restorationIdentifier`.
///
/// ```json
/// {"HomeViewController": {"width": 1100, "height": 740, "isMaximized": false}}
/// ```
struct WindowStateFile {
    struct Entry: Codable, Equatable {
        var width: Int
        var height: Int
        var isMaximized: Bool
    }

    let url: URL

    init(applicationID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
        url = config.appendingPathComponent(applicationID).appendingPathComponent("window-state.json")
    }

    /// What was saved for `identifier`; nil when nothing was (or the file is unreadable).
    func entry(for identifier: String) -> Entry? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONDecoder().decode([String: Entry].self, from: data))?[identifier]
    }

    /// Saves `entry` for `identifier`, keeping the other windows' entries. A failure is
    /// reported, never fatal: the window opens at its default size next time.
    func save(_ entry: Entry, for identifier: String) {
        var entries = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
        entries[identifier] = entry
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(entries).write(to: url, options: .atomic)
        } catch {
            stateGtkLog.warning("cannot save the window state to \(url.path): \(error)")
        }
    }
}
