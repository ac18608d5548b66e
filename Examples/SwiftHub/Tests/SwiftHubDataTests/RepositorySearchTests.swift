import Foundation
import XCTest
@testable import SwiftHubData

final class RepositorySearchTests: XCTestCase {
    /// Names built from a few syllables, so that random queries match some and not others.
    private static let syllables = ["sw", "ift", "ui", "kit", "net", "json", "café", "Ça", "ＳＷ", "שָׁל", "-", "a"]

    private static func repositories(count: Int, using random: inout some RandomNumberGenerator) -> [Repository] {
        (0..<count).map { id in
            let name = (0..<Int.random(in: 1...4, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
            return makeRepository(
                id: id, name: name.isEmpty ? "x" : name, owner: "owner\(id % 7)",
                description: Bool.random(using: &random) ? "A \(syllables.randomElement(using: &random)!) library" : nil,
                topics: Bool.random(using: &random) ? [syllables.randomElement(using: &random)!] : [])
        }
    }

    /// Random typing, deleting, word breaks, pasting and clearing give, keystroke after
    /// keystroke, exactly what a plain scan of every repository gives.
    func testMatchesAgreeWithThePlainScanOnRandomEdits() {
        var random = SeededGenerator(seed: 22)
        for _ in 0..<20 {
            let filter = RepositoryFilter(Self.repositories(count: 300, using: &random))
            var search = RepositorySearch(filter)
            var text = ""
            for _ in 0..<60 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5: text += String((Self.syllables + ["S", "W", "I", "é", "e", "T"]).randomElement(using: &random)!.prefix(Int.random(in: 1...2, using: &random)))
                case 5, 6: if !text.isEmpty { text.removeLast(Int.random(in: 1...min(2, text.count), using: &random)) }
                case 7: text += " "
                case 8: text = Self.syllables.randomElement(using: &random)!
                default: text = ""
                }
                XCTAssertEqual(search.matches(text).map(\.id), filter.filter(text).map(\.id), "after typing “\(text)”")
            }
        }
    }

    func testGrowingTextLooksOnlyAtThePreviousMatches() {
        let words = ["network", "image", "cache", "chart", "layout"]
        let filter = RepositoryFilter((0..<1000).map { makeRepository(id: $0, name: "\(words[$0 % 5])-\($0)") })
        var search = RepositorySearch(filter)
        let ca = search.matches("ca")
        XCTAssertEqual(ca.count, 200)
        XCTAssertEqual(search.examinedCount, 1000)
        let cach = search.matches("cach")
        XCTAssertEqual(cach.map(\.id), ca.map(\.id))
        XCTAssertEqual(search.examinedCount, 200)
        // The same matches come in the same array, which compares with the list shown at once.
        XCTAssertEqual(cach.withUnsafeBufferPointer { $0.baseAddress }, ca.withUnsafeBufferPointer { $0.baseAddress })
        let caches = { (digits: String) in (0..<1000).filter { $0 % 5 == 2 && String($0).contains(digits) } }
        XCTAssertEqual(search.matches("cache 99").map(\.id), caches("99"))
        XCTAssertEqual(search.examinedCount, 200)
        XCTAssertEqual(search.matches("cache 99").map(\.id), caches("99"))  // the same text again: nothing looked at
        XCTAssertEqual(search.examinedCount, 0)
        XCTAssertEqual(search.matches("cache 9").map(\.id), caches("9"))  // deleting a character: the whole list
        XCTAssertEqual(search.examinedCount, 1000)
        XCTAssertEqual(search.matches("").count, 1000)
        XCTAssertEqual(search.matches("c").count, 400)
        XCTAssertEqual(search.examinedCount, 1000)
    }

    /// ASCII text folds without Foundation's tables, and must fold exactly as with them.
    func testASCIIFoldingAgreesWithTheUnicodeFolding() {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        XCTAssertEqual(RepositoryFilter.fold(every), RepositoryFilter.foldUnicode(every))
        for repository in [
            makeRepository(id: 1, name: "Swift-Argument_Parser", owner: "Apple", description: "Straightforward, TYPE-SAFE [argument] parsing; ~100% {Swift}!", topics: ["CLI", "swift"]),
            makeRepository(id: 3, name: "", owner: "X", description: "", topics: ["", "A"]),
            makeRepository(id: 2, name: "CaféOrder", owner: "crème", description: nil, topics: ["Food"]),
        ] {
            let fields = [repository.name, repository.owner.login, repository.fullName] + [repository.description].compactMap { $0 } + repository.topics
            XCTAssertEqual(RepositoryFilter.key(of: repository), Array(RepositoryFilter.foldUnicode(fields.joined(separator: "\n")).utf8))
        }
        XCTAssertEqual(RepositoryFilter.fold("Ünïcode ÀB"), "unicode ab")
    }
}

/// SplitMix64: the same random edits on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
