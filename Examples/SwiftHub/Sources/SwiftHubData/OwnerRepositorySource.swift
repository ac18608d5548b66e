import Foundation

/// Anything that can list one owner's repositories: GitHub's `GET /users/{owner}/repos`
/// (``GitHubClient``) or the built-in data (``FixtureSource``, the owner's repositories among
/// the fixtures).
public protocol OwnerRepositorySource: Sendable {
    /// The owner's public repositories, most starred first.
    /// - Throws: ``GitHubError``; `.notFound`-like answers come back as GitHub's error.
    func repositories(ofOwner login: String) async throws(GitHubError) -> [Repository]
}

/// A login GitHub could have given: letters, digits and single hyphens, at most 39
/// characters. Anything else never reaches a URL or a file name.
public func isValidGitHubLogin(_ login: String) -> Bool {
    !login.isEmpty && login.count <= 39 && login.first != "-"
        && login.unicodeScalars.allSatisfy { ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" }
}

extension GitHubClient: OwnerRepositorySource {
    public func repositories(ofOwner login: String) async throws(GitHubError) -> [Repository] {
        guard isValidGitHubLogin(login) else { throw .malformed("not a GitHub login: \(login.prefix(40))") }
        var components = URLComponents(url: apiBase.appendingPathComponent("users").appendingPathComponent(login).appendingPathComponent("repos"),
                                       resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = "sort=updated&per_page=100"
        let (data, url, elapsed) = try await send(makeRequest(components.url!), "GitHub owner repositories")
        let items: [SearchPage.Lossy]
        do {
            items = try JSONDecoder().decode([SearchPage.Lossy].self, from: data)
        } catch {
            let scrubbed = GitHubError.malformed(redact(SearchPage.summary(of: error)))
            log(scrubbed, url: url)
            throw scrubbed
        }
        logger.debug("GitHub returned \(items.count) repositories of \(login) in \(elapsed) ms", metadata: ["url": "\(url)"])
        return Self.mostStarredFirst(items.compactMap(\.value))
    }

    /// GitHub sorts an owner's repositories by name or date only; the list shows stars first.
    static func mostStarredFirst(_ repositories: [Repository]) -> [Repository] {
        repositories.enumerated().sorted { lhs, rhs in
            lhs.element.stargazersCount != rhs.element.stargazersCount
                ? lhs.element.stargazersCount > rhs.element.stargazersCount : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension FixtureSource: OwnerRepositorySource {
    /// Every built-in repository of `login`, from all the filters' fixtures, once each.
    public func repositories(ofOwner login: String) async throws(GitHubError) -> [Repository] {
        var seen = Set<Int>()
        var mine: [Repository] = []
        for filter in SearchFilter.allCases {
            let pages = try pageCount(filter: filter)
            guard pages > 0 else { continue }
            for page in 1...pages {
                for repository in try rawPage(filter: filter, page: page).items
                where repository.owner.login.caseInsensitiveCompare(login) == .orderedSame && seen.insert(repository.id).inserted {
                    mine.append(repository)
                }
            }
        }
        return GitHubClient.mostStarredFirst(mine)
    }
}
