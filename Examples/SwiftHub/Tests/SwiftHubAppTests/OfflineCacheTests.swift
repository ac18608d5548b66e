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
/// GitHub out of reach with a good disk cache: the window shows the cached list and says where
/// it comes from, not the built-in data; and the cache folder is cleaned of cut-short writes.
final class OfflineCacheTests: XCTestCase {
    func testUnreachableGitHubShowsTheCachedListAndSaysSo() throws { try onMain {
        try requireGtk()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-offline-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cached = (1...3).map { StubSource.repository(id: 900 + $0, name: "cached\($0)") }
        let savedAt = Date().addingTimeInterval(-600)
        try RepositoryCache(directory: directory).store(SearchPage(totalCount: 3, items: cached), filter: .lastWeek, sort: .stars, page: 1, savedAt: savedAt)
        let leftover = directory.appendingPathComponent("lastWeek-stars-2.json.tmp.aB12cD")
        try Data(count: 1 << 20).write(to: leftover)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3_600)], ofItemAtPath: leftover.path)

        let window = SwiftHubWindow(network: StubSource(.failure(.offline)), cacheDirectory: directory)
        defer { window.close() }
        window.waitUntilIdle()
        XCTAssertTrue(window.wait { window.rowNames == cached.map(\.fullName) }, "the cached list, not the built-in data: \(window.rowNames.prefix(3))")
        XCTAssertEqual(window.bannerText, "\(GitHubError.offline.userMessage) Showing the results saved at \(clockTime(savedAt)).")
        XCTAssertTrue(window.status.contains("cached at \(clockTime(savedAt))"), window.status)
        XCTAssertTrue(window.wait { !FileManager.default.fileExists(atPath: leftover.path) }, "a cut-short write's file goes at start")
    } }
}
