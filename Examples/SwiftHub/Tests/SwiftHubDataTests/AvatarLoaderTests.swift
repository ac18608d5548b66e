import Foundation
import XCTest
@testable import SwiftHubData

final class AvatarLoaderTests: XCTestCase {
    private var server: TestServer!
    private var directory: URL!

    override func setUpWithError() throws {
        server = try TestServer()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-avatars-\(UUID().uuidString)")
    }

    override func tearDown() {
        server?.stop()
        server = nil
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func hits(_ path: String) async throws -> Int {
        try await server.requests().filter { $0.path == path }.count
    }

    func testConcurrentRequestsShareOneDownloadThenCachesServe() async throws {
        let url = server.base.appendingPathComponent("avatar/octocat")
        let loader = AvatarLoader(timeout: 5, directory: directory)

        let results = await withTaskGroup(of: Data?.self) { group in
            for _ in 0..<8 { group.addTask { await loader.imageData(for: url) } }
            var all: [Data?] = []
            for await data in group { all.append(data) }
            return all
        }
        let expected = Data([0x89]) + Data("PNG\r\n\u{1A}\n fake avatar octocat".utf8)
        XCTAssertEqual(results.count, 8)
        XCTAssertTrue(results.allSatisfy { $0 != nil })
        XCTAssertEqual(Set(results.compactMap { $0 }).count, 1)
        XCTAssertEqual(results[0], expected)
        var count = try await hits("/avatar/octocat")
        XCTAssertEqual(count, 1, "eight concurrent requests, one download")

        // Memory cache.
        _ = await loader.imageData(for: url)
        count = try await hits("/avatar/octocat")
        XCTAssertEqual(count, 1)

        // Disk cache, from a fresh loader (a new app run).
        let second = AvatarLoader(timeout: 5, directory: directory)
        let fromDisk = await second.imageData(for: url)
        XCTAssertEqual(fromDisk, results[0])
        count = try await hits("/avatar/octocat")
        XCTAssertEqual(count, 1)
    }

    func testOfflineAnswersFromCacheOnlyAndQuickly() async throws {
        let cached = server.base.appendingPathComponent("avatar/cached")
        let online = AvatarLoader(timeout: 5, directory: directory)
        let bytes = await online.imageData(for: cached)
        XCTAssertNotNil(bytes)

        let offline = AvatarLoader(timeout: 5, directory: directory, offline: true)
        let started = Date()
        let missing = await offline.imageData(for: server.base.appendingPathComponent("avatar/never-fetched"))
        let fromDisk = await offline.imageData(for: cached)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.0, "offline must not wait for the network")
        XCTAssertNil(missing)
        XCTAssertEqual(fromDisk, bytes)
        let neverFetched = try await hits("/avatar/never-fetched")
        XCTAssertEqual(neverFetched, 0)

        await offline.setOffline(false)
        let nowOnline = await offline.imageData(for: server.base.appendingPathComponent("avatar/never-fetched"))
        XCTAssertNotNil(nowOnline)
    }

    func testFailuresReturnNilAndAreNotRetriedAtOnce() async throws {
        let url = server.base.appendingPathComponent("avatar/missing-1")
        let loader = AvatarLoader(timeout: 5, directory: directory)
        let first = await loader.imageData(for: url)
        let second = await loader.imageData(for: url)
        XCTAssertNil(first)
        XCTAssertNil(second)
        let count = try await hits("/avatar/missing-1")
        XCTAssertEqual(count, 1)
    }

    func testAHugeAvatarIsRefusedAndGarbageIsHandedOnAsBytes() async throws {
        let loader = AvatarLoader(timeout: 10, directory: directory)
        let huge = await loader.imageData(for: server.base.appendingPathComponent("avatar/huge-1"))
        XCTAssertNil(huge, "30 MB is not an avatar")
        // Garbage is the window's to reject (Image.Source.data shows the missing-image icon).
        let garbage = await loader.imageData(for: server.base.appendingPathComponent("avatar/garbage-1"))
        XCTAssertEqual(garbage?.count, 4096)
    }

    func testMemoryCacheIsBounded() async {
        let loader = AvatarLoader(timeout: 5, directory: nil, memoryCapacity: 3)
        for name in ["a", "b", "c", "d", "e"] {
            _ = await loader.imageData(for: server.base.appendingPathComponent("avatar/\(name)"))
        }
        let count = await loader.memoryCount
        XCTAssertEqual(count, 3)
    }

    func testAvatarSizeParameter() {
        let owner = Repository.Owner(login: "onevcat", avatarURL: URL(string: "https://avatars.githubusercontent.com/u/1019875?v=4"))
        XCTAssertEqual(owner.avatarURL(size: 64)?.absoluteString, "https://avatars.githubusercontent.com/u/1019875?v=4&s=64")
        XCTAssertEqual(AvatarLoader.fileName(for: URL(string: "https://example.com/a")!).count, 20)
        XCTAssertEqual(AvatarLoader.fileName(for: URL(string: "https://example.com/a")!),
                       AvatarLoader.fileName(for: URL(string: "https://example.com/a")!))
    }
}
