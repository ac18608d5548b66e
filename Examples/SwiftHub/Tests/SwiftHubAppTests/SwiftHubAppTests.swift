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
/// SwiftHub as an app: its actions, the owner page it pushes, offline.
final class SwiftHubAppTests: XCTestCase {
    func testTheOwnerPageShowsTheOwnersBuiltInRepositoriesAndPopsBack() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil)
        defer { window.close() }
        window.waitForFirstPage()
        let first = try XCTUnwrap(window.rows.first?.props[RepositoryRow.repository])
        let login = first.owner.login
        XCTAssertTrue(window.controller.activateAction("win.show-owner", target: login))
        let owner = try XCTUnwrap(window.controller.topView as? OwnerView, "the owner page is pushed")
        XCTAssertTrue(window.wait { (owner.state[OwnerView.listing]?.repositories.count ?? 0) > 0 })
        let shown = owner.state[OwnerView.listing]!
        XCTAssertEqual(shown.origin, .builtIn)
        XCTAssertTrue(shown.repositories.allSatisfy { $0.owner.login == login }, "only the owner's repositories")
        XCTAssertTrue(shown.repositories.contains { $0.id == first.id })
        XCTAssertEqual(shown.repositories.map(\.stargazersCount), shown.repositories.map(\.stargazersCount).sorted(by: >))
        XCTAssertEqual(window.controller.titleBar?.title, login)
        window.controller.pop()
        XCTAssertTrue(window.wait { window.controller.navigationStack.isEmpty })
        XCTAssertEqual(window.rowCount, 30, "the home list is still there")
    } }

    func testRefreshLoadsTheQueryAgain() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: StubSource(.pages(total: 30)))
        defer { window.close() }
        window.waitForFirstPage()
        XCTAssertEqual(window.home.state[HomeView.isLoading], false)
        XCTAssertTrue(window.controller.activateAction("win.refresh"))
        XCTAssertEqual(window.home.state[HomeView.isLoading], true, "Refresh loads the first page again")
        window.waitForFirstPage()
    } }
}
