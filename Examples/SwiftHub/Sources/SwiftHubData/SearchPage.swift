import Foundation

/// One page of GitHub's `GET /search/repositories` response.
///
/// Decoding is tolerant at the item level: an item that cannot be decoded is skipped and
/// counted in ``skippedItemCount`` so one bad entry never costs the user the other 29.
/// Only a response whose envelope is unreadable (not JSON, no `items` array) fails.
public struct SearchPage: Sendable, Hashable, Codable {
    /// GitHub's page size when none is asked for, and SwiftHub's.
    public static let defaultPerPage = 30
    /// GitHub's search API returns at most the first 1,000 results of any query, whatever
    /// `total_count` says; asking for a page beyond that is an HTTP 422.
    public static let maximumReachableResults = 1000

    /// How many repositories match the query in total (can exceed what is reachable).
    public var totalCount: Int
    /// `true` when GitHub's search timed out and the results may be missing some matches.
    public var incompleteResults: Bool
    /// The repositories on this page, in the order GitHub sent them.
    public var items: [Repository]
    /// Items present in the response that could not be decoded and were left out.
    /// Not part of GitHub's format; encoded only so cached pages remember it.
    public var skippedItemCount: Int

    /// Creates a page.
    public init(totalCount: Int, incompleteResults: Bool = false, items: [Repository], skippedItemCount: Int = 0) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
        self.skippedItemCount = skippedItemCount
    }

    /// Whether a page after `page` (1-based, `perPage` items each) exists and can be
    /// fetched, taking GitHub's 1,000-result ceiling into account.
    public func hasMorePages(after page: Int, perPage: Int = SearchPage.defaultPerPage) -> Bool {
        let reachable = min(totalCount, Self.maximumReachableResults)
        return page * perPage < reachable
    }

    /// Decodes a raw response body, turning any failure into ``GitHubError/malformed(_:)``.
    public static func decode(from data: Data) throws(GitHubError) -> SearchPage {
        do {
            return try JSONDecoder().decode(SearchPage.self, from: data)
        } catch {
            throw .malformed(Self.summary(of: error))
        }
    }

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
        case items
        case skippedItemCount = "swifthub_skipped_items"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var itemsContainer = try c.nestedUnkeyedContainer(forKey: .items)
        var items: [Repository] = []
        var skipped = 0
        items.reserveCapacity(itemsContainer.count ?? 30)
        while !itemsContainer.isAtEnd {
            // `Lossy` always succeeds, so the container moves past a bad item instead of
            // stopping at it (a failed decode does not advance an unkeyed container).
            if let repository = try itemsContainer.decode(Lossy.self).value {
                items.append(repository)
            } else {
                skipped += 1
            }
        }
        self.items = items
        self.skippedItemCount = skipped + ((try? c.decodeIfPresent(Int.self, forKey: .skippedItemCount)) ?? 0)
        // Missing counters are filled in rather than failing: the items are what matter.
        self.totalCount = (try? c.decodeIfPresent(Int.self, forKey: .totalCount)) ?? items.count
        self.incompleteResults = (try? c.decodeIfPresent(Bool.self, forKey: .incompleteResults)) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(totalCount, forKey: .totalCount)
        try c.encode(incompleteResults, forKey: .incompleteResults)
        try c.encode(items, forKey: .items)
        if skippedItemCount > 0 {
            try c.encode(skippedItemCount, forKey: .skippedItemCount)
        }
    }

    /// Decodes one item, swallowing its error.
    struct Lossy: Decodable {
        let value: Repository?
        init(from decoder: any Decoder) throws {
            value = try? Repository(from: decoder)
        }
    }

    /// A short, single-line account of a decoding error for logs and ``GitHubError``;
    /// never includes the payload itself, which may be huge.
    static func summary(of error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "top level" : codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "corrupted value at \(path(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(key.stringValue) at \(path(context.codingPath))"
        case DecodingError.typeMismatch(_, let context):
            return "unexpected type at \(path(context.codingPath))"
        case DecodingError.valueNotFound(_, let context):
            return "unexpected null at \(path(context.codingPath))"
        default:
            return "unreadable response"
        }
    }
}
