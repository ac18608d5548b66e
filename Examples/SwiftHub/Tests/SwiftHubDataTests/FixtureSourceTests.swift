import Foundation
import XCTest
@testable import SwiftHubData

final class FixtureSourceTests: XCTestCase {
    private let raw = FixtureSource(shiftsDatesToNow: false)

    private func allRaw(_ filter: SearchFilter) async throws -> [Repository] {
        var all: [Repository] = []
        let pages = try await raw.pageCount(filter: filter)
        for page in 1...pages {
            all += try await raw.rawPage(filter: filter, page: page).items
        }
        return all
    }

    func testEveryFilterHasAtLeastThreeFullDistinctPagesSortedByStars() async throws {
        for filter in SearchFilter.allCases {
            let pages = try await raw.pageCount(filter: filter)
            XCTAssertGreaterThanOrEqual(pages, 3, "\(filter)")
            var ids = Set<Int>()
            var stars: [Int] = []
            for number in 1...pages {
                let page = try await raw.rawPage(filter: filter, page: number)
                XCTAssertEqual(page.items.count, 30, "\(filter) page \(number)")
                XCTAssertEqual(page.skippedItemCount, 0, "\(filter) page \(number)")
                XCTAssertEqual(page.totalCount, pages * 30)
                XCTAssertFalse(page.incompleteResults)
                for item in page.items {
                    XCTAssertTrue(ids.insert(item.id).inserted, "\(filter): \(item.fullName) repeated")
                    XCTAssertEqual(item.language, "Swift")
                    XCTAssertEqual(item.fullName, "\(item.owner.login)/\(item.name)")
                    XCTAssertNotNil(item.owner.avatarURL)
                }
                stars += page.items.map(\.stargazersCount)
            }
            XCTAssertEqual(stars, stars.sorted(by: >), "\(filter) not sorted by stars")
            XCTAssertEqual(Set(stars).count, stars.count, "\(filter) has ties")
        }
    }

    func testCreationDatesMatchTheFilterAtTheSnapshot() async throws {
        let snapshot = try await raw.snapshotDate()
        for filter in SearchFilter.allCases {
            let items = try await allRaw(filter)
            if let since = filter.createdSince(now: snapshot) {
                XCTAssertTrue(items.allSatisfy { $0.createdAt >= since && $0.createdAt <= snapshot }, "\(filter)")
            }
            XCTAssertTrue(items.allSatisfy { $0.updatedAt >= $0.createdAt && $0.updatedAt <= snapshot }, "\(filter)")
        }
    }

    func testWellKnownProjectsLeadAnyTime() async throws {
        let names = try await raw.rawPage(filter: .anyTime, page: 1).items.map(\.fullName)
        for expected in ["Alamofire/Alamofire", "realm/SwiftLint", "vapor/vapor", "onevcat/Kingfisher", "SnapKit/SnapKit"] {
            XCTAssertTrue(names.contains(expected), expected)
        }
        let alamofire = try await raw.rawPage(filter: .anyTime, page: 1).items.first { $0.name == "Alamofire" }
        XCTAssertEqual(alamofire?.description, "Elegant HTTP Networking in Swift")
        XCTAssertEqual(alamofire?.license, .init(name: "MIT License", spdxId: "MIT"))
        XCTAssertTrue(alamofire?.topics.contains("networking") ?? false)
    }

    func testRealisticNullsArePresent() async throws {
        var all: [Repository] = []
        for filter in SearchFilter.allCases { all += try await allRaw(filter) }
        XCTAssertTrue(all.contains { $0.description == nil })
        XCTAssertTrue(all.contains { $0.license == nil })
        XCTAssertTrue(all.contains { $0.homepage == nil })
        XCTAssertTrue(all.contains { $0.homepage == "" })
        XCTAssertTrue(all.contains { $0.topics.isEmpty })
        XCTAssertTrue(all.contains { $0.license?.spdxId == "NOASSERTION" })
    }

    func testHostileEntriesSurviveIntact() async throws {
        let week = try await allRaw(.lastWeek)
        func description(_ name: String) -> String? { week.first { $0.name == name }?.description }

        XCTAssertTrue(description("TagSoup")?.hasPrefix("<b>bold</b> & co: ") ?? false)
        XCTAssertTrue(description("TagSoup")?.contains("<script>alert('x')</script>") ?? false)
        XCTAssertTrue(description("EmojiPicker")?.contains("👨‍👩‍👧‍👦") ?? false)
        XCTAssertTrue(description("EmojiPicker")?.contains("🇯🇵") ?? false)
        XCTAssertTrue(description("Qalam")?.hasPrefix("مَكْتَبَةٌ") ?? false)
        XCTAssertTrue(description("Nikud")?.contains("שָׁלוֹם") ?? false)
        XCTAssertTrue(description("filename-check")?.contains("invoice\u{202E}fdp.exe") ?? false)
        XCTAssertTrue(description("filename-check")?.contains("\n") ?? false)
        XCTAssertEqual(description("EverythingKit")?.count, 10_000)
        XCTAssertEqual(description("EverythingKit")?.unicodeScalars.count, 10_000)
        XCTAssertEqual(week.first { $0.name == "TagSoup" }?.homepage, "https://example.com/?a=1&b=<2>")
        // Foundation either rejects the `<` or percent-encodes it, depending on the platform.
        let homepage = week.first { $0.name == "TagSoup" }?.homepageURL?.absoluteString
        XCTAssertFalse(homepage?.contains("<") ?? false)
    }

    func testSearchPaginatesAndSortsOffline() async throws {
        let source = FixtureSource(shiftsDatesToNow: false)
        for filter in SearchFilter.allCases {
            var byStars: [Repository] = []
            for page in 1...3 { byStars += try await source.searchRepositories(filter: filter, sort: .stars, page: page).items }
            let rawAll = try await allRaw(filter)
            XCTAssertEqual(byStars, rawAll)

            var byForks: [Repository] = []
            var byUpdate: [Repository] = []
            for page in 1...3 {
                byForks += try await source.searchRepositories(filter: filter, sort: .forks, page: page).items
                byUpdate += try await source.searchRepositories(filter: filter, sort: .updated, page: page).items
            }
            XCTAssertEqual(byForks.count, 90)
            XCTAssertEqual(byForks.map(\.forksCount), byForks.map(\.forksCount).sorted(by: >))
            XCTAssertEqual(byUpdate.map(\.updatedAt), byUpdate.map(\.updatedAt).sorted(by: >))
            XCTAssertEqual(Set(byForks.map(\.id)), Set(rawAll.map(\.id)))
            XCTAssertNotEqual(byForks.map(\.id), rawAll.map(\.id), "\(filter): sorting by forks should change the order")

            let beyond = try await source.searchRepositories(filter: filter, sort: .stars, page: 4)
            XCTAssertEqual(beyond.items, [])
            XCTAssertEqual(beyond.totalCount, 90)
            XCTAssertFalse(beyond.hasMorePages(after: 3))
            let bigPage = try await source.searchRepositories(filter: filter, sort: .stars, page: 1, perPage: 100)
            XCTAssertEqual(bigPage.items.count, 90)
        }
    }

    func testDatesAreShiftedToToday() async throws {
        let snapshot = try await raw.snapshotDate()
        let later = snapshot.addingTimeInterval(200 * 86_400 + 3600)
        let shifted = FixtureSource(now: { later })
        let page = try await shifted.searchRepositories(filter: .lastWeek, sort: .stars, page: 1)
        let original = try await raw.rawPage(filter: .lastWeek, page: 1)
        XCTAssertEqual(page.items.map(\.id), original.items.map(\.id))
        for (moved, base) in zip(page.items, original.items) {
            XCTAssertEqual(moved.createdAt.timeIntervalSince(base.createdAt), 200 * 86_400)
            XCTAssertEqual(moved.description, base.description)
        }
        let since = SearchFilter.lastWeek.createdSince(now: later)!
        XCTAssertTrue(page.items.allSatisfy { $0.createdAt >= since && $0.createdAt <= later })
    }

    func testLatencyAndCancellation() async {
        let slow = FixtureSource(latency: .seconds(5))
        let task = Task { try await slow.searchRepositories(filter: .anyTime) }
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertEqual(error as? GitHubError, .cancelled)
        }
    }

    /// The committed fixtures are exactly what make_fixtures.py produces.
    func testFixturesMatchTheirGenerator() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-fixtures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", testsDirectory.appendingPathComponent("make_fixtures.py").path, "--out", out.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)

        let shipped = try XCTUnwrap(FixtureSource.fixturesDirectory)
        let generated = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(generated.count, 13)
        var total = 0
        for name in generated {
            let fresh = try Data(contentsOf: out.appendingPathComponent(name))
            let committed = try Data(contentsOf: shipped.appendingPathComponent(name))
            XCTAssertEqual(fresh, committed, "\(name) differs from make_fixtures.py output; rerun the script")
            total += committed.count
        }
        XCTAssertLessThan(total, 1_000_000, "fixtures should stay small")
    }
}
