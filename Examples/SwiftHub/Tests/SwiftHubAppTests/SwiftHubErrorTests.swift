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
/// Failures in the window: each shows in the banner (never only on the terminal), what was on
/// screen stays, and Retry (where it makes sense) recovers.
final class SwiftHubErrorTests: XCTestCase {
    func testARateLimitOnTheNextPageKeepsTheRowsAndRetryLoadsThatPage() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 75)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        let shown = window.rowNames

        let resets = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 600)
        awaitResult { await source.fail(with: .rateLimited(resetsAt: resets)) }
        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.bannerText != nil }, "the failure shows in the window")
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub's rate limit is used up. It resets at \(clockTime(resets)).")
        XCTAssertTrue(window.bannerIsError)
        XCTAssertEqual(window.bannerButtons, ["Retry"])
        XCTAssertEqual(window.rowNames, shown, "the rows stay")
        XCTAssertEqual(window.status, "30 repositories · from GitHub")
        XCTAssertEqual(window.listFooter, "Could not load more repositories.")
        window.settle(1)
        XCTAssertEqual(awaitResult { await source.requests.map(\.page) }, [1, 2], "no request again by itself: a rate limit is not hammered")

        awaitResult { await source.fail(with: nil) }
        window.pressRetry()
        XCTAssertTrue(window.wait { window.rowCount == 60 }, "Retry asks for the page that failed: \(window.rowCount) rows")
        window.waitUntilIdle()
        XCTAssertNil(window.bannerText, "the banner goes once it worked")
        XCTAssertEqual(Array(window.rowNames.prefix(30)), shown)
        XCTAssertEqual(window.status, "60 repositories · from GitHub")
        let pages = awaitResult { await source.requests.map(\.page) }
        XCTAssertEqual(pages, [1, 2, 2])
    } }

    func testARateLimitWithoutAResetTimeSaysToWaitAFewMinutes() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        awaitResult { await source.fail(with: .rateLimited(resetsAt: nil)) }
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub's rate limit is used up. Try again in a few minutes. Showing the repositories built into SwiftHub.")
        let builtIn = awaitResult { (try? await FixtureSource().searchRepositories(filter: .lastWeek).items.map(\.fullName)) ?? [] }
        XCTAssertEqual(window.rowNames, builtIn, "the window is not left empty")
        XCTAssertEqual(window.status, "30 repositories · built-in data")

        awaitResult { await source.fail(with: nil) }
        window.pressRetry()
        XCTAssertTrue(window.wait { window.rowNames.first == "week-owner0/week-repo0" })
        XCTAssertTrue(window.wait { window.bannerText == nil })
    } }

    func testAServerErrorOnAFilterShownBeforeKeepsItsRowsAndRetryRecovers() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 45)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        let week = window.rowNames
        window.choose(SearchFilter.lastMonth)
        XCTAssertTrue(window.wait { window.rowNames.first == "month-owner0/month-repo0" })
        window.waitUntilIdle()

        awaitResult { await source.fail(with: .http(status: 500, message: "Server Error")) }
        window.choose(SearchFilter.lastWeek)
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub is having trouble (error 500). Server Error")
        XCTAssertTrue(window.bannerIsError)
        XCTAssertEqual(window.bannerButtons, ["Retry"])
        XCTAssertEqual(window.rowNames, week, "the rows loaded before for this filter stay")
        XCTAssertEqual(window.filterLabel, "Filter: Last week")
        XCTAssertEqual(window.detailsTitle, week[0])

        awaitResult { await source.fail(with: nil) }
        window.pressRetry()
        XCTAssertTrue(window.wait { window.bannerText == nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.rowNames, week)
        XCTAssertEqual(window.status, "30 repositories · from GitHub")
    } }

    func testServerTextInTheBannerIsShownLiterallyAndCut() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        let message = "<b>Maintenance</b> & more 🚧 " + String(repeating: "x", count: 500) + "\nsecond line"
        awaitResult { await source.fail(with: .http(status: 503, message: message)) }
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        XCTAssertTrue(window.wait { window.bannerText != nil })
        let text = try XCTUnwrap(window.bannerText)
        XCTAssertTrue(text.hasPrefix("GitHub is having trouble (error 503). <b>Maintenance</b> & more 🚧 xxx"), text)
        XCTAssertFalse(text.contains("second line"), "one line of the server's text")
        XCTAssertLessThan(text.count, 300, "cut, not 500 characters")
        XCTAssertEqual(window.bannerButtons, ["Retry"])
    } }

    func testAMalformedResponseShowsWithoutRetryAndTheNextGoodPageClearsIt() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 75)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        let shown = window.rowNames

        awaitResult { await source.fail(with: .malformed("not valid JSON")) }
        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub sent a response SwiftHub could not read.")
        XCTAssertTrue(window.bannerIsError)
        XCTAssertEqual(window.bannerButtons, [], "asking again would get the same answer")
        XCTAssertEqual(window.rowNames, shown)

        // Scrolling back up and down again asks again; a good page ends the failure.
        awaitResult { await source.fail(with: nil) }
        window.home.list?.rows?.scroll(toOffset: 0)
        window.settle(0.1)
        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 60 })
        XCTAssertTrue(window.wait { window.bannerText == nil }, "a page that came clears the banner")
    } }

    func testATimeoutOnTheFirstPageShowsTheBuiltInDataAndRetryLoadsGitHubs() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        awaitResult { await source.fail(with: .timeout) }
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub is taking too long to answer. Try again in a moment. Showing the repositories built into SwiftHub.")
        XCTAssertTrue(window.bannerIsError)
        XCTAssertEqual(window.bannerButtons, ["Retry"])
        let builtIn = awaitResult { (try? await FixtureSource().searchRepositories(filter: .lastWeek).items.map(\.fullName)) ?? [] }
        XCTAssertEqual(window.rowNames, builtIn)
        XCTAssertEqual(window.status, "30 repositories · built-in data")

        // The built-in listing goes on with the built-in pages, never GitHub's.
        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 60 })
        XCTAssertEqual(awaitResult { await source.requestCount }, 1, "the next page of built-in data is not asked of GitHub")

        awaitResult { await source.fail(with: nil) }
        window.pressRetry()
        XCTAssertTrue(window.wait { window.rowNames.first == "week-owner0/week-repo0" })
        window.waitUntilIdle()
        XCTAssertNil(window.bannerText)
        XCTAssertEqual(window.status, "30 repositories · from GitHub · all loaded")
    } }

    func testAFailureAfterTheDiskCacheShowedSaysTheCachedResultsAreShown() throws { try onMain {
        try requireGtk()
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let source = ScriptedSource(count: 30)
        let first = SwiftHubWindow(network: source, cacheDirectory: cacheDirectory)
        first.waitForFirstPage()
        let cached = first.rowNames
        first.close()

        // The next start finds GitHub stalling: the cache stays on screen, and says so.
        awaitResult { await source.fail(with: .timeout) }
        let window = SwiftHubWindow(network: source, cacheDirectory: cacheDirectory)
        defer { window.close() }
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        let text = try XCTUnwrap(window.bannerText)
        XCTAssertTrue(text.hasPrefix("GitHub is taking too long to answer. Try again in a moment. Showing the results saved at "), text)
        XCTAssertEqual(window.rowNames, cached)
        XCTAssertTrue(window.status.hasPrefix("30 repositories · cached at "), window.status)
        XCTAssertFalse(window.status.contains("refreshing"), "nothing is refreshing any more: \(window.status)")
    } }

    func testARedirectLoopIsNotReportedAsNoConnection() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        awaitResult { await source.fail(with: .redirectLoop) }
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        XCTAssertTrue(window.wait { window.bannerText != nil })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub's address redirects in a loop, so SwiftHub gave up. Check the API address (--api-base) or your proxy. Showing the repositories built into SwiftHub.")
        XCTAssertTrue(window.bannerIsError)
        XCTAssertEqual(window.rowCount, 30)
    } }

    func testAnUnreachableGitHubFallsBackToTheBuiltInDataWithANoticeAndRetryReconnects() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        awaitResult { await source.fail(with: .offline) }
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        let builtIn = awaitResult { (try? await FixtureSource().searchRepositories(filter: .lastWeek).items.map(\.fullName)) ?? [] }
        XCTAssertEqual(builtIn.count, 30)
        XCTAssertTrue(window.wait { window.rowNames == builtIn }, "the built-in repositories show: \(window.rowNames.prefix(2))")
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "GitHub cannot be reached: showing the repositories built into SwiftHub.")
        XCTAssertFalse(window.bannerIsError, "a notice, not an error")
        XCTAssertEqual(window.bannerButtons, ["Retry"])
        XCTAssertEqual(window.status, "30 repositories · built-in data")

        awaitResult { await source.fail(with: nil) }
        window.pressRetry()
        XCTAssertTrue(window.wait { window.rowNames.first == "week-owner0/week-repo0" })
        window.waitUntilIdle()
        XCTAssertNil(window.bannerText)
        XCTAssertEqual(window.status, "30 repositories · from GitHub · all loaded")
    } }

    func testOfflineModeShowsTheBuiltInDataWithANoticeAndNoRetry() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil, filter: .lastMonth)
        defer { window.close() }
        let builtIn = awaitResult { (try? await FixtureSource().searchRepositories(filter: .lastMonth).items.map(\.fullName)) ?? [] }
        XCTAssertTrue(window.wait { window.rowNames == builtIn && !builtIn.isEmpty })
        window.waitUntilIdle()
        XCTAssertEqual(window.bannerText, "Offline mode: showing the repositories built into SwiftHub.")
        XCTAssertFalse(window.bannerIsError)
        XCTAssertEqual(window.bannerButtons, [], "there is no network to retry")
        XCTAssertEqual(window.filterLabel, "Filter: Last month")
        XCTAssertEqual(window.status, "30 repositories · built-in data")
        XCTAssertEqual(window.detailsTitle, builtIn[0])

        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 60 }, "the built-in data has pages too")
        XCTAssertEqual(window.bannerText, "Offline mode: showing the repositories built into SwiftHub.")
    } }
}
