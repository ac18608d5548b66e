// toolkit: both
import Foundation
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// A network that lists owners' repositories, or is unreachable.
private actor OwnerNetwork: RepositorySource, OwnerRepositorySource {
    var isReachable = true
    private(set) var ownerCalls = 0

    func setReachable(_ reachable: Bool) { isReachable = reachable }

    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        throw .offline
    }

    func repositories(ofOwner login: String) async throws(GitHubError) -> [Repository] {
        ownerCalls += 1
        guard isReachable else { throw .offline }
        return [StubSource.repository(id: 41, name: "from-network"), StubSource.repository(id: 42, name: "also-from-network")]
    }
}

final class OwnerStoreTests: XCTestCase {
    func testAnOwnersListComesFromTheNetworkThenTheCacheThenTheBuiltInData() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-owner-store-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let network = OwnerNetwork()
        let online = await RepositoryStore(network: network, cache: RepositoryCache(directory: directory))
        let fresh = try await online.loadOwner("owner41")
        XCTAssertEqual(fresh.origin, .network)
        XCTAssertEqual(fresh.repositories.map(\.id), [41, 42])
        let remembered = await online.immediateOwnerListing("OWNER41")
        XCTAssertEqual(remembered?.repositories.map(\.id), [41, 42], "kept in memory for the session")

        // Next launch: the disk shows at once; GitHub unreachable keeps the cached list.
        let relaunched = await RepositoryStore(network: network, cache: RepositoryCache(directory: directory))
        let atOnce = await relaunched.immediateOwnerListing("owner41")
        guard case .cache = atOnce?.origin else { return XCTFail("the cached list shows at once: \(String(describing: atOnce?.origin))") }
        await network.setReachable(false)
        let offline = try await relaunched.loadOwner("owner41")
        guard case .cache = offline.origin else { return XCTFail("offline, the cached list: \(offline.origin)") }
        XCTAssertEqual(offline.repositories.map(\.id), [41, 42])

        // Nothing cached: the owner's built-in repositories.
        let fixtures = FixtureSource()
        let login = try await fixtures.rawPage(filter: .lastWeek, page: 1).items[0].owner.login
        let uncached = await RepositoryStore(network: network, cache: nil)
        let builtIn = try await uncached.loadOwner(login)
        XCTAssertEqual(builtIn.origin, .builtIn)
        XCTAssertFalse(builtIn.repositories.isEmpty)
        let calls = await network.ownerCalls
        XCTAssertEqual(calls, 3)
    }
}
