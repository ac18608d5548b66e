import Foundation
import XCTest
@testable import SwiftHubData

final class RepositoryCacheTests: XCTestCase {
    private var directory: URL!
    private var cache: RepositoryCache!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-cache-\(UUID().uuidString)")
        cache = RepositoryCache(directory: directory, logger: quietLogger)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    private var samplePage: SearchPage {
        SearchPage(totalCount: 1234, incompleteResults: true, items: [
            makeRepository(id: 1, name: "Alamofire", owner: "Alamofire", description: "Elegant HTTP Networking in Swift",
                           topics: ["networking"], stars: 41_000),
            makeRepository(id: 2, name: "Hostile", owner: "evil",
                           description: "<b>bold</b> & co 🚀 مرحبا שָׁלוֹם " + String(repeating: "é", count: 10_000)),
            makeRepository(id: 3, name: "Bare", description: nil),
        ], skippedItemCount: 2)
    }

    func testRoundTrip() throws {
        let saved = Date(timeIntervalSince1970: 1_795_270_000)
        try cache.store(samplePage, filter: .lastWeek, sort: .stars, page: 2, savedAt: saved)
        let entry = try XCTUnwrap(cache.load(filter: .lastWeek, sort: .stars, page: 2))
        XCTAssertEqual(entry.page, samplePage)
        XCTAssertEqual(entry.savedAt, saved)

        // One file per (filter, sort, page); no temporary files left behind.
        XCTAssertNil(cache.load(filter: .lastWeek, sort: .forks, page: 2))
        XCTAssertNil(cache.load(filter: .lastMonth, sort: .stars, page: 2))
        XCTAssertNil(cache.load(filter: .lastWeek, sort: .stars, page: 1))
        XCTAssertNil(cache.load(filter: .lastWeek, sort: .stars, page: 2, perPage: 50))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["lastWeek-stars-2.json"])

        // Overwrite.
        var newer = samplePage
        newer.items.removeLast()
        try cache.store(newer, filter: .lastWeek, sort: .stars, page: 2)
        XCTAssertEqual(cache.load(filter: .lastWeek, sort: .stars, page: 2)?.page.items.count, 2)
    }

    func testStoredFileIsAGitHubResponse() throws {
        try cache.store(samplePage, filter: .anyTime, sort: .updated, page: 1)
        let data = try Data(contentsOf: cache.fileURL(filter: .anyTime, sort: .updated, page: 1))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let response = try XCTUnwrap(object["response"] as? [String: Any])
        XCTAssertEqual(response["total_count"] as? Int, 1234)
        let items = try XCTUnwrap(response["items"] as? [[String: Any]])
        XCTAssertEqual(items[0]["full_name"] as? String, "Alamofire/Alamofire")
        XCTAssertEqual(items[0]["stargazers_count"] as? Int, 41_000)
        XCTAssertTrue(items[2]["description"] is NSNull)
    }

    func testCorruptFilesAreIgnoredAndRemoved() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cases: [(SearchFilter, Data)] = [
            (.lastWeek, Data("{\"version\":1,\"saved_at\":\"2026-11-21T10:00:00Z\",\"resp".utf8)),  // truncated
            (.lastMonth, Data([0xFF, 0xFE, 0x00, 0x42])),                                             // binary
            (.lastYear, Data("{\"version\":99}".utf8)),                                               // other version
            (.anyTime, Data()),                                                                       // empty
        ]
        for (filter, bytes) in cases {
            let url = cache.fileURL(filter: filter, sort: .stars, page: 1)
            try bytes.write(to: url)
            XCTAssertNil(cache.load(filter: filter, sort: .stars, page: 1), "\(filter)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "\(filter) file should be removed")
        }
        // And the cache still works afterwards.
        try cache.store(samplePage, filter: .lastWeek, sort: .stars, page: 1)
        XCTAssertNotNil(cache.load(filter: .lastWeek, sort: .stars, page: 1))
    }

    func testMissingDirectoryIsJustAMiss() {
        XCTAssertNil(RepositoryCache(directory: directory.appendingPathComponent("nope")).load(filter: .anyTime, sort: .stars, page: 1))
    }

    func testRemoveAll() throws {
        try cache.store(samplePage, filter: .lastWeek, sort: .stars, page: 1)
        try cache.store(samplePage, filter: .lastWeek, sort: .stars, page: 2)
        cache.removeAll()
        XCTAssertNil(cache.load(filter: .lastWeek, sort: .stars, page: 1))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testXDGDirectory() {
        XCTAssertEqual(RepositoryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"]).path,
                       "/tmp/xdg/swifthub")
        XCTAssertEqual(RepositoryCache.defaultDirectory(environment: ["HOME": "/home/u"]).path, "/home/u/.cache/swifthub")
        // Empty or relative XDG_CACHE_HOME is ignored, as the XDG spec says.
        XCTAssertEqual(RepositoryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"]).path,
                       "/home/u/.cache/swifthub")
        XCTAssertEqual(RepositoryCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"]).path,
                       "/home/u/.cache/swifthub")
        XCTAssertTrue(RepositoryCache().directory.path.hasSuffix("/swifthub/pages"))
    }
}
