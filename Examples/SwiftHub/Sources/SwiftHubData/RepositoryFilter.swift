import Foundation

/// Narrows a list of repositories by what the user types in the search box.
///
/// Matching is case-, diacritic- and width-insensitive ("cafe" finds "Café", "NAIVE" finds
/// "naïve", Hebrew points and Arabic vowel marks are ignored) and looks at the name, the
/// owner, the first ``searchedDescriptionLength`` characters of the description (more than the
/// details pane shows, so a match is always where the user can see it, and a megabyte
/// description costs no more than that) and the topics. Every word typed must occur somewhere
/// (in any order), so "json swift" finds "SwiftyJSON".
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
    /// The byte pairs of each key: a key whose signature lacks a pair of a typed word cannot
    /// contain the word, so its bytes are not searched.
    private let signatures: [PairSignature]

    /// How many characters of a description a search reads.
    public static let searchedDescriptionLength = 10_000

    /// Precomputes the folded search key of each repository, and its signature.
    public init(_ repositories: [Repository]) {
        self.repositories = repositories
        keys = repositories.map(Self.key)
        signatures = keys.map { PairSignature([$0]) }
    }

    /// The folded fields of `repository`, a newline between two so that a word cannot match
    /// across them: `fold` of the joined fields.
    static func key(of repository: Repository) -> [UInt8] {
        // Appended one after the other, without an array of the fields: a filter makes the key
        // of every repository loaded.
        let description = String((repository.description ?? "").prefix(searchedDescriptionLength))
        let topics = repository.topics
        var key: [UInt8] = []
        key.reserveCapacity(repository.name.utf8.count + repository.owner.login.utf8.count + repository.fullName.utf8.count
            + description.utf8.count + topics.reduce(0) { $0 + $1.utf8.count } + 3 + topics.count)
        func append(_ field: String, first: Bool = false) {
            if !first { key.append(0x0A) }
            key.append(contentsOf: field.utf8)
        }
        append(repository.name, first: true)
        append(repository.owner.login)
        append(repository.fullName)
        if repository.description != nil { append(description) }
        for topic in topics { append(topic) }
        let isASCII = key.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices {
                guard bytes[index] < 0x80 else { return false }
                bytes[index] = asciiLowercased(bytes[index])
            }
            return true
        }
        // Lowering the ASCII letters before the non-ASCII byte changes nothing: folding lowers them too.
        guard isASCII else { return Array(foldUnicode(String(decoding: key, as: UTF8.self)).utf8) }
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
        let wanted = PairSignature(needles)
        if wanted.isEmpty { return candidates.filter { index in needles.allSatisfy { Self.contains(keys[index], $0) } } }
        return candidates.filter { index in
            signatures[index].mayContain(wanted) && needles.allSatisfy { Self.contains(keys[index], $0) }
        }
    }

    /// Which pairs of adjacent bytes some texts hold, each pair hashed to one of 256 bits. A text
    /// containing another holds all of its pairs, so its signature has all of the other's bits:
    /// a signature without them rules the text out (one `&` instead of a byte search), and one
    /// with them says nothing. 256 bits are several times the pairs of a repository's key, so
    /// most keys without a typed word of two or more letters lack one of its bits.
    struct PairSignature: Sendable, Equatable {
        private(set) var bits = SIMD4<UInt64>()

        /// The pairs inside each of `texts` (none across two of them).
        init(_ texts: [[UInt8]]) {
            var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            // Through a pointer: the bits of every key are set once per byte when a filter is made.
            withUnsafeMutableBytes(of: &words) { raw in
                let words = raw.bindMemory(to: UInt64.self)
                for text in texts {
                    text.withUnsafeBufferPointer { bytes in
                        guard var previous = bytes.first else { return }
                        for byte in bytes.dropFirst() {
                            let pair = UInt32(previous) << 8 | UInt32(byte)
                            let slot = Int((pair &* 0x9E37_79B1) >> 24)  // the top 8 bits of a multiplicative hash
                            words[slot >> 6] |= 1 << UInt64(slot & 63)
                            previous = byte
                        }
                    }
                }
            }
            bits = SIMD4(words.0, words.1, words.2, words.3)
        }

        /// Whether the texts had no pair at all (every word a single letter): no key is ruled out.
        var isEmpty: Bool { bits == SIMD4() }

        /// Whether a text with this signature may hold every pair of `other`'s texts.
        func mayContain(_ other: PairSignature) -> Bool { bits & other.bits == other.bits }
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
