import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SwiftHubData

/// The API token goes only to the origin (scheme, host, port) it was given for: never with a
/// redirect elsewhere, never with an avatar; and every timeout holds.
final class CredentialOriginTests: XCTestCase {
    private let token = "ghp_ORIGIN_TOKEN_5e8d1c_DO_NOT_FOLLOW"
    private var server: TestServer!

    override func setUpWithError() throws { server = try TestServer() }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func echoes() async throws -> [TestServer.LoggedRequest] {
        try await server.requests().filter { $0.path == "/s/echo/search/repositories" }
    }

    func testARedirectToAnotherPortOrHostGoesWithoutTheToken() async throws {
        let otherPort = try await server.otherPort()
        for scenario in ["redirectport", "redirecthost"] {
            let client = GitHubClient(apiBase: server.api(scenario), token: token, timeout: 5, logger: quietLogger)
            _ = try await client.searchRepositories(filter: .anyTime)
        }
        let redirected = try await echoes()
        XCTAssertEqual(redirected.count, 2, "both redirects were followed")
        XCTAssertEqual(redirected.first?.port, otherPort)
        XCTAssertEqual(redirected.last?.header("Host"), "localhost:\(server.port)")
        for request in redirected {
            XCTAssertNil(request.header("Authorization"), "the token followed a redirect to \(request.header("Host") ?? "?")")
        }
        let asked = try await server.requests().filter { $0.path.hasPrefix("/s/redirect") }
        XCTAssertEqual(asked.compactMap { $0.header("Authorization") }, ["Bearer \(token)", "Bearer \(token)"], "the API itself gets it")
    }

    func testARedirectWithinTheOriginKeepsTheToken() async throws {
        let client = GitHubClient(apiBase: server.api("redirectsame"), token: token, timeout: 5, logger: quietLogger)
        _ = try await client.searchRepositories(filter: .anyTime)
        let redirected = try await echoes()
        XCTAssertEqual(redirected.map { $0.header("Authorization") }, ["Bearer \(token)"])
    }

    /// No https server here: the rule itself, on the request URLSession proposes.
    func testARedirectToAnotherSchemeGoesWithoutTheToken() {
        let origin = Origin(URL(string: "https://api.github.com/search")!)
        var proposed = URLRequest(url: URL(string: "http://api.github.com/search")!)
        proposed.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        XCTAssertNil(HTTPTransport.redirected(proposed, from: origin).value(forHTTPHeaderField: "Authorization"), "https to http")
        proposed.url = URL(string: "https://API.GitHub.com:443/other")!
        XCTAssertNotNil(HTTPTransport.redirected(proposed, from: origin).value(forHTTPHeaderField: "Authorization"), "same origin, spelled otherwise")
        proposed.url = URL(string: "https://api.github.com.evil.example/search")!
        XCTAssertNil(HTTPTransport.redirected(proposed, from: origin).value(forHTTPHeaderField: "Authorization"))
    }

    func testTheTokenIsOnlyPutOnRequestsToTheAPIsOrigin() {
        let client = GitHubClient(apiBase: URL(string: "https://api.github.com")!, token: token, logger: quietLogger)
        XCTAssertNotNil(client.makeRequest(URL(string: "https://api.github.com/users/x/repos")!).value(forHTTPHeaderField: "Authorization"))
        XCTAssertNil(client.makeRequest(URL(string: "https://avatars.githubusercontent.com/u/1")!).value(forHTTPHeaderField: "Authorization"))
        XCTAssertNil(client.makeRequest(URL(string: "http://api.github.com/users/x/repos")!).value(forHTTPHeaderField: "Authorization"))
    }

    /// Avatars come from another host (avatars.githubusercontent.com): sharing the client's
    /// transport, they still go without the token.
    func testAnAvatarOnAnotherHostGoesWithoutTheToken() async throws {
        let client = GitHubClient(apiBase: server.api("ok"), token: token, timeout: 5, logger: quietLogger)
        let loader = AvatarLoader(transport: client.transport, timeout: 5, directory: nil)
        let avatar = URL(string: "http://localhost:\(server.port)/avatar/octocat")!
        let data = await loader.imageData(for: avatar)
        XCTAssertNotNil(data)
        let requests = try await server.requests().filter { $0.path == "/avatar/octocat" }
        XCTAssertEqual(requests.count, 1)
        XCTAssertNil(requests.first?.header("Authorization"))
    }

    /// A byte every 0.3 s keeps the connection busy: the deadline on the whole request (the
    /// client's 1 s timeout) ends it, as .timeout (the drip goes on for 60 s).
    func testAServerThatDripsIsTimedOutAsAWhole() async {
        let client = GitHubClient(apiBase: server.api("drip"), token: nil, timeout: 1, logger: quietLogger)
        await assertFails(with: .timeout) { try await client.searchRepositories(filter: .anyTime) }
    }

    func testALowerCasedEchoOfTheTokenIsRedacted() async {
        let client = GitHubClient(apiBase: server.api("echolower"), token: token, timeout: 5, logger: quietLogger)
        await assertFails(with: .http(status: 401, message: "bad credentials; you sent bearer <redacted>")) {
            try await client.searchRepositories(filter: .anyTime)
        }
    }

    func testCredentialsInTheAPIAddressNeverReachTheLogs() async {
        let store = CapturingLogHandler.Store()
        var components = URLComponents(url: server.api("ok"), resolvingAgainstBaseURL: false)!
        components.user = "someone"
        components.password = "hunter2secret"
        let client = GitHubClient(apiBase: components.url!, token: nil, timeout: 5, logger: CapturingLogHandler.logger(store), now: { fixedNow })
        _ = try? await client.searchRepositories(filter: .anyTime)
        let texts = store.all + [String(describing: client), dumped(client)]
        XCTAssertFalse(store.all.isEmpty)
        for text in texts { XCTAssertFalse(text.contains("hunter2secret"), text) }
    }
}
