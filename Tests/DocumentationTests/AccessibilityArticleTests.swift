#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The accessibility article's examples, audited on real widgets.
final class AccessibilityArticleTests: XCTestCase {
    // snippet: accessible-audit-test
    func testTheSearchPanelIsAccessible() throws { try onMain {
        try requireGtk()
        let window = TestWindow(SearchPanel(), width: 320, height: 240)
        defer { window.close() }
        try window.auditAccessibility()
    } }
    // end snippet

    func testTheSearchPanelWithoutItsFixesFailsTheAudit() throws { try onMain {
        try requireGtk()
        let panel = SearchPanel()
        let window = TestWindow(panel, width: 320, height: 240)
        defer { window.close() }
        panel.status.announcesChanges = false
        panel.picture.isAccessibilityDecorative = false
        let kinds = Set(window.accessibilityFindings().map(\.kind))
        XCTAssertEqual(kinds, [.silentStatus, .unnamedImage])
        // snippet: accessible-ignoring
        try window.auditAccessibility(ignoring: [
            .init(.silentStatus, at: "status", because: "this test silenced it on purpose"),
            .init(.unnamedImage, at: "picture", because: "this test unmarked it on purpose"),
        ])
        // end snippet
    } }
}
#endif
