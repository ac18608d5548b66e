/// How much of a text a label shows: at most `characters` characters on at most `lines` lines.
/// A longer text is cut there and ends with an ellipsis ("…").
///
/// Characters are what the user sees as one (grapheme clusters: "👩‍👩‍👧", "e" with its accents,
/// "\r\n"), so a cut never splits one, nor a UTF-8 sequence. The start of the text is kept.
/// Finding the cut reads only the characters kept, so a megabyte of text costs what the kept
/// part costs, and GTK is given only that part to lay out and draw.
///
/// ```swift
/// TextLimit(characters: 5, lines: 1).cut("Hello, world")   // "Hello…"
/// TextLimit(characters: 80, lines: 2).cut("one\ntwo\nthree") // "one\ntwo…"
/// label.textLimit = .long                                   // a wrapping details pane
/// ```
public struct TextLimit: Equatable, Sendable {
    /// The most characters (grapheme clusters) shown, ellipsis excluded.
    public var characters: Int
    /// The most lines (paragraphs: text between line breaks) shown.
    public var lines: Int

    /// A limit of `characters` characters on `lines` lines (each at least 1).
    public init(characters: Int, lines: Int) {
        self.characters = max(1, characters)
        self.lines = max(1, lines)
    }

    /// Every label's unless told: more than a line of any screen shows, few enough that an
    /// ellipsized label lays them out within a frame. (GtkLabel measures a wrapped text by
    /// laying it out several times: see `long`.)
    public static let standard = TextLimit(characters: 4_000, lines: 100)

    /// For a label that wraps a long text in a pane of its own (a document's description, say):
    /// several screens of text. GtkLabel measures a wrapped text by laying it out at its
    /// `width-chars` (0 unless set: a line per character), unwrapped, and at the width given, so
    /// this many take longer than a frame whenever the text changes: a pane that follows a
    /// selection shows less, with `width-chars` set.
    public static let long = TextLimit(characters: 10_000, lines: 500)

    /// What ends a text that was cut.
    public static let ellipsis = "…"

    /// The end of the part of `text` that is shown: `text.endIndex` when nothing is cut. Reads
    /// at most `characters` characters of `text`.
    public func shownEnd(of text: String) -> String.Index {
        // A text of fewer bytes than `lines` has fewer breaks: most labels are not read twice.
        let bytes = text.utf8.count
        if bytes <= characters, bytes < lines || Self.breakBound(text) < lines { return text.endIndex }
        var index = text.startIndex
        var count = 0, breaks = 0
        while index < text.endIndex {
            let character = text[index]
            if character.isNewline {
                breaks += 1
                if breaks == lines { return index }  // the cut drops the break too
            }
            if count == characters { return index }
            count += 1
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// At least the number of line breaks in `text`, from its bytes alone: every byte that a
    /// break's UTF-8 can end with (LF, VT, FF, CR; U+0085, U+2028, U+2029).
    private static func breakBound(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where (0x0A...0x0D).contains(byte) || byte == 0x85 || byte == 0xA8 || byte == 0xA9 {
            count += 1
        }
        return count
    }

    /// `text` as shown: whole when within the limit, else its start and an ellipsis.
    public func cut(_ text: String) -> String {
        let end = shownEnd(of: text)
        return end == text.endIndex ? text : String(text[..<end]) + Self.ellipsis
    }
}
