import Foundation
import SwiftHubData
/// What the list shows: a creation-date filter and a sort order.
public struct RepositoryQuery: Hashable, Sendable {
    public var filter: SearchFilter
    public var sort: SearchSort

    public init(filter: SearchFilter = .lastWeek, sort: SearchSort = .stars) {
        self.filter = filter
        self.sort = sort
    }
}

/// The repositories loaded so far for one query.
public struct RepositoryListing: Equatable, Sendable {
    /// Where the newest page came from.
    public enum Origin: Equatable, Sendable {
        case network
        /// The on-disk cache, saved at that date: shown at once, then refreshed.
        case cache(savedAt: Date)
        /// The fixtures shipped with the app (offline mode, or the network is unreachable).
        case builtIn
    }

    public var repositories: [Repository]
    /// The next page to load, or nil when there is none.
    public var nextPage: Int?
    public var origin: Origin

    public init(repositories: [Repository], nextPage: Int?, origin: Origin) {
        self.repositories = repositories
        self.nextPage = nextPage
        self.origin = origin
    }
}
