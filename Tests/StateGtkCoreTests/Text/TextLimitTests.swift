import StateGtkCore
import XCTest

/// TextLimit cuts a text between the characters the user sees, never inside one.
final class TextLimitTests: XCTestCase {
    private let five = TextLimit(characters: 5, lines: 10)

    func testTextWithinTheLimitIsKeptWhole() {
        XCTAssertEqual(five.cut("Hello"), "Hello")
        XCTAssertEqual(five.cut(""), "")
        XCTAssertEqual(TextLimit(characters: 3, lines: 2).cut("a\nb"), "a\nb")
    }

    func testLongTextKeepsItsStartAndAnEllipsis() {
        XCTAssertEqual(five.cut("Hello, world"), "Hello…")
        XCTAssertEqual(five.cut("Hello!"), "Hello…")
    }

    func testEmojiSequencesAreNeverSplit() {
        let family = "👩‍👩‍👧"  // five scalars, 18 bytes, one character
        let flag = "🇩🇪"
        XCTAssertEqual(TextLimit(characters: 2, lines: 1).cut(family + flag + "x"), family + flag + "…")
        XCTAssertEqual(TextLimit(characters: 1, lines: 1).cut(family + flag), family + "…")
        XCTAssertEqual(TextLimit(characters: 1, lines: 1).cut("👍🏽👍🏽"), "👍🏽…", "the skin tone stays with its hand")
    }

    func testCombiningMarksStayWithTheirLetter() {
        let decomposed = "e\u{301}\u{323}"  // é with a dot below, as three scalars
        XCTAssertEqual(TextLimit(characters: 1, lines: 1).cut(decomposed + decomposed), decomposed + "…")
        let shalom = "שָׁלוֹם"  // points on the letters
        let cut = TextLimit(characters: 2, lines: 1).cut(shalom)
        XCTAssertEqual(cut, String(shalom.prefix(2)) + "…")
        XCTAssertEqual(cut.unicodeScalars.count, 5, "shin, its two points, lamed, the ellipsis")
    }

    func testRightToLeftTextIsCutInReadingOrder() {
        XCTAssertEqual(TextLimit(characters: 5, lines: 1).cut("مرحبا بالعالم"), "مرحبا…", "the logical start, which shows at the right")
        // An override that is never closed stays unclosed: it is the text's, and ends with it.
        XCTAssertEqual(TextLimit(characters: 3, lines: 1).cut("\u{202E}evil"), "\u{202E}ev…")
    }

    func testTheCutIsValidUTF8OfTheTextsStart() {
        let text = String(repeating: "a😀é\u{301}中", count: 1_000)
        let limit = TextLimit(characters: 997, lines: 1)
        let shown = limit.cut(text)
        XCTAssertEqual(shown.count, 998)
        let kept = shown.dropLast()
        XCTAssertTrue(text.utf8.starts(with: kept.utf8))
        XCTAssertNotNil(String(validating: Array(kept.utf8), as: UTF8.self))
    }

    func testLinesAreCountedAtEveryKindOfBreak() {
        let two = TextLimit(characters: 100, lines: 2)
        XCTAssertEqual(two.cut("one\ntwo\nthree"), "one\ntwo…")
        XCTAssertEqual(two.cut("one\r\ntwo\r\nthree"), "one\r\ntwo…", "CR LF is one break")
        XCTAssertEqual(two.cut("one\u{2028}two\u{2029}three"), "one\u{2028}two…")
        XCTAssertEqual(two.cut("one\ntwo\n"), "one\ntwo…", "a final break starts a third line")
        XCTAssertEqual(TextLimit(characters: 100, lines: 1).cut("\n\n"), "…")
    }

    func testAMegabyteIsCutReadingOnlyWhatIsKept() {
        let megabyte = String(repeating: "x", count: 1 << 20)
        let shown = TextLimit.standard.cut(megabyte)
        XCTAssertEqual(shown.count, TextLimit.standard.characters + 1)
        XCTAssertEqual(megabyte.distance(from: megabyte.startIndex, to: TextLimit.standard.shownEnd(of: megabyte)), TextLimit.standard.characters)
    }

    func testLimitsBelowOneAreOne() {
        XCTAssertEqual(TextLimit(characters: 0, lines: -3), TextLimit(characters: 1, lines: 1))
    }
}
