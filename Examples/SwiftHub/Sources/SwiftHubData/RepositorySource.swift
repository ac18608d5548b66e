/// Anything that can answer "the most starred Swift repositories for this filter, sorted
/// so, page N": the live ``GitHubClient`` or the offline ``FixtureSource``. The UI holds one
/// of these and never needs to know which.
public protocol RepositorySource: Sendable {
    /// Fetches one page of search results.
    /// - Parameters:
    ///   - filter: how far back repositories were created.
    ///   - sort: the ordering, always descending.
    ///   - page: 1-based page number.
    ///   - perPage: items per page (GitHub allows 1...100).
    /// - Throws: ``GitHubError``; ``GitHubError/cancelled`` when the calling task is cancelled.
    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage
}

extension RepositorySource {
    /// Fetches one page of ``SearchPage/defaultPerPage`` (30) items.
    public func searchRepositories(filter: SearchFilter, sort: SearchSort = .stars, page: Int = 1) async throws(GitHubError) -> SearchPage {
        try await searchRepositories(filter: filter, sort: sort, page: page, perPage: SearchPage.defaultPerPage)
    }
}
