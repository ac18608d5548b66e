import Foundation
import XCTest
@testable import SwiftHubData

/// Decoding, dates, filters, sorts and error wording, without a network.
final class ModelTests: XCTestCase {
    private func decode(_ json: String) throws(GitHubError) -> SearchPage {
        try SearchPage.decode(from: Data(json.utf8))
    }

    private let minimalItem = #"""
    {"id": 1, "name": "A", "full_name": "o/A", "owner": {"login": "o", "avatar_url": "https://a/1"},
     "html_url": "https://github.com/o/A", "stargazers_count": 5, "forks_count": 1, "open_issues_count": 0,
     "created_at": "2020-01-02T03:04:05Z", "updated_at": "2020-01-03T00:00:00Z", "pushed_at": "2020-01-02T10:00:00Z"}
    """#

    func testMinimalAndMissingOptionalFields() throws {
        let page = try decode(#"{"total_count": 1, "incomplete_results": false, "items": [\#(minimalItem)]}"#)
        let repo = try XCTUnwrap(page.items.first)
        XCTAssertEqual(repo.id, 1)
        XCTAssertNil(repo.description)
        XCTAssertNil(repo.homepage)
        XCTAssertNil(repo.language)
        XCTAssertNil(repo.license)
        XCTAssertEqual(repo.topics, [])
        XCTAssertEqual(repo.createdAt, Date(timeIntervalSince1970: 1_577_934_245))
    }

    func testWrongTypesInOptionalFieldsDoNotLoseTheItem() throws {
        let item = minimalItem.replacingOccurrences(of: #""id": 1,"#, with: #""id": 1, "topics": null, "license": "MIT", "description": 42, "homepage": false,"#)
        let page = try decode(#"{"total_count": 1, "items": [\#(item)]}"#)
        XCTAssertEqual(page.items.count, 1)
        XCTAssertNil(page.items[0].license)
        XCTAssertNil(page.items[0].description)
        XCTAssertFalse(page.incompleteResults)
    }

    func testMissingRequiredFieldSkipsOnlyThatItem() throws {
        let noName = minimalItem.replacingOccurrences(of: #""name": "A","#, with: "")
        let badDate = minimalItem.replacingOccurrences(of: "2020-01-02T03:04:05Z", with: "yesterday")
        let page = try decode(#"{"total_count": 4, "items": [\#(minimalItem), \#(noName), null, \#(badDate)]}"#)
        XCTAssertEqual(page.items.count, 1)
        XCTAssertEqual(page.skippedItemCount, 3)
    }

    func testFallbacksForDerivableFields() throws {
        let item = minimalItem
            .replacingOccurrences(of: #""full_name": "o/A","#, with: "")
            .replacingOccurrences(of: #""html_url": "https://github.com/o/A","#, with: "")
            .replacingOccurrences(of: #", "pushed_at": "2020-01-02T10:00:00Z""#, with: "")
        let repo = try XCTUnwrap(decode(#"{"items": [\#(item)]}"#).items.first)
        XCTAssertEqual(repo.fullName, "o/A")
        XCTAssertEqual(repo.htmlURL.absoluteString, "https://github.com/o/A")
        XCTAssertNil(repo.pushedAt)
    }

    func testEnvelopeErrorsAreMalformed() {
        for json in ["", "[]", "{", #"{"total_count": 1}"#, #"{"items": 5}"#, "<html>oops</html>"] {
            do {
                _ = try decode(json)
                XCTFail("\(json) should not decode")
            } catch {
                guard case .malformed = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testEncodeDecodeRoundTrip() throws {
        let page = SearchPage(totalCount: 3, items: [
            makeRepository(id: 9, name: "X", description: "<i>é</i> 🚀 שלום", topics: ["a", "b"], stars: 3, forks: 1),
        ])
        let data = try JSONEncoder().encode(page)
        XCTAssertEqual(try decode(String(decoding: data, as: UTF8.self)), page)
    }

    func testDates() {
        XCTAssertEqual(GitHubDate.parse("2014-07-31T08:06:22Z"), Date(timeIntervalSince1970: 1_406_793_982))
        XCTAssertEqual(GitHubDate.parse("2014-07-31T10:06:22+02:00"), Date(timeIntervalSince1970: 1_406_793_982))
        XCTAssertEqual(GitHubDate.parse("2014-07-31T08:06:22.500Z"), Date(timeIntervalSince1970: 1_406_793_982.5))
        XCTAssertEqual(GitHubDate.parse("1969-12-31T23:59:59Z"), Date(timeIntervalSince1970: -1))
        XCTAssertEqual(GitHubDate.parse("2024-02-29T00:00:00Z"), Date(timeIntervalSince1970: 1_709_164_800))
        for bad in ["", "2014-07-31", "2014-13-01T00:00:00Z", "2014-07-31T08:06:22", "2014-07-31T08:06:22Zjunk", "today"] {
            XCTAssertNil(GitHubDate.parse(bad), bad)
        }
        XCTAssertEqual(GitHubDate.string(from: Date(timeIntervalSince1970: 1_406_793_982.9)), "2014-07-31T08:06:22Z")
        XCTAssertEqual(GitHubDate.string(from: Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59Z")
        XCTAssertEqual(GitHubDate.string(from: fixedNow), "2026-11-21T16:00:00Z")
    }

    func testHomepageURL() {
        func url(_ homepage: String?) -> String? {
            var repo = makeRepository(id: 1, name: "A")
            repo.homepage = homepage
            return repo.homepageURL?.absoluteString
        }
        XCTAssertEqual(url("https://vapor.codes"), "https://vapor.codes")
        XCTAssertEqual(url("vapor.codes"), "https://vapor.codes")
        XCTAssertNil(url(nil))
        XCTAssertNil(url(""))
        XCTAssertNil(url("see the README"))
        XCTAssertNil(url("localhost"))
    }

    func testFilterTitlesAndQueries() {
        XCTAssertEqual(SearchFilter.allCases.map(\.title), ["Last week", "Last month", "Last year", "Any time"])
        XCTAssertEqual(SearchFilter.lastWeek.query(now: fixedNow), "language:swift created:>=2026-11-14")
        XCTAssertEqual(SearchFilter.lastMonth.query(now: fixedNow), "language:swift created:>=2026-10-21")
        XCTAssertEqual(SearchFilter.lastYear.query(now: fixedNow), "language:swift created:>=2025-11-21")
        XCTAssertEqual(SearchFilter.anyTime.query(now: fixedNow), "language:swift")
        XCTAssertNil(SearchFilter.anyTime.createdSince(now: fixedNow))

        // UTC, whatever the local time zone: 23:30 UTC on 31 March is still 31 March.
        let lateMarch = GitHubDate.parse("2026-03-31T23:30:00Z")!
        XCTAssertEqual(SearchFilter.lastMonth.query(now: lateMarch), "language:swift created:>=2026-02-28")
        XCTAssertEqual(SearchFilter.lastWeek.query(now: lateMarch), "language:swift created:>=2026-03-24")
        let leapDay = GitHubDate.parse("2028-02-29T00:00:01Z")!
        XCTAssertEqual(SearchFilter.lastYear.query(now: leapDay), "language:swift created:>=2027-02-28")
    }

    func testSortValuesAndTitles() {
        XCTAssertEqual(SearchSort.allCases.map(\.rawValue), ["stars", "forks", "updated"])
        XCTAssertEqual(SearchSort.allCases.map(\.title), ["Most stars", "Most forks", "Recently updated"])
    }

    func testErrorClassificationAndWording() {
        let offline: [URLError.Code] = [.notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .dnsLookupFailed]
        for code in offline {
            XCTAssertEqual(GitHubError(URLError(code)), .offline, "\(code)")
        }
        XCTAssertEqual(GitHubError(URLError(.timedOut)), .timeout)
        XCTAssertEqual(GitHubError(URLError(.cancelled)), .cancelled)
        XCTAssertEqual(GitHubError(CancellationError()), .cancelled)
        XCTAssertEqual(GitHubError(GitHubError.http(status: 418, message: "teapot")), .http(status: 418, message: "teapot"))

        XCTAssertEqual(GitHubError.rateLimited(resetsAt: nil).userMessage, "GitHub's rate limit is used up. Try again in a few minutes.")
        XCTAssertFalse(GitHubError.cancelled.isRetryable)
        XCTAssertFalse(GitHubError.malformed("x").isRetryable)
        XCTAssertEqual(GitHubError.malformed("x").userMessage, "GitHub sent a response SwiftHub could not read.")
        let long = GitHubError.http(status: 422, message: String(repeating: "a", count: 5000) + "\nsecond line")
        XCTAssertLessThan(long.userMessage.count, 300)
        XCTAssertEqual(GitHubError.timeout.errorDescription, GitHubError.timeout.userMessage)
    }

    func testRateLimitHeaderRules() {
        func check(_ status: Int, _ headers: [String: String], message: String? = nil) -> GitHubError? {
            GitHubClient.rateLimit(status: status, message: message, header: { headers[$0] }, now: fixedNow)
        }
        let reset = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(check(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"]), .rateLimited(resetsAt: reset))
        XCTAssertEqual(check(429, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"]), .rateLimited(resetsAt: reset))
        XCTAssertEqual(check(429, ["Retry-After": "30"]), .rateLimited(resetsAt: fixedNow + 30))
        XCTAssertEqual(check(403, ["Retry-After": "60"]), .rateLimited(resetsAt: fixedNow + 60))
        XCTAssertEqual(check(429, ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"]), .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_445_412_480)))
        XCTAssertEqual(check(429, [:]), .rateLimited(resetsAt: nil))
        XCTAssertEqual(check(403, [:], message: "You have exceeded a secondary rate limit."), .rateLimited(resetsAt: nil))
        XCTAssertNil(check(403, ["X-RateLimit-Remaining": "12"]))
        XCTAssertNil(check(500, ["X-RateLimit-Remaining": "0"]))
    }
}
