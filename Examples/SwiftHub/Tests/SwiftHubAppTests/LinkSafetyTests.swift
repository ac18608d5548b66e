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
/// What a server sends never decides what the desktop opens: a repository's page is opened only
/// when it is https on GitHub, from the button, Enter and the context menu alike, and anything
/// else is refused where the user sees it. An owner's login that is not one is refused visibly
/// too, even with a NUL byte that a GTK action would cut it at.
final class LinkSafetyTests: XCTestCase {
    static let hostileAddresses = [
        "file:///etc/passwd", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ssh://git@github.com/a/b",
        "http://github.com/a/b", "https://github.com.evil.example/a/b", "https://user:pass@github.com/a/b",
    ]

    func testEveryPathToOpenARepositoryRefusesAddressesThatAreNotGitHubPages() throws { try onMain {
        try requireGtk()
        var repository = StubSource.repository(id: 1)
        let window = SwiftHubWindow(network: ScriptedSource([repository]))
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 1 })
        window.waitUntilIdle()
        for address in Self.hostileAddresses {
            repository.htmlURL = try XCTUnwrap(URL(string: address), address)
            window.home.state[HomeView.listing] = RepositoryListing(repositories: [repository], nextPage: nil, origin: .network)
            window.settle(0.05)
            let refusal = SafeLink.refusal(of: repository.htmlURL.absoluteString)
            for (path, open) in [
                ("the button", { window.click(window.details.open.gtkWidget) }),
                ("the context menu", { XCTAssertTrue(window.controller.activateAction("win.open-url", target: repository.htmlURL.absoluteString)) }),
            ] as [(String, () -> Void)] {
                window.home.state[HomeView.refusal] = nil
                window.settle(0.05)
                XCTAssertNil(window.bannerText)
                open()
                XCTAssertTrue(window.wait(2) { window.bannerText == refusal }, "\(address) from \(path): banner \(window.bannerText ?? "none")")
                XCTAssertTrue(window.bannerIsError)
            }
        }
        XCTAssertNotNil(SafeLink.repositoryPage("https://github.com/a/b"))
        XCTAssertNotNil(SafeLink.repositoryPage("https://gist.github.com/a/1"))
    } }

    func testAnOwnerThatIsNoLoginIsRefusedVisiblyEvenWithANulByte() throws { try onMain {
        try requireGtk()
        var nul = StubSource.repository(id: 1)
        nul.owner.login = "octocat\u{0}evil"
        var spaced = StubSource.repository(id: 2)
        spaced.owner.login = "not a login"
        let window = SwiftHubWindow(network: ScriptedSource([nul, spaced, StubSource.repository(id: 3, name: "real")]))
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 3 })
        window.waitUntilIdle()
        for (index, login) in [(0, "octocat\u{FFFD}evil"), (1, "not a login")] {
            window.home.state[HomeView.selectedID] = index + 1
            window.home.state[HomeView.refusal] = nil
            XCTAssertTrue(window.wait { window.detailsTitle == [nul, spaced][index].fullName }, "got \(window.detailsTitle ?? "nil")")
            window.click(window.details.owner.gtkWidget)
            XCTAssertTrue(window.wait(2) { window.bannerText == "“\(login)” is not a GitHub login, so SwiftHub cannot list its repositories." },
                          "banner: \(window.bannerText ?? "none")")
            XCTAssertNil(window.controller.backButton, "no owner's page was pushed")
        }
    } }
}
