// toolkit: both
import BenchmarkSupport
/// One row's data, as in js-framework-benchmark: an increasing id and a random label.
struct RowData: Equatable, Sendable {
    var id: Int
    var label: String
}

/// js-framework-benchmark's label generator ("pretty red table") on a seeded PRNG, so every
/// implementation gets exactly the same rows in the same repetition.
struct RowGenerator {
    private static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
        "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
        "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
    ]
    private static let colours = [
        "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange",
    ]
    private static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
        "pizza", "mouse", "keyboard",
    ]

    private var random: SplitMix64
    private var nextID = 1

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// `count` new rows with ids continuing from the last ones this generator made.
    mutating func rows(_ count: Int) -> [RowData] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            let label = "\(pick(Self.adjectives)) \(pick(Self.colours)) \(pick(Self.nouns))"
            return RowData(id: nextID, label: label)
        }
    }

    private mutating func pick(_ words: [String]) -> String {
        words[Int(random.next() % UInt64(words.count))]
    }
}
