import Foundation
import XCTest
@testable import SwiftHubData

/// The cache folders after a kill mid-write, and cache files that are anything at all: the
/// temporary files go (at start, and with "clear cache"), and no content of a file stops a load
/// or costs another file its page.
final class CacheLeftoverTests: XCTestCase {
    private var directory: URL!
    private var cache: RepositoryCache!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-leftovers-\(UUID().uuidString)")
        cache = RepositoryCache(directory: directory, logger: quietLogger)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: directory) }

    private var page: SearchPage {
        SearchPage(totalCount: 2, incompleteResults: false, items: [
            makeRepository(id: 1, name: "One", stars: 10), makeRepository(id: 2, name: "Two", stars: 5),
        ])
    }

    /// A temporary file as an atomic write leaves it when killed, `age` seconds old.
    private func leftover(_ name: String, in folder: URL, age: TimeInterval) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(count: 1 << 20).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file.path)
        return file
    }

    func testTemporaryFilesOfCutShortWritesGoAtStartAndWithClearCache() throws {
        try cache.store(page, filter: .lastWeek, sort: .stars, page: 1)
        let stale = try leftover("lastWeek-stars-2.json.tmp.k3Jd9a", in: directory, age: 3_600)
        let hidden = try leftover(".lastMonth-stars-1.json.swift-atomic", in: directory, age: 3_600)
        let fresh = try leftover("lastYear-stars-1.json.tmp.Zz81Qp", in: directory, age: 0)
        XCTAssertEqual(cache.removeLeftovers(), 2)
        let fileManager = FileManager.default
        XCTAssertFalse(fileManager.fileExists(atPath: stale.path))
        XCTAssertFalse(fileManager.fileExists(atPath: hidden.path))
        XCTAssertTrue(fileManager.fileExists(atPath: fresh.path), "a write in progress (another instance's) is left alone")
        XCTAssertEqual(cache.load(filter: .lastWeek, sort: .stars, page: 1)?.page, page)

        cache.removeAll()
        XCTAssertEqual(try fileManager.contentsOfDirectory(atPath: directory.path), [], "clear cache leaves nothing, temporary files included")
    }

    func testAvatarLeftoversGo() async throws {
        let avatars = directory.appendingPathComponent("avatars")
        let kept = try leftover("00000000000000ab.img", in: avatars, age: 3_600)
        let stale = try leftover("00000000000000ab.img.tmp.Qx12aa", in: avatars, age: 3_600)
        let loader = AvatarLoader(timeout: 1, directory: avatars, offline: true)
        // The loader's own clean-up at start runs on another thread and may remove it first.
        XCTAssertLessThanOrEqual(loader.removeLeftovers(), 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: kept.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: true)
        _ = try leftover("x.tmp", in: avatars, age: 3_600)
        await loader.removeAll()
        XCTAssertFalse(FileManager.default.fileExists(atPath: avatars.path))
    }

    /// Random bytes and mutations of a valid page file (2,000, seeded): a load never
    /// traps, returns the page as stored or nothing, and the other page's file is never touched.
    func testFuzzedPageFilesNeverStopALoadAndNeverCostTheOtherPages() throws {
        try cache.store(page, filter: .lastWeek, sort: .stars, page: 1)
        let good = cache.fileURL(filter: .lastWeek, sort: .stars, page: 1)
        let target = cache.fileURL(filter: .lastMonth, sort: .stars, page: 1)
        let valid = Array(try Data(contentsOf: good))
        var state: UInt64 = 27
        func below(_ bound: Int) -> Int {  // SplitMix64: the same cases on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
        var loaded = 0
        for index in 0..<2_000 {
            var bytes: [UInt8]
            if index % 2 == 0 {
                bytes = (0..<below(300)).map { _ in UInt8(below(256)) }
            } else {
                bytes = valid
                for _ in 0...below(3) {
                    let at = below(bytes.count)
                    switch below(3) {
                    case 0: bytes[at] = UInt8(below(256))
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(bytes[below(bytes.count)], at: at)
                    }
                }
            }
            try Data(bytes).write(to: target)
            if let entry = cache.load(filter: .lastMonth, sort: .stars, page: 1) {
                loaded += 1
                if bytes == valid { XCTAssertEqual(entry.page, page, "case \(index)") }
            }
        }
        XCTAssertEqual(cache.load(filter: .lastWeek, sort: .stars, page: 1)?.page, page, "the good page survived 2,000 bad neighbours")
        XCTAssertGreaterThan(loaded, 0, "some mutations still decode")
    }
}
