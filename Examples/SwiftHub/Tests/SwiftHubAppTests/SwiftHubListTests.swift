// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
@testable import SwiftHubApp
import XCTest
/// The repository list answers as a GTK list does: a double click shows the owner's page, and
/// typing a name moves the selection to it.
final class SwiftHubListTests: XCTestCase {
    func testADoubleClickOnARepositoryShowsItsOwnersPage() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil)
        defer { window.close() }
        window.waitForFirstPage()
        let row = try XCTUnwrap(window.rows.dropFirst(2).first)
        let login = try XCTUnwrap(row.props[RepositoryRow.repository]?.owner.login)
        let warnings = try gtkWarnings {
            try window.host.click(row.summary.gtkWidget, count: 2)
            XCTAssertTrue(window.wait { window.controller.topView is OwnerView }, "the owner page is pushed")
            XCTAssertEqual(window.controller.titleBar?.title, login)
            window.settle()
        }
        XCTAssertEqual(warnings, [])
    } }

    func testTypingANameSelectsItsRepository() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil)
        defer { window.close() }
        window.waitForFirstPage()
        let repositories = try XCTUnwrap(window.home.list?.props[RepositoryList.repositories])
        let prefix = String(repositories[3].name.prefix(6))
        window.click(window.rows[0].summary.gtkWidget)
        try window.host.type(prefix)
        // The first repository after the clicked one whose name starts with what was typed.
        let index = try XCTUnwrap(TypeAheadFind.firstRow(startingWith: prefix.lowercased(), from: 1, count: repositories.count) { repositories[$0].name })
        let expected = repositories[index]
        XCTAssertTrue(window.wait { window.detailsTitle == expected.fullName }, "got \(window.detailsTitle ?? "nil")")
    } }
}
