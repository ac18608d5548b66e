import Foundation
import XCTest
@testable import SwiftHubData

/// The API token must never appear in logs, descriptions, dumps or errors.
final class TokenRedactionTests: XCTestCase {
    /// Recognisable, so any leak is found by a plain substring search.
    private let token = "ghp_SECRET_TOKEN_4f9c2a7e1b_DO_NOT_LEAK"
    private var server: TestServer!

    override func setUpWithError() throws {
        server = try TestServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    func testTokenIsSentButNeverShown() async throws {
        let store = CapturingLogHandler.Store()
        var texts: [String] = []

        for scenario in ["ok", "echo", "echoerror", "error500", "ratelimit403", "malformed", "partial"] {
            let client = GitHubClient(
                apiBase: server.api(scenario), token: token, timeout: 5,
                logger: CapturingLogHandler.logger(store), now: { fixedNow })
            texts += [String(describing: client), String(reflecting: client), dumped(client), "\(client)"]
            do {
                let page = try await client.searchRepositories(filter: .lastWeek, sort: .stars, page: 1, perPage: 30)
                texts.append(dumped(page))
            } catch {
                texts += [String(describing: error), String(reflecting: error), dumped(error),
                          error.userMessage, error.localizedDescription, "\(error)"]
            }
        }

        // The server did receive it...
        let sent = try await server.requests().compactMap { $0.header("Authorization") }
        XCTAssertEqual(Set(sent), ["Bearer \(token)"])
        XCTAssertEqual(sent.count, 7)

        // ...and the echoing error was scrubbed before it became a GitHubError.
        let echoed = GitHubClient(apiBase: server.api("echoerror"), token: token, timeout: 5, logger: quietLogger)
        await assertFails(with: .http(status: 401, message: "Bad credentials; you sent Bearer <redacted>")) {
            try await echoed.searchRepositories(filter: .anyTime)
        }

        let logs = store.all
        XCTAssertFalse(logs.isEmpty, "the client should log requests at debug level")
        XCTAssertTrue(logs.contains { $0.contains("127.0.0.1") }, "logs name the URL")
        for text in texts + logs {
            XCTAssertFalse(text.contains(token), "token leaked in: \(text.prefix(300))")
            XCTAssertFalse(text.contains("SECRET_TOKEN"), "part of the token leaked in: \(text.prefix(300))")
        }
        XCTAssertTrue(String(describing: GitHubClient(token: token)).contains("<redacted>"))
        XCTAssertTrue(dumped(GitHubClient(token: token)).contains("hasToken: true"))
    }
}
