import Foundation
import SwiftHubData
/// An owner's repositories (`GET /users/{owner}/repos`), with the listings' rules: memory,
/// then the disk cache at once, then the network; the built-in data when offline.
///
/// ```swift
/// let shown = store.immediateOwnerListing("apple")       // memory or disk, maybe nil
/// let fresh = try await store.loadOwner("apple")          // the network, or the built-in data
/// ```
extension RepositoryStore {
    /// What can be shown for `login` without waiting.
    public func immediateOwnerListing(_ login: String) -> RepositoryListing? {
        if let listing = ownerListings[login.lowercased()] { return listing }
        guard !isUsingBuiltInData, let cached = cache?.loadOwner(login) else { return nil }
        return RepositoryListing(repositories: cached.repositories, nextPage: nil, origin: .cache(savedAt: cached.savedAt))
    }

    /// Loads `login`'s repositories afresh.
    @discardableResult
    public func loadOwner(_ login: String) async throws(GitHubError) -> RepositoryListing {
        let listing = try await fetchOwner(login)
        ownerListings[login.lowercased()] = listing
        return listing
    }

    private func fetchOwner(_ login: String) async throws(GitHubError) -> RepositoryListing {
        if let network = network as? OwnerRepositorySource, !isUsingBuiltInData {
            do {
                let repositories = try await network.repositories(ofOwner: login)
                try? cache?.storeOwner(login, repositories: repositories)
                return RepositoryListing(repositories: repositories, nextPage: nil, origin: .network)
            } catch .offline {
                isUsingBuiltInData = true
                // What was fetched before beats the few fixtures: an offline cache hit.
                if let cached = cache?.loadOwner(login) {
                    return RepositoryListing(repositories: cached.repositories, nextPage: nil, origin: .cache(savedAt: cached.savedAt))
                }
            }
        }
        guard let fixtures = fixtures as? OwnerRepositorySource else { return RepositoryListing(repositories: [], nextPage: nil, origin: .builtIn) }
        return RepositoryListing(repositories: try await fixtures.repositories(ofOwner: login), nextPage: nil, origin: .builtIn)
    }
}
