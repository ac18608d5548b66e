import Foundation
import SwiftHubData
/// Loads, caches and paginates repository listings for the UI.
///
/// Memory first, then the on-disk cache (so a second start shows the last results at once),
/// then the network. When the network is unreachable it falls back to the built-in fixtures and
/// says so (`isUsingBuiltInData`); any other failure is thrown for the window to show, and what
/// was shown before stays. When nothing was shown before, ``fallbackListing(for:)`` fills the
/// list from the disk cache or the built-in data, so a failure never leaves the window empty.
///
/// ```swift
/// let store = RepositoryStore(network: GitHubClient(), cache: RepositoryCache())
/// let first = try await store.load(RepositoryQuery(filter: .lastMonth))
/// let more = try await store.loadNextPage(RepositoryQuery(filter: .lastMonth))
/// ```
@MainActor
public final class RepositoryStore {
    let network: RepositorySource?
    let fixtures: RepositorySource
    let cache: RepositoryCache?
    private var listings: [RepositoryQuery: RepositoryListing] = [:]
    /// Owners' repositories loaded this session, by login.
    var ownerListings: [String: RepositoryListing] = [:]

    /// Whether listings come from the built-in data because the network could not be reached
    /// (or the app runs with `--offline`).
    public internal(set) var isUsingBuiltInData: Bool

    /// `network` nil means offline mode: only the built-in fixtures are used.
    public init(network: RepositorySource?, fixtures: RepositorySource = FixtureSource(), cache: RepositoryCache?) {
        self.network = network
        self.fixtures = fixtures
        self.cache = cache
        isUsingBuiltInData = network == nil
        // What writes cut short by a kill left in the cache folder goes at start.
        if let cache { Task.detached(priority: .background) { cache.removeLeftovers() } }
    }

    /// What can be shown for `query` right now without waiting: memory, else the disk cache
    /// (also while GitHub cannot be reached; never with `--offline`, which shows the built-in data).
    public func immediateListing(for query: RepositoryQuery) -> RepositoryListing? {
        if let listing = listings[query] { return listing }
        guard network != nil, let entry = cache?.load(filter: query.filter, sort: query.sort, page: 1) else { return nil }
        return RepositoryListing(
            repositories: entry.page.items, nextPage: entry.page.hasMorePages(after: 1, perPage: SearchPage.defaultPerPage) ? 2 : nil,
            origin: .cache(savedAt: entry.savedAt))
    }

    /// Loads the first page of `query` afresh (the per-filter cache in memory is replaced).
    @discardableResult
    public func load(_ query: RepositoryQuery) async throws(GitHubError) -> RepositoryListing {
        let (page, origin) = try await fetch(query, page: 1)
        let listing = RepositoryListing(repositories: page.items, nextPage: nextPage(after: 1, of: page), origin: origin)
        listings[query] = listing
        return listing
    }

    /// Appends the next page of `query` to its listing; returns the listing unchanged at the end.
    @discardableResult
    public func loadNextPage(_ query: RepositoryQuery) async throws(GitHubError) -> RepositoryListing {
        guard var listing = listings[query] else { return try await load(query) }
        guard let number = listing.nextPage else { return listing }
        // A listing goes on where it came from: built-in pages never mix with GitHub's.
        let (page, origin) = listing.origin == .builtIn
            ? (try await fixtures.searchRepositories(filter: query.filter, sort: query.sort, page: number, perPage: SearchPage.defaultPerPage), .builtIn)
            : try await fetch(query, page: number)
        // A page boundary can move while stars change: never show a repository twice.
        let known = Set(listing.repositories.map(\.id))
        listing.repositories += page.items.filter { !known.contains($0.id) }
        listing.nextPage = nextPage(after: number, of: page)
        listing.origin = origin
        listings[query] = listing
        return listing
    }

    /// What to show for `query` when loading it failed: what is known already (memory, disk
    /// cache), else the built-in data's first page, whose next pages then come from the
    /// built-in data too. Nil only if the built-in data cannot be read.
    public func fallbackListing(for query: RepositoryQuery) async -> RepositoryListing? {
        if let known = immediateListing(for: query), !known.repositories.isEmpty { return known }
        guard let page = try? await fixtures.searchRepositories(filter: query.filter, sort: query.sort, page: 1, perPage: SearchPage.defaultPerPage) else { return nil }
        let listing = RepositoryListing(repositories: page.items, nextPage: nextPage(after: 1, of: page), origin: .builtIn)
        listings[query] = listing
        return listing
    }

    /// Tries the network again after falling back to the built-in data.
    public func retryNetwork() { if network != nil { isUsingBuiltInData = false } }

    private func nextPage(after number: Int, of page: SearchPage) -> Int? {
        page.hasMorePages(after: number, perPage: SearchPage.defaultPerPage) ? number + 1 : nil
    }

    private func fetch(_ query: RepositoryQuery, page number: Int) async throws(GitHubError) -> (SearchPage, RepositoryListing.Origin) {
        if let network, !isUsingBuiltInData {
            do {
                let page = try await network.searchRepositories(filter: query.filter, sort: query.sort, page: number, perPage: SearchPage.defaultPerPage)
                // A full disk must not cost the user the results: the cache is an optimisation.
                try? cache?.store(page, filter: query.filter, sort: query.sort, page: number)
                return (page, .network)
            } catch .offline {
                // The cache's copy beats the built-in data: the window keeps showing it (from
                // `immediateListing`) and says GitHub cannot be reached.
                if cache?.load(filter: query.filter, sort: query.sort, page: number) != nil { throw .offline }
                isUsingBuiltInData = true
            }
        }
        if network != nil, isUsingBuiltInData, cache?.load(filter: query.filter, sort: query.sort, page: number) != nil {
            throw .offline
        }
        let page = try await fixtures.searchRepositories(filter: query.filter, sort: query.sort, page: number, perPage: SearchPage.defaultPerPage)
        return (page, .builtIn)
    }
}
