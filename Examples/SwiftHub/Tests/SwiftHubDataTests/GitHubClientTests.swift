import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SwiftHubData

/// The live client against server.py on 127.0.0.1: every answer GitHub can give.
final class GitHubClientTests: XCTestCase {
    private var server: TestServer!

    override func setUpWithError() throws {
        server = try TestServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func client(_ scenario: String, token: String? = nil, timeout: TimeInterval = 5) -> GitHubClient {
        GitHubClient(apiBase: server.api(scenario), token: token, timeout: timeout, logger: quietLogger, now: { fixedNow })
    }

    func testDecodesPagesOfCompleteGitHubItems() async throws {
        let client = client("ok")
        let first = try await client.searchRepositories(filter: .lastWeek, sort: .stars, page: 1, perPage: 30)
        let second = try await client.searchRepositories(filter: .lastWeek, sort: .stars, page: 2, perPage: 30)
        let third = try await client.searchRepositories(filter: .lastWeek, sort: .stars, page: 3, perPage: 30)

        XCTAssertEqual(first.totalCount, 45)
        XCTAssertEqual(first.items.count, 30)
        XCTAssertEqual(second.items.count, 15)
        XCTAssertEqual(third.items.count, 0)
        XCTAssertEqual(first.skippedItemCount, 0)
        XCTAssertTrue(first.hasMorePages(after: 1))
        XCTAssertFalse(second.hasMorePages(after: 2))
        XCTAssertTrue(Set(first.items.map(\.id)).isDisjoint(with: second.items.map(\.id)))
        let stars = (first.items + second.items).map(\.stargazersCount)
        XCTAssertEqual(stars, stars.sorted(by: >))

        let repo = first.items[0]
        XCTAssertEqual(repo.fullName, "\(repo.owner.login)/\(repo.name)")
        XCTAssertEqual(repo.htmlURL.absoluteString, "https://github.com/\(repo.fullName)")
        XCTAssertEqual(repo.owner.avatarURL?.host, "avatars.githubusercontent.com")
        XCTAssertEqual(repo.language, "Swift")
        XCTAssertGreaterThanOrEqual(repo.updatedAt, repo.createdAt)
        XCTAssertEqual(GitHubDate.string(from: first.items[0].createdAt), "2026-11-16T09:30:00Z")
    }

    func testSendsGitHubsQueryAndHeaders() async throws {
        _ = try await client("echo", token: "tok_header_check").searchRepositories(filter: .lastWeek, sort: .forks, page: 2, perPage: 30)
        _ = try await client("echo", token: nil).searchRepositories(filter: .anyTime, sort: .updated, page: 1, perPage: 50)

        let requests = try await server.requests().filter { $0.path == "/s/echo/search/repositories" }
        XCTAssertEqual(requests.count, 2)
        let withToken = requests[0], withoutToken = requests[1]

        XCTAssertEqual(withToken.query["q"], "language:swift created:>=2026-11-14")
        XCTAssertEqual(withToken.query["sort"], "forks")
        XCTAssertEqual(withToken.query["order"], "desc")
        XCTAssertEqual(withToken.query["per_page"], "30")
        XCTAssertEqual(withToken.query["page"], "2")
        XCTAssertEqual(withToken.header("Accept"), "application/vnd.github+json")
        XCTAssertEqual(withToken.header("X-GitHub-Api-Version"), "2022-11-28")
        XCTAssertEqual(withToken.header("User-Agent"), GitHubClient.defaultUserAgent)
        XCTAssertEqual(withToken.header("Authorization"), "Bearer tok_header_check")

        XCTAssertEqual(withoutToken.query["q"], "language:swift")
        XCTAssertEqual(withoutToken.query["sort"], "updated")
        XCTAssertEqual(withoutToken.query["per_page"], "50")
        XCTAssertNil(withoutToken.header("Authorization"))
        XCTAssertEqual(withoutToken.header("Accept"), "application/vnd.github+json")
    }

    func testQueryIsFormEncoded() {
        let request = client("ok").makeSearchRequest(filter: .lastMonth, sort: .stars, page: 1, perPage: 30)
        XCTAssertTrue(request.url!.absoluteString.hasSuffix(
            "/search/repositories?q=language:swift+created:%3E%3D2026-10-21&sort=stars&order=desc&per_page=30&page=1"),
            request.url!.absoluteString)
        let clamped = client("ok").makeSearchRequest(filter: .anyTime, sort: .stars, page: 0, perPage: 500)
        XCTAssertTrue(clamped.url!.absoluteString.hasSuffix("per_page=100&page=1"))
    }

    func testEmptyTokenCountsAsNone() {
        XCTAssertFalse(GitHubClient(token: "").hasToken)
        XCTAssertFalse(GitHubClient(token: "  \n").hasToken)
        XCTAssertTrue(GitHubClient(token: "x").hasToken)
    }

    func testPrimaryRateLimitOn403() async {
        let reset = Date(timeIntervalSince1970: 1_700_000_000)
        await assertFails(with: .rateLimited(resetsAt: reset)) {
            try await client("ratelimit403").searchRepositories(filter: .lastWeek)
        }
        let error = GitHubError.rateLimited(resetsAt: reset)
        XCTAssertEqual(error.userMessage(timeZone: TimeZone(identifier: "UTC")!), "GitHub's rate limit is used up. It resets at 22:13.")
        XCTAssertEqual(error.userMessage(timeZone: TimeZone(identifier: "Europe/Berlin")!), "GitHub's rate limit is used up. It resets at 23:13.")
        XCTAssertTrue(error.isRetryable)
    }

    func testRateLimitOn429WithRetryAfter() async {
        await assertFails(with: .rateLimited(resetsAt: fixedNow.addingTimeInterval(120))) {
            try await client("ratelimit429").searchRepositories(filter: .lastMonth)
        }
    }

    func testHTTPErrorsCarryGitHubsMessage() async {
        await assertFails(with: .http(status: 500, message: "Server Error")) {
            try await client("error500").searchRepositories(filter: .anyTime)
        }
        await assertFails(with: .http(status: 502, message: nil)) {
            try await client("error502").searchRepositories(filter: .anyTime)
        }
        await assertFails(with: .http(status: 403, message: "Resource not accessible by integration")) {
            try await client("forbidden").searchRepositories(filter: .anyTime)
        }
        XCTAssertTrue(GitHubError.http(status: 500, message: nil).isRetryable)
        XCTAssertFalse(GitHubError.http(status: 403, message: nil).isRetryable)
        XCTAssertEqual(GitHubError.http(status: 500, message: "Server Error").userMessage,
                       "GitHub is having trouble (error 500). Server Error")
    }

    func testMalformedResponses() async {
        for scenario in ["malformed", "noitems"] {
            do {
                _ = try await client(scenario).searchRepositories(filter: .anyTime)
                XCTFail("\(scenario) should fail")
            } catch {
                guard case .malformed(let detail) = error else { return XCTFail("\(scenario): \(error)") }
                XCTAssertFalse(detail.isEmpty)
                XCTAssertFalse(error.isRetryable)
            }
        }
    }

    func testBadItemsAreSkippedAndNullsTolerated() async throws {
        let page = try await client("partial").searchRepositories(filter: .anyTime)
        XCTAssertEqual(page.items.count, 2)
        XCTAssertEqual(page.skippedItemCount, 3) // missing id, string star count, a bare number
        XCTAssertEqual(page.totalCount, 5)

        let nulls = page.items[0]
        XCTAssertNil(nulls.description)
        XCTAssertNil(nulls.homepage)
        XCTAssertNil(nulls.language)
        XCTAssertNil(nulls.license)
        XCTAssertNil(nulls.pushedAt)
        XCTAssertEqual(nulls.topics, [])

        let hostile = page.items[1]
        XCTAssertEqual(hostile.id, 4242)
        XCTAssertEqual(hostile.description, "<b>bold</b> & co 🚀 مرحبا שָׁלוֹם \u{202E}evil" + String(repeating: "x", count: 10_000))
        XCTAssertEqual(hostile.topics, ["<script>", "emoji-🚀"])
    }

    func testA50MegabyteBodyIsReadWithoutTrouble() async throws {
        let page = try await client("huge", timeout: 30).searchRepositories(filter: .anyTime)
        XCTAssertEqual(page.items.count, 30, "the padding is ignored, the items are there")
    }

    func testTenThousandCharacterNamesArriveWhole() async throws {
        let page = try await client("longnames").searchRepositories(filter: .anyTime)
        XCTAssertEqual(page.items.map(\.name.count), [10_000, 10_000, 10_000])
        XCTAssertEqual(page.items[0].owner.login.count, 10_000)
    }

    func testAnItemWithBytesThatAreNotUTF8IsSkippedAndTheRestShown() async throws {
        let page = try await client("notutf8").searchRepositories(filter: .anyTime)
        XCTAssertEqual(page.items.count, 1, "the good item stays")
        XCTAssertEqual(page.skippedItemCount, 1, "the item with bytes that are not UTF-8 goes")
        XCTAssertFalse(page.items[0].name.contains("\u{FFFD}"))
    }

    func testSlowServerTimesOut() async {
        let started = Date()
        await assertFails(with: .timeout) {
            try await client("slow", timeout: 1).searchRepositories(filter: .anyTime)
        }
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertLessThan(elapsed, 2.5, "the client's 1 s timeout, not the server's 3 s sleep, should end the request")
        XCTAssertTrue(GitHubError.timeout.isRetryable)
    }

    func testABodyThatNeverEndsTimesOut() async {
        // Headers and the first bytes arrive, then silence on a live connection.
        await assertFails(with: .timeout) {
            try await client("stall", timeout: 1).searchRepositories(filter: .anyTime)
        }
    }

    func testARedirectLoopIsReportedAsOneNotAsNoConnection() async throws {
        await assertFails(with: .redirectLoop) {
            try await client("redirectloop").searchRepositories(filter: .anyTime)
        }
        let hops = try await server.requests().filter { $0.path == "/s/redirectloop/search/repositories" }.count
        XCTAssertGreaterThan(hops, 1, "the client followed the redirects before giving up")
        XCTAssertEqual(
            GitHubError.redirectLoop.userMessage,
            "GitHub's address redirects in a loop, so SwiftHub gave up. Check the API address (--api-base) or your proxy.")
        XCTAssertNotEqual(GitHubError.redirectLoop, .offline)
    }

    func testCancellation() async {
        let client = client("slow", timeout: 10)
        let started = Date()
        let task = Task { try await client.searchRepositories(filter: .anyTime) }
        try? await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let result = await task.result
        XCTAssertEqual(result.failure as? GitHubError, .cancelled)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2.5)
    }

    func testCancellingRequestsAsTheirAnswersArriveNeverHangs() async {
        // URLSession's own async data(for:) could deadlock when cancelled just as its answer
        // completed. A deadlock stops the loop for good: the expectation then times out.
        let client = client("ok")
        let finished = expectation(description: "every cancelled request ended")
        Task.detached {
            for _ in 0..<300 {
                let request = Task { try await client.searchRepositories(filter: .lastWeek) }
                try? await Task.sleep(for: .microseconds(Int.random(in: 0...4000)))
                request.cancel()
                _ = await request.result
            }
            finished.fulfill()
        }
        await fulfillment(of: [finished], timeout: 60)
    }

    func testClosedPortIsOffline() async throws {
        let port = try await server.closedPort()
        let client = GitHubClient(apiBase: URL(string: "http://127.0.0.1:\(port)")!, token: nil, timeout: 5, logger: quietLogger)
        await assertFails(with: .offline) {
            try await client.searchRepositories(filter: .lastWeek)
        }
        XCTAssertTrue(GitHubError.offline.isRetryable)
        XCTAssertEqual(GitHubError.offline.userMessage, "Can't reach GitHub. Check your internet connection and try again.")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
