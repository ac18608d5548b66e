// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// A long session: SwiftHub's real window over the real client, against
/// Tests/EndToEnd/github_server.py on loopback (the app's fixture pages, three per filter),
/// driven through its widgets for 500 random filter and sort changes, searches typed key by key,
/// cleared searches and next pages. After every step the list shows exactly what the last
/// request asked for, and the resident memory after the warm-up stays within 5%.
final class LongSessionTests: XCTestCase {
    static let steps = 500
    static let warmUp = 100
    static let words = ["swift", "ui", "kit", "json", "chart", "network", "macro", "layout", "test", "ios", "zz"]

    func testFiveHundredStepsKeepTheListRightAndTheMemoryFlat() throws { try onMain {
        try requireGtk()
        let server = try GitHubServer()
        defer { server.stop() }
        let client = GitHubClient(apiBase: server.base, token: nil, timeout: 10)
        let window = SwiftHubWindow(network: client)
        defer { window.close() }
        window.waitForFirstPage()

        var random = SessionRandom(seed: UInt64(ProcessInfo.processInfo.environment["LONG_SESSION_SEED"] ?? "") ?? 19)
        var filter = SearchFilter.lastWeek, sort = SearchSort.stars, pages = 1, search = ""
        let pagesByFilter = Self.fixturePages()
        var baseline = 0, highest = 0
        var actions: [String] = []
        var samples: [(step: Int, bytes: Int)] = []
        for step in 1...Self.steps {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25:
                filter = SearchFilter.allCases.filter { $0 != filter }.randomElement(using: &random)!
                window.choose(filter)
                actions.append("filter \(filter)")
                pages = 1
            case 25..<35:
                sort = SearchSort.allCases.filter { $0 != sort }.randomElement(using: &random)!
                window.choose(sort)
                actions.append("sort \(sort)")
                pages = 1
            case 35..<60 where search.count < 12:
                let word = (search.isEmpty ? "" : " ") + Self.words.randomElement(using: &random)!
                window.type(word)
                actions.append("type \"\(word)\"")
                search += word
            case 60..<75 where !search.isEmpty:
                window.press(keyval: UInt32(GDK_KEY_Escape))
                actions.append("Escape")
                search = ""
            default:
                // The next page, as scrolling down from the top to the end asks for it (not while
                // searching). From the top: a list that was already at its end when its first
                // page came (after a filter change, say) does not ask again at that length.
                guard search.isEmpty, pages < 3 else { continue }
                window.home.list?.rows?.scroll(toOffset: 0)
                window.settle(0.05)
                window.scrollToEnd()
                actions.append("scroll to the end")
                pages += 1
            }
            // The rows must be this query's first pages, searched: nothing of an earlier query,
            // nothing twice. At least the pages asked for; the list may have gone on by itself
            // (a next page that still leaves the list at its end asks for the one after).
            func expected(_ count: Int) -> [String] {
                RepositoryFilter(Array(pagesByFilter[filter]!.prefix(count).joined())).filter(search).map(\.fullName)
            }
            var shownPages: Int?
            let matched = window.wait {
                guard !window.isLoading, !window.isLoadingMore else { return false }
                shownPages = (pages...3).first { window.rowNames == expected($0) }
                return shownPages != nil
            }
            guard matched, let shownPages else {
                return XCTFail("step \(step) (\(filter), \(pages) pages, search \"\(search)\"): the list shows \(window.rowNames.count) rows, not the \(expected(pages).count) asked for; status: \(window.status); banner: \(window.bannerText ?? "none"); the last steps: \(actions.suffix(6).joined(separator: ", "))")
            }
            if search.isEmpty { pages = shownPages }
            if step >= Self.warmUp, step % 25 == 0 {
                let bytes = Self.residentBytes()
                samples.append((step, bytes))
                if step == Self.warmUp { baseline = bytes }
                highest = max(highest, bytes)
            }
        }
        let figures = samples.map { "\($0.step): \($0.bytes / 1024) KiB" }.joined(separator: ", ")
        print("Long session resident memory after the warm-up: \(figures)")
        XCTAssertLessThanOrEqual(Double(highest), Double(baseline) * 1.05, "resident memory grew more than 5% after the warm-up: \(figures)")
        let requests = try server.searchRequestCount()
        XCTAssertGreaterThan(requests, Self.steps / 4, "the session went to the server, not only to the memory")
    } }

    /// Every filter's fixture pages, as github_server.py serves them.
    @MainActor
    private static func fixturePages() -> [SearchFilter: [[Repository]]] {
        awaitResult {
            var pages: [SearchFilter: [[Repository]]] = [:]
            for filter in SearchFilter.allCases {
                for page in 1...3 {
                    let items = (try? await FixtureSource().searchRepositories(filter: filter, sort: .stars, page: page).items) ?? []
                    pages[filter, default: []].append(items)
                }
            }
            return pages
        }
    }

    /// Resident set size from /proc/self/statm (its second field, in pages).
    static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// SplitMix64: the same session on every run (LONG_SESSION_SEED picks another).
private struct SessionRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
