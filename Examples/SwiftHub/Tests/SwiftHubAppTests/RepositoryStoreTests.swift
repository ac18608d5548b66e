// toolkit: both
import Foundation
import SwiftHubData
import XCTest
@testable import SwiftHubApp
final class RepositoryStoreTests: XCTestCase {
    private static func temporaryCache() -> RepositoryCache {
        RepositoryCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-store-\(UUID())"))
    }

    @MainActor
    private static func makeStore(_ network: StubSource?, fixtures: StubSource = StubSource(.pages(total: 90)), cache: RepositoryCache? = nil) -> RepositoryStore {
        RepositoryStore(network: network, fixtures: fixtures, cache: cache)
    }

    func testLoadsPagesFromTheNetworkAndPaginatesWithoutDuplicates() async throws {
        let network = StubSource(.pages(total: 75))
        let store = await Self.makeStore(network)
        let query = RepositoryQuery(filter: .lastMonth)
        let first = try await store.load(query)
        XCTAssertEqual(first.repositories.count, 30)
        XCTAssertEqual(first.nextPage, 2)
        XCTAssertEqual(first.origin, .network)
        _ = try await store.loadNextPage(query)
        let third = try await store.loadNextPage(query)
        XCTAssertEqual(third.repositories.count, 75)
        XCTAssertEqual(Set(third.repositories.map(\.id)).count, 75)
        XCTAssertNil(third.nextPage, "the last page ends the listing")
        let again = try await store.loadNextPage(query)
        XCTAssertEqual(again.repositories.count, 75)
        let calls = await network.callCount
        XCTAssertEqual(calls, 3, "nothing is fetched past the end")
    }

    func testFallsBackToBuiltInDataWhenOfflineAndRetriesOnRequest() async throws {
        let network = StubSource(.failure(.offline))
        let store = await Self.makeStore(network)
        let listing = try await store.load(RepositoryQuery())
        XCTAssertEqual(listing.origin, .builtIn)
        let builtIn = await store.isUsingBuiltInData
        XCTAssertTrue(builtIn)
        await network.setBehaviour(.pages(total: 10))
        await store.retryNetwork()
        let back = try await store.load(RepositoryQuery())
        XCTAssertEqual(back.origin, .network)
        XCTAssertEqual(back.repositories.count, 10)
    }

    func testOtherFailuresAreThrownNotHidden() async throws {
        let resets = Date(timeIntervalSince1970: 1_800_000_000)
        let store = await Self.makeStore(StubSource(.failure(.rateLimited(resetsAt: resets))))
        do {
            _ = try await store.load(RepositoryQuery())
            XCTFail("a rate limit must reach the window")
        } catch {
            XCTAssertEqual(error, .rateLimited(resetsAt: resets))
        }
    }

    func testOfflineModeNeverTouchesTheNetworkAndTheDiskCacheShowsAtOnce() async throws {
        let cache = Self.temporaryCache()
        defer { cache.removeAll() }
        let network = StubSource(.pages(total: 40))
        let online = await Self.makeStore(network, cache: cache)
        let query = RepositoryQuery(filter: .lastYear, sort: .forks)
        _ = try await online.load(query)

        // A new start: the cached page is there before any request.
        let restarted = await Self.makeStore(StubSource(.failure(.timeout)), cache: cache)
        let immediate = await restarted.immediateListing(for: query)
        XCTAssertEqual(immediate?.repositories.count, 30)
        if case .cache = immediate?.origin {} else { XCTFail("expected the disk cache, got \(String(describing: immediate?.origin))") }

        let offline = await Self.makeStore(nil, cache: cache)
        let listing = try await offline.load(query)
        XCTAssertEqual(listing.origin, .builtIn)
        let calls = await network.callCount
        XCTAssertEqual(calls, 1)
    }

    func testAFailureFallsBackToTheDiskCacheElseTheBuiltInDataWhosePagesFollow() async throws {
        let cache = Self.temporaryCache()
        defer { cache.removeAll() }
        let network = StubSource(.pages(total: 40))
        let fixtures = StubSource(.pages(total: 90))
        let query = RepositoryQuery(filter: .lastMonth)
        _ = try await Self.makeStore(network, cache: cache).load(query)

        await network.setBehaviour(.failure(.timeout))
        let withCache = await Self.makeStore(network, fixtures: fixtures, cache: cache)
        let cached = await withCache.fallbackListing(for: query)
        if case .cache = cached?.origin {} else { XCTFail("the disk cache first, got \(String(describing: cached?.origin))") }

        let withoutCache = await Self.makeStore(network, fixtures: fixtures)
        let builtIn = await withoutCache.fallbackListing(for: query)
        XCTAssertEqual(builtIn?.origin, .builtIn)
        XCTAssertEqual(builtIn?.repositories.count, 30)
        let more = try await withoutCache.loadNextPage(query)
        XCTAssertEqual(more.origin, .builtIn)
        XCTAssertEqual(more.repositories.count, 60)
        let networkCalls = await network.callCount
        XCTAssertEqual(networkCalls, 1, "the built-in listing's pages never come from GitHub")
    }
}
