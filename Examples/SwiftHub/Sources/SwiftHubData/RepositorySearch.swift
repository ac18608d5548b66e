/// A search box's results over one list of repositories, keystroke after keystroke.
///
/// It gives what ``RepositoryFilter/filter(_:)`` gives for the same text, but remembers the
/// previous text's matches: when every word of the previous text occurs inside a word of the
/// new one (typing on at the end, adding a word), only those matches can match again, so only
/// they are looked at. Deleting characters, clearing or changing a word looks at the whole list.
///
/// ```swift
/// var search = RepositorySearch(RepositoryFilter(listing.repositories))
/// let shown = search.matches("swi")     // looks at every repository
/// let fewer = search.matches("swift")   // looks only at the matches of "swi"
/// ```
public struct RepositorySearch: Sendable {
    /// The filter over the whole list, which decides what matches.
    public let filter: RepositoryFilter
    private var previous: (text: String, needles: [[UInt8]], indices: [Int], matches: [Repository])?
    /// How many repositories the latest ``matches(_:)`` looked at (tests check the narrowing).
    private(set) var examinedCount = 0

    /// A search over the repositories of `filter`, with no text typed yet.
    public init(_ filter: RepositoryFilter) {
        self.filter = filter
    }

    /// The repositories matching `text`, in their original order (all of them for empty text).
    public mutating func matches(_ text: String) -> [Repository] {
        if let previous, previous.text == text {
            examinedCount = 0
            return previous.matches
        }
        let needles = RepositoryFilter.words(of: text)
        guard !needles.isEmpty else {
            previous = nil
            examinedCount = 0
            return filter.repositories
        }
        let indices: [Int]
        if let previous, Self.narrows(needles, previous.needles) {
            examinedCount = previous.indices.count
            indices = filter.indices(matching: needles, among: previous.indices)
        } else {
            examinedCount = filter.repositories.count
            indices = filter.indices(matching: needles, among: filter.repositories.indices)
        }
        // The same matches as before keep the same array, and so does every repository matching
        // (the whole list): comparing it with the list shown is then immediate, and nothing is copied.
        let matches =
            if indices.count == filter.repositories.count { filter.repositories }
            else if indices == previous?.indices { previous!.matches }
            else { indices.map { filter.repositories[$0] } }
        previous = (text, needles, indices, matches)
        return matches
    }

    /// Whether whatever matches `needles` also matched `earlier`: each earlier word occurs
    /// inside one of the new words, so a key containing every new word contains every earlier one.
    private static func narrows(_ needles: [[UInt8]], _ earlier: [[UInt8]]) -> Bool {
        earlier.allSatisfy { old in needles.contains { RepositoryFilter.contains($0, old) } }
    }
}
