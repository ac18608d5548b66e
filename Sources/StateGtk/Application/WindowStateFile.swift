// toolkit: both
import Foundation
/// Windows' sizes and maximised states between launches: one small JSON file per
/// application, `$XDG_CONFIG_HOME/<application id>/window-state.json` (`$HOME/.config` when the
/// variable is unset or relative), keyed by each controller's `restorationIdentifier`.
///
/// ```json
/// {"HomeViewController": {"width": 1100, "height": 740, "isMaximized": false}}
/// ```
///
/// The file is outside the app's control (edited by hand, written by another version, cut short
/// by a full disk), so reading it never fails a launch: each entry is checked on its own, an
/// unusable one is reported and skipped, and the others still apply.
struct WindowStateFile {
    struct Entry: Codable, Equatable {
        var width: Int
        var height: Int
        var isMaximized: Bool
    }

    /// The largest side kept: GDK's own limit on a window's size.
    static let largestSide = 32_767

    let url: URL

    init(applicationID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        func absolute(_ name: String) -> URL? {
            environment[name].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        }
        let config = absolute("XDG_CONFIG_HOME")
            ?? (absolute("HOME") ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)).appendingPathComponent(".config")
        url = config.appendingPathComponent(applicationID).appendingPathComponent("window-state.json")
    }

    /// What was saved for `identifier`, its sides within `1...largestSide`; nil when nothing
    /// usable was (a missing or unreadable file, an entry that is not a size).
    func entry(for identifier: String) -> Entry? {
        guard let stored = readEntries()[identifier] else { return nil }
        guard let entry = stored.entry else {
            stateGtkLog.warning("\(url.path): the entry of \"\(identifier)\" is not a window size; the window opens at its default size")
            return nil
        }
        return entry
    }

    /// Every usable entry in the file, by identifier.
    func entries() -> [String: Entry] { readEntries().compactMapValues(\.entry) }

    /// Saves `entry` for `identifier`, keeping the other windows' usable entries. A failure is
    /// reported, never fatal: the window opens at its default size next time.
    func save(_ entry: Entry, for identifier: String) {
        var entries = entries()
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

    private func readEntries() -> [String: StoredEntry] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        do {
            return try JSONDecoder().decode([String: StoredEntry].self, from: data)
        } catch {
            stateGtkLog.warning("\(url.path) is not a window-state file; every window opens at its default size")
            return [:]
        }
    }
}

/// One entry as found in the file: decoding never fails, whatever the value; `entry` is nil
/// unless it holds two finite sides of at least one pixel (clamped to `largestSide`).
private struct StoredEntry: Decodable {
    let entry: WindowStateFile.Entry?

    private enum Key: String, CodingKey { case width, height, isMaximized }

    init(from decoder: any Decoder) {
        guard let fields = try? decoder.container(keyedBy: Key.self),
              let width = Self.side(fields, .width), let height = Self.side(fields, .height) else {
            entry = nil
            return
        }
        let isMaximized = (try? fields.decodeIfPresent(Bool.self, forKey: .isMaximized)) ?? false
        entry = WindowStateFile.Entry(width: width, height: height, isMaximized: isMaximized)
    }

    private static func side(_ fields: KeyedDecodingContainer<Key>, _ key: Key) -> Int? {
        guard let value = try? fields.decode(Double.self, forKey: key), value.isFinite, value >= 1 else { return nil }
        return Int(min(value, Double(WindowStateFile.largestSide)))
    }
}
