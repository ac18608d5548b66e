import Foundation

/// Owners' repository lists on disk, next to the search pages: `owner-<login>.json`, written
/// atomically, and removed (a miss) when unreadable, like the pages.
extension RepositoryCache {
    /// The file for one owner's list; nil for a login GitHub could not have given.
    public func ownerFileURL(_ login: String) -> URL? {
        guard isValidGitHubLogin(login) else { return nil }
        return directory.appendingPathComponent("owner-\(login.lowercased()).json", isDirectory: false)
    }

    /// The stored list of `login`'s repositories and when it was saved.
    public func loadOwner(_ login: String) -> (repositories: [Repository], savedAt: Date)? {
        guard let url = ownerFileURL(login), FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = try? Data(contentsOf: url), let envelope = try? JSONDecoder().decode(OwnerEnvelope.self, from: data),
              envelope.version == Self.formatVersion, let savedAt = GitHubDate.parse(envelope.savedAt) else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        return (envelope.repositories, savedAt)
    }

    /// Stores `login`'s repositories, replacing what was there.
    public func storeOwner(_ login: String, repositories: [Repository], savedAt: Date = Date()) throws {
        guard let url = ownerFileURL(login) else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let envelope = OwnerEnvelope(version: Self.formatVersion, savedAt: GitHubDate.string(from: savedAt), owner: login, repositories: repositories)
        try JSONEncoder().encode(envelope).write(to: url, options: .atomic)
    }

    private struct OwnerEnvelope: Codable {
        let version: Int
        let savedAt: String
        let owner: String
        let repositories: [Repository]

        enum CodingKeys: String, CodingKey {
            case version, owner, repositories
            case savedAt = "saved_at"
        }
    }
}
