import Foundation

/// One repository as GitHub's search API describes it, reduced to what SwiftHub shows.
///
/// Decoding is deliberately forgiving about the fields GitHub may send as `null` or leave
/// out (description, homepage, language, license, topics, pushed_at, the owner's avatar),
/// and strict about the ones a row cannot do without (id, name, owner login, counts,
/// creation date). A repository that fails the strict part is skipped by ``SearchPage``
/// rather than failing the page.
///
/// Strings are kept exactly as received: markup characters, emoji, right-to-left text and
/// very long descriptions pass through untouched. Escaping is the UI's job, at the point
/// where it knows the output format (Pango markup, plain label, tooltip).
///
/// Encoding writes the same snake_case keys GitHub uses, so a cached page is itself a valid
/// (if abbreviated) GitHub search item.
public struct Repository: Sendable, Hashable, Identifiable, Codable {
    /// The fields, held by one shared, never-changed object: copying a repository (into a
    /// search's results, a row's props, a list's items) retains that one object instead of
    /// each of its strings, URLs and arrays. A change makes a new object with the changed
    /// fields, so every copy keeps the value it had (value semantics, as if the fields were
    /// stored in the struct).
    private var storage: Storage

    /// GitHub's numeric repository id; stable across renames, so it is the row identity.
    public var id: Int {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    /// The short name, e.g. `Alamofire`.
    public var name: String {
        get { storage.fields.name }
        set { change { $0.name = newValue } }
    }
    /// `owner/name`, e.g. `Alamofire/Alamofire`.
    public var fullName: String {
        get { storage.fields.fullName }
        set { change { $0.fullName = newValue } }
    }
    /// The user or organisation that owns the repository.
    public var owner: Owner {
        get { storage.fields.owner }
        set { change { $0.owner = newValue } }
    }
    /// The one-line description, if the owner wrote one. Raw text, not markup.
    public var description: String? {
        get { storage.fields.description }
        set { change { $0.description = newValue } }
    }
    /// The repository's page on github.com.
    public var htmlURL: URL {
        get { storage.fields.htmlURL }
        set { change { $0.htmlURL = newValue } }
    }
    /// The homepage field as typed by the owner. Kept as a string because GitHub does not
    /// validate it (it can be `""`, `www.example.com`, or prose); see ``homepageURL``.
    public var homepage: String? {
        get { storage.fields.homepage }
        set { change { $0.homepage = newValue } }
    }
    /// The primary language GitHub detected, `nil` for repositories it could not classify.
    public var language: String? {
        get { storage.fields.language }
        set { change { $0.language = newValue } }
    }
    /// Number of stars.
    public var stargazersCount: Int {
        get { storage.fields.stargazersCount }
        set { change { $0.stargazersCount = newValue } }
    }
    /// Number of forks.
    public var forksCount: Int {
        get { storage.fields.forksCount }
        set { change { $0.forksCount = newValue } }
    }
    /// Open issues plus open pull requests, as GitHub counts them.
    public var openIssuesCount: Int {
        get { storage.fields.openIssuesCount }
        set { change { $0.openIssuesCount = newValue } }
    }
    /// Topic tags, in GitHub's order. Empty when the field is missing or `null`.
    public var topics: [String] {
        get { storage.fields.topics }
        set { change { $0.topics = newValue } }
    }
    /// The detected licence, `nil` when there is none.
    public var license: License? {
        get { storage.fields.license }
        set { change { $0.license = newValue } }
    }
    /// When the repository was created.
    public var createdAt: Date {
        get { storage.fields.createdAt }
        set { change { $0.createdAt = newValue } }
    }
    /// Last push to any branch. `nil` for a repository nobody ever pushed to, which GitHub
    /// reports as `null`; making it optional keeps such a repository in the list.
    public var pushedAt: Date? {
        get { storage.fields.pushedAt }
        set { change { $0.pushedAt = newValue } }
    }
    /// Last change to the repository object (stars, description, settings, pushes).
    public var updatedAt: Date {
        get { storage.fields.updatedAt }
        set { change { $0.updatedAt = newValue } }
    }

    /// What a repository is: equal fields make equal repositories, whichever object holds them.
    private struct Fields: Sendable, Hashable {
        var id: Int
        var name: String
        var fullName: String
        var owner: Owner
        var description: String?
        var htmlURL: URL
        var homepage: String?
        var language: String?
        var stargazersCount: Int
        var forksCount: Int
        var openIssuesCount: Int
        var topics: [String]
        var license: License?
        var createdAt: Date
        var pushedAt: Date?
        var updatedAt: Date
    }

    /// The object a repository and its copies share. Its fields never change after it is made.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Changes fields of this repository only: the copies that share its storage keep theirs.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// Whether `other` is a copy of this repository that no change has separated from it: the
    /// two share one storage object (tests check that copying does not copy the fields).
    func sharesStorage(with other: Repository) -> Bool { storage === other.storage }

    /// Equal when every field is equal; two copies of one repository are found equal without
    /// comparing their fields.
    public static func == (lhs: Repository, rhs: Repository) -> Bool {
        lhs.sharesStorage(with: rhs) || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes the fields, which `==` compares: equal repositories hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The owner of a repository.
    public struct Owner: Sendable, Hashable, Codable {
        /// Login name, e.g. `onevcat`.
        public var login: String
        /// The avatar image. Optional so a missing or unparsable avatar costs the row its
        /// picture, not its place in the list.
        public var avatarURL: URL?

        /// Creates an owner.
        public init(login: String, avatarURL: URL?) {
            self.login = login
            self.avatarURL = avatarURL
        }

        /// The avatar URL asking GitHub's avatar server for a square of `size` pixels
        /// (its `s` parameter), so the UI downloads thumbnails, not full-size pictures.
        public func avatarURL(size: Int) -> URL? {
            guard let avatarURL,
                  var components = URLComponents(url: avatarURL, resolvingAgainstBaseURL: false)
            else { return nil }
            var items = (components.queryItems ?? []).filter { $0.name != "s" }
            items.append(URLQueryItem(name: "s", value: String(size)))
            components.queryItems = items
            return components.url ?? avatarURL
        }

        enum CodingKeys: String, CodingKey {
            case login
            case avatarURL = "avatar_url"
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            login = try c.decode(String.self, forKey: .login)
            avatarURL = (try? c.decodeIfPresent(String.self, forKey: .avatarURL)).flatMap(URL.init(string:))
        }
    }

    /// A repository's licence as GitHub detected it.
    public struct License: Sendable, Hashable, Codable {
        /// Human-readable name, e.g. `MIT License`.
        public var name: String
        /// SPDX identifier, e.g. `MIT`. GitHub sends `NOASSERTION` or `null` for licences it
        /// could not identify.
        public var spdxId: String?

        /// Creates a licence.
        public init(name: String, spdxId: String?) {
            self.name = name
            self.spdxId = spdxId
        }

        enum CodingKeys: String, CodingKey {
            case name
            case spdxId = "spdx_id"
        }
    }

    /// Creates a repository; mainly for tests and previews.
    public init(
        id: Int, name: String, fullName: String, owner: Owner, description: String?,
        htmlURL: URL, homepage: String?, language: String?, stargazersCount: Int,
        forksCount: Int, openIssuesCount: Int, topics: [String], license: License?,
        createdAt: Date, pushedAt: Date?, updatedAt: Date
    ) {
        storage = Storage(Fields(
            id: id, name: name, fullName: fullName, owner: owner, description: description,
            htmlURL: htmlURL, homepage: homepage, language: language, stargazersCount: stargazersCount,
            forksCount: forksCount, openIssuesCount: openIssuesCount, topics: topics, license: license,
            createdAt: createdAt, pushedAt: pushedAt, updatedAt: updatedAt))
    }

    /// ``homepage`` as a URL the UI can open, or `nil` when it is empty or not a web
    /// address. A bare host such as `vapor.codes` gets `https://` in front.
    public var homepageURL: URL? {
        guard let raw = homepage?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty,
              !raw.contains(" ")
        else { return nil }
        let lower = raw.lowercased()
        let candidate = lower.hasPrefix("http://") || lower.hasPrefix("https://") ? raw : "https://" + raw
        guard let url = URL(string: candidate), let host = url.host, host.contains(".") else { return nil }
        return url
    }

    enum CodingKeys: String, CodingKey {
        case id, name, owner, description, homepage, language, topics, license
        case fullName = "full_name"
        case htmlURL = "html_url"
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case openIssuesCount = "open_issues_count"
        case createdAt = "created_at"
        case pushedAt = "pushed_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try c.decode(Int.self, forKey: .id)
        let name = try c.decode(String.self, forKey: .name)
        let owner = try c.decode(Owner.self, forKey: .owner)
        // full_name and html_url can be rebuilt from the parts, so their absence is no
        // reason to drop the repository.
        let fullName = (try? c.decodeIfPresent(String.self, forKey: .fullName)) ?? "\(owner.login)/\(name)"
        let html = (try? c.decodeIfPresent(String.self, forKey: .htmlURL)).flatMap(URL.init(string:))
        guard let htmlURL = html ?? URL(string: "https://github.com/\(fullName)") else {
            throw DecodingError.dataCorruptedError(
                forKey: .htmlURL, in: c, debugDescription: "no usable html_url")
        }
        let stargazersCount = try c.decode(Int.self, forKey: .stargazersCount)
        // Dates are parsed here rather than through the decoder's date strategy so that any
        // JSONDecoder, configured or not, decodes a Repository the same way.
        let createdAt = try GitHubDate.decode(c, .createdAt)
        let pushedAt = try GitHubDate.decodeIfPresent(c, .pushedAt)
        // Optional fields: a wrong type is treated like null instead of failing the item,
        // because none of them is worth losing a row over.
        self.init(
            id: id, name: name, fullName: fullName, owner: owner,
            description: try? c.decodeIfPresent(String.self, forKey: .description),
            htmlURL: htmlURL,
            homepage: try? c.decodeIfPresent(String.self, forKey: .homepage),
            language: try? c.decodeIfPresent(String.self, forKey: .language),
            stargazersCount: stargazersCount,
            forksCount: (try? c.decodeIfPresent(Int.self, forKey: .forksCount)) ?? 0,
            openIssuesCount: (try? c.decodeIfPresent(Int.self, forKey: .openIssuesCount)) ?? 0,
            topics: (try? c.decodeIfPresent([String].self, forKey: .topics)) ?? [],
            license: try? c.decodeIfPresent(License.self, forKey: .license),
            createdAt: createdAt, pushedAt: pushedAt,
            updatedAt: try GitHubDate.decodeIfPresent(c, .updatedAt) ?? pushedAt ?? createdAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(owner, forKey: .owner)
        // Explicit nulls, as GitHub writes them, so encoded pages look like real ones.
        try c.encode(description, forKey: .description)
        try c.encode(htmlURL.absoluteString, forKey: .htmlURL)
        try c.encode(homepage, forKey: .homepage)
        try c.encode(language, forKey: .language)
        try c.encode(stargazersCount, forKey: .stargazersCount)
        try c.encode(forksCount, forKey: .forksCount)
        try c.encode(openIssuesCount, forKey: .openIssuesCount)
        try c.encode(topics, forKey: .topics)
        try c.encode(license, forKey: .license)
        try c.encode(GitHubDate.string(from: createdAt), forKey: .createdAt)
        try c.encode(pushedAt.map(GitHubDate.string(from:)), forKey: .pushedAt)
        try c.encode(GitHubDate.string(from: updatedAt), forKey: .updatedAt)
    }
}

extension Repository.Owner {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(login, forKey: .login)
        try c.encode(avatarURL?.absoluteString, forKey: .avatarURL)
    }
}
