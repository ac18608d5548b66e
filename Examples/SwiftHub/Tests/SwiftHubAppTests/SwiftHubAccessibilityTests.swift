#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
@testable import SwiftHubApp
/// SwiftHub's window passes StateGtkTesting's accessibility audit: names, roles, the Tab walk,
/// rows, contrast and announced status lines.
final class SwiftHubAccessibilityTests: XCTestCase {
    func testTheWindowPassesTheAccessibilityAudit() throws { try onMain {
        try requireGtk()
        Style.load(css: SwiftHubStyle.css, source: "SwiftHub")  // as SwiftHubApplication does
        let window = SwiftHubWindow(network: ScriptedSource(count: 75))
        defer { window.close() }
        window.waitForFirstPage()
        window.settle()
        var before = rusage(), after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        let findings = window.host.accessibilityFindings()
        getrusage(RUSAGE_SELF.rawValue, &after)
        if let path = ProcessInfo.processInfo.environment["STATEGTK_AUDIT_CPU"] {
            // The audit's CPU time, for Docs/testing.md (measured, never asserted).
            let seconds = { (usage: rusage) in
                Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
            }
            try "\(seconds(after) - seconds(before))\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        try window.host.auditAccessibility(ignoring: SwiftHubAccessibilityTests.accepted)
        XCTAssertEqual(findings.count, Self.accepted.count, "\(findings)")
    } }

    /// Findings SwiftHub keeps, each with its reason.
    static let accepted: [AccessibilityFinding.Ignored] = [
        .init(.lowContrast, at: "split/SGLabel[0]", because: "Adwaita's selected row: white on #3584e4 (3.8:1) is the theme's choice, not the app's"),
        .init(.lowContrast, at: "split/SGLabel[1]", because: "Adwaita's selected row: white on #3584e4 (3.8:1) is the theme's choice, not the app's"),
        .init(.lowContrast, at: "split/SGLabel[2]", because: "the figures line, dimmed, on Adwaita's selected row: the theme's selected colours"),
    ]

    func testTheStatusLineAnnouncesItsChanges() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: ScriptedSource(count: 75))
        defer { window.close() }
        window.waitForFirstPage()
        XCTAssertTrue(window.home.status.announcesChanges)
    } }
}
#endif
