/// The order of search results. The raw value is GitHub's `sort` parameter; the order is
/// always descending (most stars, most forks, most recently updated first).
public enum SearchSort: String, Sendable, Hashable, CaseIterable, Codable {
    case stars
    case forks
    case updated

    /// The label for the sort selector.
    public var title: String {
        switch self {
        case .stars: "Most stars"
        case .forks: "Most forks"
        case .updated: "Recently updated"
        }
    }
}
