// toolkit: both
import Foundation
import SwiftHubData
/// A repository source for the window tests: its own repositories per filter (so changing the
/// filter shows other rows), pages of them, a failure that can be switched on and off while the
/// window runs, and a record of what was asked.
actor ScriptedSource: RepositorySource {
    /// The words descriptions are made of: searching one finds every fifth repository.
    static let topics = ["json", "network", "layout", "chart", "image"]

    private var repositories: [SearchFilter: [Repository]]
    private var failure: GitHubError?
    private var latency: Duration = .zero
    private(set) var requests: [(filter: SearchFilter, sort: SearchSort, page: Int)] = []

    /// `count` made-up repositories for every filter.
    init(count: Int = 75) {
        var repositories: [SearchFilter: [Repository]] = [:]
        for filter in SearchFilter.allCases {
            repositories[filter] = (0..<count).map { Self.repository(filter: filter, index: $0) }
        }
        self.repositories = repositories
    }

    /// These repositories, whatever the filter.
    init(_ items: [Repository]) {
        var repositories: [SearchFilter: [Repository]] = [:]
        for filter in SearchFilter.allCases { repositories[filter] = items }
        self.repositories = repositories
    }

    /// Every request fails with `error` from now on; nil answers again.
    func fail(with error: GitHubError?) { failure = error }

    /// Each answer waits this long (so the loading state can be seen).
    func setLatency(_ latency: Duration) { self.latency = latency }

    var requestCount: Int { requests.count }

    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        requests.append((filter, sort, page))
        if latency > .zero {
            do { try await Task.sleep(for: latency) } catch { throw .cancelled }
        }
        if let failure { throw failure }
        var all = repositories[filter] ?? []
        if sort == .forks { all.sort { $0.forksCount > $1.forksCount } }
        let start = (page - 1) * perPage
        let items = start < all.count ? Array(all[start..<min(start + perPage, all.count)]) : []
        return SearchPage(totalCount: all.count, items: items)
    }

    /// The expected repositories of `filter`, for assertions.
    func repositories(for filter: SearchFilter) -> [Repository] { repositories[filter] ?? [] }

    /// Repository `index` of `filter`: `week-owner3/week-repo3`, a description naming one of
    /// ``topics``, stars falling with the index and forks rising.
    static func repository(filter: SearchFilter, index: Int) -> Repository {
        let prefix: String
        switch filter {
        case .lastWeek: prefix = "week"
        case .lastMonth: prefix = "month"
        case .lastYear: prefix = "year"
        case .anyTime: prefix = "ever"
        }
        let filterNumber = SearchFilter.allCases.firstIndex(of: filter)!
        let owner = "\(prefix)-owner\(index)", name = "\(prefix)-repo\(index)"
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        return Repository(
            id: (filterNumber + 1) * 10_000 + index, name: name, fullName: "\(owner)/\(name)",
            owner: .init(login: owner, avatarURL: nil),
            description: "A \(topics[index % topics.count]) library for Swift",
            htmlURL: URL(string: "https://github.com/\(owner)/\(name)")!, homepage: nil, language: "Swift",
            stargazersCount: 50_000 - index * 10, forksCount: index, openIssuesCount: index % 7, topics: ["swift"],
            license: .init(name: "MIT License", spdxId: "MIT"), createdAt: date, pushedAt: date, updatedAt: date)
    }
}
