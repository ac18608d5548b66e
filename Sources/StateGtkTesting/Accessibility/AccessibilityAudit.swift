#if GTK3
import CGtk
import Foundation
import StateGtk
/// An accessibility audit of a window, or of one view in it, for a test: what a screen reader
/// reads (in-process, through ATK), where Tab takes the focus, and the contrast of the text as
/// drawn. See ``AccessibilityFinding/Kind`` for the checks.
///
/// ```swift
/// let window = TestWindow(HomeViewController())
/// defer { window.close() }
/// try window.auditAccessibility()                        // throws the list of findings
/// try window.auditAccessibility(of: window.view(atKeyPath: "panel"), ignoring: [
///     .init(.lowContrast, at: "panel/hint", because: "the hint repeats the placeholder"),
/// ])
/// ```
@MainActor
extension TestWindow {
    /// Audits the window (or `view` in it), and throws ``AccessibilityAuditFailure`` listing
    /// each finding not ignored, and each ignored entry that matched nothing. Works in Swift
    /// Testing and XCTest alike: a thrown error fails the test with the list.
    public func auditAccessibility(of view: StateView? = nil, ignoring ignored: [AccessibilityFinding.Ignored] = []) throws {
        let findings = accessibilityFindings(of: view)
        let reasoned = ignored.filter { !$0.reason.trimmingCharacters(in: .whitespaces).isEmpty }
        let remaining = findings.filter { finding in !reasoned.contains { $0.matches(finding) } }
        let invalid = ignored.filter { entry in
            entry.reason.trimmingCharacters(in: .whitespaces).isEmpty || !findings.contains(where: entry.matches)
        }
        guard remaining.isEmpty, invalid.isEmpty else {
            throw AccessibilityAuditFailure(findings: remaining, invalidIgnores: invalid)
        }
    }

    /// What the audit finds in the window (or in `view`), in the window's order, none ignored.
    public func accessibilityFindings(of view: StateView? = nil) -> [AccessibilityFinding] {
        waitUntilIdle()
        let locations = WidgetLocations(root: view ?? self.view, window: window)
        let root = view?.widget ?? window
        let nodes = AccessibleNode.tree(under: root)
        var findings: [AccessibilityFinding] = []
        var seen: Set<String> = []
        func report(_ kind: AccessibilityFinding.Kind, _ widget: UnsafeMutablePointer<GtkWidget>, _ problem: String, _ fix: String) {
            let location = locations.location(of: widget)
            let finding = AccessibilityFinding(
                kind: kind, viewType: location.viewType, keyPath: location.keyPath.joined(separator: "/"),
                widgetType: WidgetTree.typeName(widget), name: WidgetTree.accessibleName(of: widget) ?? "", problem: problem, fix: fix)
            if seen.insert("\(kind)|\(finding.keyPath)").inserted { findings.append(finding) }
        }
        NamesAndRolesCheck.findings(nodes, report)
        FocusCheck.findings(self, nodes: nodes, within: locations.contains, report)
        RowsCheck.findings(nodes, report)
        ContrastCheck.findings(window: window, nodes: nodes, report)
        StatusCheck.findings(nodes, locations: locations, report)
        waitUntilIdle()
        return findings
    }
}
#endif
