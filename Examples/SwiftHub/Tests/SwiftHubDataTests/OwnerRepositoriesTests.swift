import Foundation
import XCTest
@testable import SwiftHubData

/// An owner's repositories: the built-in data, the disk cache, GitHub's sort, the login check.
final class OwnerRepositoriesTests: XCTestCase {
    func testTheBuiltInDataListsEveryRepositoryOfTheOwnerOnceMostStarredFirst() async throws {
        let fixtures = FixtureSource()
        let week = try await fixtures.rawPage(filter: .lastWeek, page: 1).items
        let login = try XCTUnwrap(Dictionary(grouping: week, by: \.owner.login).max { $0.value.count < $1.value.count }?.key)
        let mine = try await fixtures.repositories(ofOwner: login.uppercased())
        XCTAssertFalse(mine.isEmpty)
        XCTAssertTrue(mine.allSatisfy { $0.owner.login == login }, "logins compare without case, as GitHub's do")
        XCTAssertEqual(Set(mine.map(\.id)).count, mine.count, "a repository in several filters' fixtures once")
        XCTAssertTrue(Set(week.filter { $0.owner.login == login }.map(\.id)).isSubset(of: Set(mine.map(\.id))))
        XCTAssertEqual(mine.map(\.stargazersCount), mine.map(\.stargazersCount).sorted(by: >))
        let nobody = try await fixtures.repositories(ofOwner: "nobody-has-this-login")
        XCTAssertEqual(nobody, [])
    }

    func testTheCacheKeepsAnOwnersListAndDropsAnUnreadableOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-owner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = RepositoryCache(directory: directory, logger: quietLogger)
        let repositories = [makeRepository(id: 7, name: "Seven", owner: "Lucky"), makeRepository(id: 8, name: "Eight", owner: "Lucky")]
        let saved = Date(timeIntervalSince1970: 1_795_270_000)
        try cache.storeOwner("Lucky", repositories: repositories, savedAt: saved)
        let loaded = try XCTUnwrap(cache.loadOwner("lucky"), "one file per login, whatever its case")
        XCTAssertEqual(loaded.repositories, repositories)
        XCTAssertEqual(loaded.savedAt, saved)

        let file = try XCTUnwrap(cache.ownerFileURL("Lucky"))
        try Data("{\"version\": 1, \"saved_at\": ".utf8).write(to: file)
        XCTAssertNil(cache.loadOwner("Lucky"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "a truncated file is removed")
    }

    func testOnlyLoginsGitHubCouldGiveReachAURLOrAFile() {
        for login in ["apple", "swift-server", "A1", String(repeating: "a", count: 39)] {
            XCTAssertTrue(isValidGitHubLogin(login), login)
        }
        for login in ["", "-apple", "../etc", "a/b", "a b", "é", String(repeating: "a", count: 40), "a?b", "a%2Fb"] {
            XCTAssertFalse(isValidGitHubLogin(login), login)
        }
        XCTAssertNil(RepositoryCache(directory: URL(fileURLWithPath: "/tmp")).ownerFileURL("../x"))
    }

    func testTheClientAsksForTheOwnersRepositoriesAndSortsThemByStars() async throws {
        let client = GitHubClient(apiBase: URL(string: "http://127.0.0.1:9")!, token: "secret-token")
        do {
            _ = try await client.repositories(ofOwner: "../admin")
            XCTFail("a bad login must not be requested")
        } catch {
            XCTAssertTrue("\(error)".contains("not a GitHub login"))
        }
        let request = client.makeRequest(URL(string: "http://127.0.0.1:9/users/apple/repos")!)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer secret-token")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
        let sorted = GitHubClient.mostStarredFirst([
            makeRepository(id: 1, name: "a", stars: 5), makeRepository(id: 2, name: "b", stars: 9), makeRepository(id: 3, name: "c", stars: 5),
        ])
        XCTAssertEqual(sorted.map(\.id), [2, 1, 3], "most stars first, GitHub's order among equals")
    }
}
