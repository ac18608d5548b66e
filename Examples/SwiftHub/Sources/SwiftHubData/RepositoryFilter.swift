import Foundation

/// Narrows a list of repositories by what the user types in the search box.
///
/// Matching is case-, diacritic- and width-insensitive ("cafe" finds "Café", "NAIVE" finds
/// "naïve", Hebrew points and Arabic vowel marks are ignored) and looks at the name, the
/// owner, the description and the topics. Every word typed must occur somewhere (in any
/// order), so "json swift" finds "SwiftyJSON".
///
/// Folding strings is the expensive part, so it is done once per repository when the
/// filter is built; each keystroke then folds only the typed text and does byte searches
/// over the precomputed keys. Build a new `RepositoryFilter` when the list changes, and
/// call ``filter(_:)`` on every keystroke, or keep a ``RepositorySearch`` that narrows from
/// the previous keystroke's matches while the typed text only grows.
public struct RepositoryFilter: Sendable {
    /// The repositories, in their original order.
    public let repositories: [Repository]
    private let keys: [[UInt8]]

    /// Precomputes the folded search key of each repository.
    public init(_ repositories: [Repository]) {
        self.repositories = repositories
        keys = repositories.map(Self.key)
    }

    /// The folded fields of `repository`, a newline between two so that a word cannot match
    /// across them: `fold` of the joined fields.
    static func key(of repository: Repository) -> [UInt8] {
        var fields = [repository.name, repository.owner.login, repository.fullName]
        if let description = repository.description { fields.append(description) }
        fields += repository.topics
        var key: [UInt8] = []
        key.reserveCapacity(fields.reduce(fields.count) { $0 + $1.utf8.count })
        for (index, field) in fields.enumerated() {
            if index > 0 { key.append(0x0A) }
            var field = field
            field.withUTF8 { key.append(contentsOf: $0) }
        }
        let isASCII = key.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices {
                guard bytes[index] < 0x80 else { return false }
                bytes[index] = asciiLowercased(bytes[index])
            }
            return true
        }
        guard isASCII else { return Array(foldUnicode(fields.joined(separator: "\n")).utf8) }
        return key
    }

    /// The repositories matching `text`, in their original order; all of them when `text`
    /// is empty or only whitespace.
    public func filter(_ text: String) -> [Repository] {
        let needles = Self.words(of: text)
        guard !needles.isEmpty else { return repositories }
        return indices(matching: needles, among: keys.indices).map { repositories[$0] }
    }

    /// The indices of the matching repositories, for UIs that filter a model in place.
    public func matchingIndices(_ text: String) -> [Int] {
        let needles = Self.words(of: text)
        guard !needles.isEmpty else { return Array(repositories.indices) }
        return indices(matching: needles, among: keys.indices)
    }

    /// The indices among `candidates` whose keys contain every needle, in the candidates' order.
    func indices(matching needles: [[UInt8]], among candidates: some Sequence<Int>) -> [Int] {
        candidates.filter { index in needles.allSatisfy { Self.contains(keys[index], $0) } }
    }

    /// The folded form used for matching: lower case, no diacritics or other combining
    /// marks, full-width letters made normal width.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: text.utf8.map(asciiLowercased), as: UTF8.self) }
        return foldUnicode(text)
    }

    /// ASCII text has no diacritics, combining marks or wide forms: folding it is lowering
    /// its case, which needs no Unicode tables.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// The general folding, for text with any non-ASCII character.
    static func foldUnicode(_ text: String) -> String {
        // Foundation's folding handles case, Latin diacritics and width; it leaves some
        // combining marks (Hebrew niqqud, Arabic harakat) alone on Linux, so those are
        // stripped after canonical decomposition.
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in folded.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars).lowercased()
    }

    /// The folded words of `text`: each must occur in a repository's key for it to match.
    static func words(of text: String) -> [[UInt8]] {
        fold(text).split(whereSeparator: { $0.isWhitespace }).map { Array($0.utf8) }
    }

    /// Substring search on UTF-8 bytes. Both sides are folded the same way, and a valid
    /// UTF-8 needle can only match at a character boundary, so byte equality is enough. The C
    /// library's `memchr` finds each candidate first byte (many bytes a step) and `memcmp`
    /// checks the rest: every keystroke searches the keys of thousands of repositories.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        let n = needle.count
        guard n > 0 else { return true }
        guard haystack.count >= n else { return false }
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { p in
                let first = Int32(p[0])
                let last = h.count - n
                var i = 0
                while i <= last, let found = memchr(h.baseAddress! + i, first, last - i + 1) {
                    i = h.baseAddress!.distance(to: UnsafeRawPointer(found))
                    if n == 1 || memcmp(h.baseAddress! + i + 1, p.baseAddress! + 1, n - 1) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
