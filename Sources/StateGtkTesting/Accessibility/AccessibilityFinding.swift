#if GTK3
import Foundation
/// One accessibility problem the audit found: what, where (the view type and key path) and how
/// to fix it.
///
/// ```swift
/// let findings = window.accessibilityFindings()
/// for finding in findings { print(finding.kind, finding.keyPath, finding.fix) }
/// ```
public struct AccessibilityFinding: Sendable, Equatable, CustomStringConvertible {
    /// A kind of accessibility problem, one per check of the audit.
    ///
    /// ```swift
    /// let ignored = AccessibilityFinding.Ignored(.lowContrast, at: "footer/hint", because: "decorative")
    /// ```
    public enum Kind: String, Sendable, CaseIterable {
        /// An operable control (button, toggle, entry, slider, spin button, link, row…) with no
        /// accessible name: a screen reader says only its role.
        case missingName
        /// A focusable widget whose role is not a control's (a panel, a label, an image).
        case wrongRole
        /// An image with neither a name nor the decorative mark.
        case unnamedImage
        /// A label shown next to a control that is not the control's label (labelled-by).
        case labelNotLinked
        /// A control the keyboard cannot reach with Tab and Shift+Tab.
        case unreachable
        /// Tab goes back against the reading order (up, or against the text direction).
        case focusOrder
        /// Tab or Shift+Tab goes round a part of the window and never leaves it.
        case focusTrap
        /// A widget takes the focus while it is outside the visible part of the window.
        case focusNotVisible
        /// A list or table row without its position and the list's size ("3 of 30").
        case rowPosition
        /// A row of a selectable list without the selectable, selected or focused state.
        case rowState
        /// A row exposed to assistive technologies while it is not on screen (a pooled row).
        case hiddenRowExposed
        /// Text whose contrast with its background is below WCAG AA.
        case lowContrast
        /// A status line (status, errors, "Loading…") whose changes are not announced.
        case silentStatus
    }

    /// The kind of problem.
    public let kind: Kind
    /// The StateView that placed the widget (or its nearest placed ancestor).
    public let viewType: String
    /// The keys from the audited view to the widget, joined by "/": `"panel/search"`.
    public let keyPath: String
    /// The GTK type of the widget: `GtkButton`.
    public let widgetType: String
    /// The widget's accessible name, empty when it has none.
    public let name: String
    /// What is wrong, with the values read.
    public let problem: String
    /// What to change.
    public let fix: String

    /// A finding, as the audit makes them.
    public init(kind: Kind, viewType: String, keyPath: String, widgetType: String, name: String = "", problem: String, fix: String) {
        self.kind = kind
        self.name = name
        self.viewType = viewType
        self.keyPath = keyPath
        self.widgetType = widgetType
        self.problem = problem
        self.fix = fix
    }

    public var description: String {
        let named = name.isEmpty ? "" : " \"\(name)\""
        return "\(kind.rawValue) at \"\(keyPath)\" (\(widgetType)\(named) in \(viewType)): \(problem). Fix: \(fix)"
    }

    /// A finding a test accepts, one at a time, with its reason: the audit skips the finding of
    /// `kind` at `keyPath`, and fails when nothing there has it any more.
    ///
    /// ```swift
    /// try window.auditAccessibility(ignoring: [
    ///     .init(.lowContrast, at: "footer/version", because: "the version is not needed to use the app"),
    /// ])
    /// ```
    public struct Ignored: Sendable, Equatable {
        /// The kind of finding accepted.
        public let kind: Kind
        /// The key path of the finding, as the finding gives it.
        public let keyPath: String
        /// Why it is acceptable: required, and shown with unused entries.
        public let reason: String

        /// Accepts the finding of `kind` at `keyPath`, for `reason` (which must not be empty).
        public init(_ kind: Kind, at keyPath: String, because reason: String) {
            self.kind = kind
            self.keyPath = keyPath
            self.reason = reason
        }

        func matches(_ finding: AccessibilityFinding) -> Bool { finding.kind == kind && finding.keyPath == keyPath }
    }
}

/// The audit's failure: the findings left after the ignored ones, and ignored entries that
/// matched nothing (so that they do not outlive their reason).
///
/// ```swift
/// do { try window.auditAccessibility() } catch let failure as AccessibilityAuditFailure {
///     print(failure.findings.count)
/// }
/// ```
public struct AccessibilityAuditFailure: Error, CustomStringConvertible {
    /// The findings not ignored.
    public let findings: [AccessibilityFinding]
    /// Ignored entries that matched no finding, or that gave no reason.
    public let invalidIgnores: [AccessibilityFinding.Ignored]

    public var description: String {
        var lines = ["the accessibility audit found \(findings.count) problem\(findings.count == 1 ? "" : "s"):"]
        lines += findings.map { "- \($0)" }
        lines += invalidIgnores.map { ignored in
            ignored.reason.trimmingCharacters(in: .whitespaces).isEmpty
                ? "- ignoring \(ignored.kind.rawValue) at \"\(ignored.keyPath)\" needs a reason"
                : "- nothing at \"\(ignored.keyPath)\" has \(ignored.kind.rawValue) any more: remove the ignored entry (\(ignored.reason))"
        }
        return lines.joined(separator: "\n")
    }
}
#endif
