// toolkit: both
import Foundation
import SwiftHubData
/// A repository source that serves made-up pages or fails as told, and counts its calls.
actor StubSource: RepositorySource {
    enum Behaviour: Sendable { case pages(total: Int), failure(GitHubError) }

    private var behaviour: Behaviour
    private(set) var calls: [(SearchFilter, SearchSort, Int)] = []

    init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    func setBehaviour(_ behaviour: Behaviour) { self.behaviour = behaviour }
    var callCount: Int { calls.count }

    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        calls.append((filter, sort, page))
        switch behaviour {
        case .failure(let error):
            throw error
        case .pages(let total):
            let start = (page - 1) * perPage
            let ids = start..<min(start + perPage, total)
            return SearchPage(totalCount: total, items: ids.map { Self.repository(id: $0 + 1, filter: filter) })
        }
    }

    static func repository(id: Int, filter: SearchFilter = .lastWeek, name: String? = nil, description: String? = nil) -> Repository {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        return Repository(
            id: id, name: name ?? "repo\(id)", fullName: "owner\(id)/\(name ?? "repo\(id)")",
            owner: .init(login: "owner\(id)", avatarURL: nil), description: description ?? "Repository \(id) (\(filter.title))",
            htmlURL: URL(string: "https://github.com/owner\(id)/repo\(id)")!, homepage: nil, language: "Swift",
            stargazersCount: 10_000 - id, forksCount: id, openIssuesCount: 0, topics: [], license: nil,
            createdAt: date, pushedAt: date, updatedAt: date)
    }
}
