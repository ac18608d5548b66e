/// Type-ahead find in a list, as GtkTreeView's interactive search and file managers do it:
/// the characters typed in a row make a prefix, and the cursor goes to the next row whose text
/// starts with it (ignoring case). A pause longer than `resetInterval` starts a new prefix;
/// a new prefix starts looking after the cursor (typing "b" again goes to the next "b" row),
/// a longer one from the cursor's own row (typing "ba" after "b" stays on "Banana").
///
/// ```swift
/// var find = TypeAheadFind()
/// let names = ["Apple", "Banana", "Blueberry"]
/// find.type("b", at: 0.0, cursor: 0, count: 3) { names[$0] }   // 1
/// find.type("l", at: 0.2, cursor: 1, count: 3) { names[$0] }   // 2 ("bl")
/// ```
package struct TypeAheadFind: Sendable {
    /// Seconds without typing after which the next character starts a new prefix.
    package var resetInterval: Double
    /// What was typed since the last pause.
    package private(set) var prefix = ""
    private var lastTime = -Double.infinity

    /// A finder whose prefix resets after `resetInterval` seconds without typing.
    package init(resetInterval: Double = 1.5) { self.resetInterval = resetInterval }

    /// Adds `text` (typed at `time`, in seconds) to the prefix and returns the row to move the
    /// cursor to, or nil when no row's text starts with the prefix. `text(row)` gives a row's
    /// text (nil: the row is skipped); it is called only until a row matches.
    package mutating func type(
        _ typed: String, at time: Double, cursor: Int?, count: Int, text: (Int) -> String?
    ) -> Int? {
        if time - lastTime > resetInterval { prefix = "" }
        lastTime = time
        let isNew = prefix.isEmpty
        prefix += typed.lowercased()
        // A repeated single character ("bbb") cycles through the rows starting with it.
        let repeats = prefix.count > 1 && Set(prefix).count == 1
        let needle = repeats ? String(prefix.first!) : prefix
        let start = cursor.map { isNew || repeats ? $0 + 1 : $0 } ?? 0
        return Self.firstRow(startingWith: needle, from: start, count: count, text: text)
    }

    /// Whether a character typed at `time` adds to the prefix (a Space then belongs to it).
    package func continues(at time: Double) -> Bool { !prefix.isEmpty && time - lastTime <= resetInterval }

    /// Forgets the prefix (Escape, or the list lost the focus).
    package mutating func reset() {
        prefix = ""
        lastTime = -Double.infinity
    }

    /// The first row at or after `start`, wrapping around, whose text starts with `needle`
    /// (lowercased) ignoring case.
    package static func firstRow(startingWith needle: String, from start: Int, count: Int, text: (Int) -> String?) -> Int? {
        guard count > 0, !needle.isEmpty else { return nil }
        let start = ((start % count) + count) % count
        for step in 0..<count {
            let row = (start + step) % count
            if let candidate = text(row), candidate.lowercased().hasPrefix(needle) { return row }
        }
        return nil
    }
}
