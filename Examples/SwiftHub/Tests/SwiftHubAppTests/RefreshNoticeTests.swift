// toolkit: both
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// The notification at the end of a long refresh: only when the refresh the user asked for took
/// long, succeeded, and the user is in another window by then; once; with the button that brings
/// the window back. (Application.sendNotification reaching the desktop's notification server is
/// DesktopNotificationTests'.)
final class RefreshNoticeTests: XCTestCase {
    private static func finished(_ count: Int, failure: GitHubError? = nil) -> RepositoryLoader.Status {
        var status = RepositoryLoader.Status()
        status.listing = RepositoryListing(repositories: (0..<count).map { StubSource.repository(id: $0) }, nextPage: nil, origin: .network)
        status.failure = failure
        return status
    }

    private static var loading: RepositoryLoader.Status {
        var status = finished(30)
        status.isLoading = true
        return status
    }

    func testALongRefreshThatEndsInTheBackgroundIsAnnouncedOnce() throws { try onMain {
        let notice = RefreshNotice(threshold: 0)
        notice.refreshStarted()
        XCTAssertNil(notice.notification(after: Self.loading, windowIsActive: false), "not while it loads")
        let notification = try XCTUnwrap(notice.notification(after: Self.finished(42), windowIsActive: false))
        XCTAssertEqual(notification.title, "42 repositories updated")
        let show = DesktopNotification.Button("Show SwiftHub", action: "app.show-window")
        XCTAssertEqual(notification.buttons, [show])
        XCTAssertEqual(notification.defaultAction, show, "clicking the notification itself shows the window too")
        XCTAssertNil(notice.notification(after: Self.finished(42), windowIsActive: false), "once a refresh")
        notice.refreshStarted()
        XCTAssertEqual(notice.notification(after: Self.finished(1), windowIsActive: false)?.title, "1 repository updated")
    } }

    func testNothingIsAnnouncedForAShortFailedWatchedOrUnaskedLoad() { onMain {
        let short = RefreshNotice(threshold: 60)
        short.refreshStarted()
        XCTAssertNil(short.notification(after: Self.finished(30), windowIsActive: false), "a short refresh")

        let notice = RefreshNotice(threshold: 0)
        XCTAssertNil(notice.notification(after: Self.finished(30), windowIsActive: false), "a load the user did not ask to refresh")
        notice.refreshStarted()
        XCTAssertNil(notice.notification(after: Self.finished(30), windowIsActive: true), "the user watched it")
        notice.refreshStarted()
        XCTAssertNil(notice.notification(after: Self.finished(30, failure: .offline), windowIsActive: false), "a failed refresh")
    } }

    func testTheNotificationsButtonBringsTheWindowToTheFront() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil)
        defer { window.close() }
        window.waitForFirstPage()
        XCTAssertNoThrow(try window.host.activateAction("app.\(RefreshNotice.showWindow)"), "the button's action is the app's")
        XCTAssertEqual(Application.shared?.windows.filter { $0 === window.controller }.count, 1, "presented again, still one window")
    } }
}
