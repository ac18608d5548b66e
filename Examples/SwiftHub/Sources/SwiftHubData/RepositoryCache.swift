import Foundation
import Logging

/// Search pages remembered on disk, so the window shows the last good list at once on
/// start-up and while offline.
///
/// One JSON file per (filter, sort, page) in `$XDG_CACHE_HOME/swifthub/pages/` (or
/// `~/.cache/swifthub/pages/`). Writes are atomic (temporary file, then rename), so a crash
/// mid-write never leaves half a file. A file that cannot be read back (truncated, edited,
/// from an incompatible version) is deleted and reported as a miss: the cache must never be
/// the reason the app fails to start.
///
/// All methods are synchronous file I/O on small files; call them off the GTK main thread.
public struct RepositoryCache: Sendable {
    /// A page as it was stored.
    public struct Entry: Sendable, Hashable {
        /// The page as it was received.
        public var page: SearchPage
        /// When it was stored; lets the UI say "as of 10 minutes ago" and decide to refresh.
        public var savedAt: Date
    }

    /// The directory holding the page files.
    public let directory: URL
    private let logger: Logger

    /// The current on-disk format. Bumping it makes old files misses (they are removed).
    static let formatVersion = 1

    /// Creates a cache in `directory` (created on first store). Defaults to
    /// ``defaultDirectory(environment:)`` + `pages`.
    public init(directory: URL? = nil, logger: Logger = Logger(label: "SwiftHubData.RepositoryCache")) {
        self.directory = directory ?? Self.defaultDirectory().appendingPathComponent("pages", isDirectory: true)
        self.logger = logger
    }

    /// SwiftHub's cache root: `$XDG_CACHE_HOME/swifthub`, or `~/.cache/swifthub` when the
    /// variable is unset, empty or relative (the XDG spec says to ignore relative paths).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("swifthub", isDirectory: true)
    }

    /// The file for one page. The names use the enums' raw values, which are plain ASCII.
    public func fileURL(filter: SearchFilter, sort: SearchSort, page: Int) -> URL {
        directory.appendingPathComponent("\(filter.rawValue)-\(sort.rawValue)-\(page).json", isDirectory: false)
    }

    /// The stored page and its save date, or `nil` when there is none or it is unreadable
    /// (in which case the file is removed). `perPage` must match the stored page's, since a
    /// page 2 of 50 is not a page 2 of 30.
    public func load(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int = SearchPage.defaultPerPage) -> Entry? {
        let url = fileURL(filter: filter, sort: sort, page: page)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let data = try Data(contentsOf: url)
            let envelope = try JSONDecoder().decode(Envelope.self, from: data)
            guard envelope.version == Self.formatVersion,
                  let savedAt = GitHubDate.parse(envelope.savedAt)
            else {
                throw CocoaError(.fileReadCorruptFile)
            }
            guard envelope.perPage == perPage else { return nil }
            return Entry(page: envelope.response, savedAt: savedAt)
        } catch {
            logger.notice("Removing unreadable cache file", metadata: ["file": "\(url.lastPathComponent)"])
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    /// Stores a page, replacing what was there. Atomic: readers see the old file or the new
    /// one, never a mixture.
    public func store(_ page: SearchPage, filter: SearchFilter, sort: SearchSort, page number: Int,
                      perPage: Int = SearchPage.defaultPerPage, savedAt: Date = Date()) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let envelope = Envelope(
            version: Self.formatVersion, savedAt: GitHubDate.string(from: savedAt),
            filter: filter.rawValue, sort: sort.rawValue, page: number, perPage: perPage, response: page)
        let data = try JSONEncoder().encode(envelope)
        try data.write(to: fileURL(filter: filter, sort: sort, page: number), options: .atomic)
    }

    /// Removes every cached page (for example from a "Clear cache" action), and whatever
    /// else is in the folder: the temporary files of writes that were cut short too.
    public func removeAll() {
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) else { return }
        for file in files { try? FileManager.default.removeItem(at: file) }
    }

    /// Removes the files an atomic write leaves when the app is killed in the middle of it
    /// (Foundation writes a temporary file beside the target, then renames it): anything in the
    /// folder that is not a page or owner file, once older than `age` seconds (younger ones may
    /// be another instance's writes in progress). Returns how many were removed. Called at start.
    @discardableResult
    public func removeLeftovers(olderThan age: TimeInterval = 60) -> Int {
        Self.removeFiles(in: directory, olderThan: age) { $0.pathExtension != "json" || $0.lastPathComponent.hasPrefix(".") }
    }

    /// Removes the files of `directory` that `isLeftover` picks and that were last modified
    /// more than `age` seconds ago; returns how many.
    static func removeFiles(in directory: URL, olderThan age: TimeInterval, where isLeftover: (URL) -> Bool) -> Int {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return 0 }
        var removed = 0
        for file in files where isLeftover(file) {
            let values = try? file.resourceValues(forKeys: Set(keys))
            guard values?.isRegularFile == true, let modified = values?.contentModificationDate,
                  Date().timeIntervalSince(modified) > age else { continue }
            if (try? FileManager.default.removeItem(at: file)) != nil { removed += 1 }
        }
        return removed
    }

    /// The file format: the GitHub response plus what is needed to tell where it came from.
    private struct Envelope: Codable {
        let version: Int
        let savedAt: String
        let filter: String
        let sort: String
        let page: Int
        let perPage: Int
        let response: SearchPage

        enum CodingKeys: String, CodingKey {
            case version, filter, sort, page, response
            case savedAt = "saved_at"
            case perPage = "per_page"
        }
    }
}
