import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging

/// Downloads owners' avatar images and keeps them, so scrolling a list of 30 rows where
/// many share an owner costs one request per owner, once.
///
/// - Concurrent requests for the same URL share one download.
/// - A bounded in-memory cache (least recently used out first) serves repeat requests
///   without touching the disk.
/// - A disk cache in `$XDG_CACHE_HOME/swifthub/avatars/` serves them across runs; entries
///   older than ``diskLifetime`` are fetched again when online.
/// - Offline, only the caches are consulted: the call returns at once, never touching the
///   network.
///
/// The result is the image file's bytes (PNG or JPEG as GitHub serves them); turning them
/// into a pixbuf is the UI's business. Failures return `nil` (the UI shows a placeholder),
/// and are remembered for a minute so that redrawing rows does not hammer the server.
///
/// No `Authorization` header is sent: avatars are public, and the API token must never go
/// to a host other than the API. (``HTTPTransport`` would strip it from a redirect to another
/// origin anyway.)
public actor AvatarLoader {
    /// The directory holding cached avatar files.
    public let directory: URL?
    /// Avatars on disk older than this are refreshed when online.
    public let diskLifetime: TimeInterval = 7 * 86_400

    private let transport: HTTPTransport
    private let timeout: TimeInterval
    private let memoryCapacity: Int
    private let maximumBytes: Int
    private let logger: Logger
    private let userAgent: String
    /// Whether the network is off-limits; see ``setOffline(_:)``.
    public private(set) var isOffline: Bool

    private var memory: [URL: Data] = [:]
    private var recency: [URL] = []          // least recently used first; small, so O(n) is fine
    private var inFlight: [URL: Task<Data?, Never>] = [:]
    private var failures: [URL: Date] = [:]

    /// Creates a loader.
    /// - Parameters:
    ///   - transport: what to download with, e.g. ``GitHubClient/transport``; by default one
    ///     of its own with `timeout`.
    ///   - timeout: seconds before a download is abandoned.
    ///   - directory: the disk cache; `nil` for memory only. Defaults to
    ///     ``RepositoryCache/defaultDirectory(environment:)`` + `avatars`.
    ///   - memoryCapacity: how many avatars to keep in memory (200 by default).
    ///   - maximumBytes: larger responses are refused (1 MiB by default); GitHub's avatars
    ///     are a few kilobytes, so anything huge is not an avatar.
    ///   - offline: start in offline mode (for example with ``FixtureSource``).
    ///   - userAgent: the `User-Agent` header.
    ///   - logger: where failures are logged.
    public init(
        transport: HTTPTransport? = nil,
        timeout: TimeInterval = 15,
        directory: URL? = RepositoryCache.defaultDirectory().appendingPathComponent("avatars", isDirectory: true),
        memoryCapacity: Int = 200,
        maximumBytes: Int = 1 << 20,
        offline: Bool = false,
        userAgent: String = GitHubClient.defaultUserAgent,
        logger: Logger = Logger(label: "SwiftHubData.AvatarLoader")
    ) {
        self.transport = transport ?? HTTPTransport(timeout: timeout)
        self.timeout = timeout
        self.directory = directory
        self.memoryCapacity = max(1, memoryCapacity)
        self.maximumBytes = maximumBytes
        self.isOffline = offline
        self.userAgent = userAgent
        self.logger = logger
        // What writes cut short by a kill left in the folder goes at start.
        if let directory {
            Task.detached(priority: .background) {
                RepositoryCache.removeFiles(in: directory, olderThan: 60, where: AvatarLoader.isLeftover)
            }
        }
    }

    /// Switches offline mode on or off. Offline, ``imageData(for:)`` answers from the caches
    /// only.
    public func setOffline(_ offline: Bool) {
        isOffline = offline
    }

    /// The avatar's bytes, or `nil` if it is not available (offline and not cached, failed,
    /// too large).
    public func imageData(for url: URL) async -> Data? {
        if let data = memory[url] {
            touch(url)
            return data
        }
        if let task = inFlight[url] {
            return await task.value
        }
        if isOffline {
            // Disk only, synchronously: small local read, and the promise is "quickly".
            guard let data = Self.readDisk(url: url, directory: directory, maxAge: nil) else { return nil }
            remember(data, for: url)
            return data
        }
        if let failed = failures[url], Date().timeIntervalSince(failed) < 60 {
            return nil
        }

        let request = makeRequest(url)
        let directory = self.directory
        let transport = self.transport
        let maximumBytes = self.maximumBytes
        let lifetime = diskLifetime
        let logger = self.logger
        // A detached task so the download and the disk I/O run off the actor; the actor
        // only does the bookkeeping. Every caller for this URL awaits the same task.
        let task = Task.detached { () -> Data? in
            if let cached = Self.readDisk(url: url, directory: directory, maxAge: lifetime) {
                return cached
            }
            do {
                let (data, response) = try await transport.data(for: request)
                guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                    logger.debug("Avatar request failed", metadata: ["url": "\(url)", "status": "\((response as? HTTPURLResponse)?.statusCode ?? 0)"])
                    return Self.readDisk(url: url, directory: directory, maxAge: nil)
                }
                guard !data.isEmpty, data.count <= maximumBytes else {
                    logger.debug("Avatar refused: \(data.count) bytes", metadata: ["url": "\(url)"])
                    return nil
                }
                Self.writeDisk(data, url: url, directory: directory)
                return data
            } catch {
                logger.debug("Avatar download failed: \(GitHubError(error))", metadata: ["url": "\(url)"])
                // A stale copy beats a placeholder.
                return Self.readDisk(url: url, directory: directory, maxAge: nil)
            }
        }
        inFlight[url] = task
        let data = await task.value
        inFlight[url] = nil
        if let data {
            remember(data, for: url)
            failures[url] = nil
        } else {
            if failures.count > 1000 { failures.removeAll() }
            failures[url] = Date()
        }
        return data
    }

    /// Empties the memory cache and deletes the disk cache.
    public func removeAll() {
        memory.removeAll()
        recency.removeAll()
        failures.removeAll()
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// Removes the temporary files of disk writes that were cut short (anything in the folder
    /// that is not an avatar, once older than `age` seconds); returns how many. Called at start.
    @discardableResult
    public nonisolated func removeLeftovers(olderThan age: TimeInterval = 60) -> Int {
        guard let directory else { return 0 }
        return RepositoryCache.removeFiles(in: directory, olderThan: age, where: Self.isLeftover)
    }

    /// Whether a file in the folder is not an avatar (written as `<hash>.img`).
    static func isLeftover(_ file: URL) -> Bool { file.pathExtension != "img" || file.lastPathComponent.hasPrefix(".") }

    /// How many avatars are held in memory (for tests and diagnostics).
    public var memoryCount: Int { memory.count }

    // MARK: - Private

    private func makeRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        return request
    }

    private func remember(_ data: Data, for url: URL) {
        if memory.updateValue(data, forKey: url) == nil {
            recency.append(url)
        } else {
            touch(url)
        }
        while memory.count > memoryCapacity, !recency.isEmpty {
            memory[recency.removeFirst()] = nil
        }
    }

    private func touch(_ url: URL) {
        if let index = recency.firstIndex(of: url) {
            recency.remove(at: index)
        }
        recency.append(url)
    }

    /// File name for a URL: a stable 64-bit FNV-1a hash, since Swift's `hashValue` changes
    /// from run to run and URLs contain characters that are awkward in file names.
    static func fileName(for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".img"
    }

    private static func readDisk(url: URL, directory: URL?, maxAge: TimeInterval?) -> Data? {
        guard let directory else { return nil }
        let file = directory.appendingPathComponent(fileName(for: url))
        if let maxAge {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                  let modified = attributes[.modificationDate] as? Date,
                  Date().timeIntervalSince(modified) < maxAge
            else { return nil }
        }
        guard let data = try? Data(contentsOf: file), !data.isEmpty else { return nil }
        return data
    }

    private static func writeDisk(_ data: Data, url: URL, directory: URL?) {
        guard let directory else { return }
        // Best effort: a full disk or a read-only home costs the cache, not the avatar.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: directory.appendingPathComponent(fileName(for: url)), options: .atomic)
    }
}
