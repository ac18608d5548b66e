import Foundation
import XCTest
@testable import SwiftHubData

final class RepositoryFilterTests: XCTestCase {
    private let repositories = [
        makeRepository(id: 1, name: "Alamofire", owner: "Alamofire", description: "Elegant HTTP Networking in Swift", topics: ["networking", "urlsession"]),
        makeRepository(id: 2, name: "CaféOrder", owner: "crème-brûlée", description: "Order coffee, naïvely", topics: ["food"]),
        makeRepository(id: 3, name: "Nikud", owner: "ivrit-labs", description: "ניקוד: שָׁלוֹם עוֹלָם", topics: ["hebrew", "rtl"]),
        makeRepository(id: 4, name: "Qalam", owner: "qalam-dev", description: "مَكْتَبَةٌ عربية", topics: ["arabic"]),
        makeRepository(id: 5, name: "SwiftyJSON", owner: "SwiftyJSON", description: nil, topics: []),
        makeRepository(id: 6, name: "TagSoup", owner: "markup-lab", description: "<b>bold</b> & co", topics: ["html"]),
        makeRepository(id: 7, name: "Wide", owner: "fullwidth", description: "ＳｗｉｆｔＵＩ widgets", topics: []),
    ]

    private func names(_ filter: RepositoryFilter, _ text: String) -> [String] {
        filter.filter(text).map(\.name)
    }

    func testEmptyTextReturnsEverythingInOrder() {
        let filter = RepositoryFilter(repositories)
        XCTAssertEqual(filter.filter(""), repositories)
        XCTAssertEqual(filter.filter("   \t"), repositories)
        XCTAssertEqual(filter.matchingIndices(""), Array(0..<7))
        XCTAssertEqual(RepositoryFilter([]).filter("x"), [])
    }

    func testCaseAndDiacriticsAreIgnored() {
        let filter = RepositoryFilter(repositories)
        XCTAssertEqual(names(filter, "alamo"), ["Alamofire"])
        XCTAssertEqual(names(filter, "ALAMOFIRE"), ["Alamofire"])
        XCTAssertEqual(names(filter, "cafe"), ["CaféOrder"])
        XCTAssertEqual(names(filter, "CAFÉ"), ["CaféOrder"])
        XCTAssertEqual(names(filter, "creme brulee"), ["CaféOrder"])    // owner, two words
        XCTAssertEqual(names(filter, "NAIVELY"), ["CaféOrder"])         // description
        XCTAssertEqual(names(filter, "שלום"), ["Nikud"])                // without niqqud
        XCTAssertEqual(names(filter, "مكتبة"), ["Qalam"])               // without harakat
        XCTAssertEqual(names(filter, "swiftui"), ["Wide"])              // full-width letters
    }

    func testFieldsSearched() {
        let filter = RepositoryFilter(repositories)
        XCTAssertEqual(names(filter, "urlsession"), ["Alamofire"])      // topic
        XCTAssertEqual(names(filter, "ivrit"), ["Nikud"])               // owner
        XCTAssertEqual(names(filter, "json swifty"), ["SwiftyJSON"])    // words in any order
        XCTAssertEqual(names(filter, "<b>"), ["TagSoup"])               // markup is plain text here
        XCTAssertEqual(names(filter, "& co"), ["TagSoup"])
        XCTAssertEqual(names(filter, "alamofire/alamofire"), ["Alamofire"])
        XCTAssertEqual(names(filter, "swift"), ["Alamofire", "SwiftyJSON", "Wide"])
        XCTAssertEqual(names(filter, "nothing-like-this"), [])
        XCTAssertEqual(filter.matchingIndices("rtl"), [2])
    }

    func testAMegabyteDescriptionIsSearchedOnlyAsFarAsItCanBeShown() {
        let length = RepositoryFilter.searchedDescriptionLength
        let huge = String(repeating: "é", count: length - 6) + " near " + String(repeating: "ü", count: 1_000_000) + " far"
        let filter = RepositoryFilter([makeRepository(id: 1, name: "Huge", owner: "o", description: huge, topics: [])])
        XCTAssertEqual(names(filter, "near"), ["Huge"], "a word within the searched part is found")
        XCTAssertEqual(names(filter, "far"), [], "a word a megabyte in is not read")
    }

    func testAThousandRepositoriesFilterAsTheyAreTyped() {
        let words = ["network", "image", "cache", "chart", "layout", "json", "router", "keychain", "markdown", "logger"]
        let many = (0..<1000).map { i in
            makeRepository(
                id: i, name: "\(words[i % 10].capitalized)Kit\(i)", owner: "owner\(i % 37)",
                description: "A lightweight \(words[(i * 7) % 10]) library for Swift, with caching, tests and documentation. Číslo \(i).",
                topics: [words[i % 10], "swift", "ios"])
        }
        let filter = RepositoryFilter(many)
        let keystrokes = ["c", "ca", "cac", "cach", "cache", "cache ", "cache k", "cache ki", "cache kit", "cislo 99"]
        var last: [Repository] = []
        for text in keystrokes { last = filter.filter(text) }
        XCTAssertEqual(last.map(\.id), (0..<1000).filter { String($0).contains("99") })
    }

    /// The byte search agrees with a plain scan on random short texts over a small alphabet
    /// (many partial matches), at the ends, and for needles as long as the text or longer.
    func testByteSearchAgreesWithAPlainScan() {
        var generator = SystemRandomNumberGenerator()
        func text(_ length: Int) -> [UInt8] { (0..<length).map { _ in UInt8.random(in: 0x61...0x63, using: &generator) } }
        for _ in 0..<20_000 {
            let haystack = text(Int.random(in: 0...12, using: &generator))
            let needle = text(Int.random(in: 0...5, using: &generator))
            let expected = needle.isEmpty || (needle.count <= haystack.count
                && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle })
            XCTAssertEqual(RepositoryFilter.contains(haystack, needle), expected, "\(haystack) \(needle)")
        }
    }

    /// A key's signature never rules out a word the key contains (every pair of the word is in
    /// the key), and it rules out a word none of whose pairs is in the key.
    func testPairSignaturesRuleOutOnlyKeysWithoutTheWord() {
        var generator = SystemRandomNumberGenerator()
        func text(_ length: Int) -> [UInt8] { (0..<length).map { _ in UInt8.random(in: 0x61...0x66, using: &generator) } }
        for _ in 0..<20_000 {
            let key = text(Int.random(in: 0...40, using: &generator))
            let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in text(Int.random(in: 0...4, using: &generator)) }
            let signature = RepositoryFilter.PairSignature([key])
            if words.allSatisfy({ RepositoryFilter.contains(key, $0) }) {
                XCTAssertTrue(signature.mayContain(RepositoryFilter.PairSignature(words)), "\(key) \(words)")
            }
        }
        let key = RepositoryFilter.PairSignature([Array("alamofire".utf8)])
        XCTAssertFalse(key.mayContain(RepositoryFilter.PairSignature([Array("xy".utf8)])))
        XCTAssertTrue(key.mayContain(RepositoryFilter.PairSignature([Array("mofi".utf8), Array("a".utf8), []])))

        // Through the filter: the same matches as searching every key's bytes.
        let filter = RepositoryFilter(repositories)
        for text in ["ofi", "fo", "re", "sw", "e", "ng in", "json swift", "לו", "ｕｉ", "zz"] {
            let words = RepositoryFilter.words(of: text)
            let expected = repositories.indices.filter { index in
                words.allSatisfy { RepositoryFilter.contains(RepositoryFilter.key(of: repositories[index]), $0) }
            }
            XCTAssertEqual(filter.matchingIndices(text), expected, text)
        }
    }
}
