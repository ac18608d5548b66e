// toolkit: both
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// `--timeout` is one deadline for a whole request, in the window as in a headless run
/// (`HeadlessRunTests.testADrippingServerEndsTheRunAtTheClientsTimeout`): a server that sends a
/// byte a second, never silent for long but never done, gets the timeout message in the window
/// within the timeout and a second, from one request.
final class WindowTimeoutTests: XCTestCase {
    func testADrippingServerShowsTheTimeoutWithinTheTimeoutAndASecond() throws { try onMain {
        try requireGtk()
        let server = try GitHubServer()
        defer { server.stop() }
        try server.setMode("drip")
        let timeout: TimeInterval = 4
        let client = GitHubClient(apiBase: server.base, token: nil, timeout: timeout)
        // The deadline the issue sets, counted from before the window exists (its first render
        // sends the request); the bound of a deadline, not a measurement.
        let deadline = Date().addingTimeInterval(timeout + 1)
        let window = SwiftHubWindow(network: client)
        defer { window.close() }
        let shown = window.wait(max(0, deadline.timeIntervalSinceNow)) {
            window.bannerText?.hasPrefix("GitHub is taking too long to answer.") == true
        }
        XCTAssertTrue(shown, "within --timeout + 1 s the banner says: \(window.bannerText ?? "nothing")")
        XCTAssertEqual(try server.searchRequestCount(), 1, "one request, given up at its deadline: no retry")
    } }
}
