#if GTK3
import CGtk
import Foundation
import StateGtk
/// Status lines are announced. A label is a status line when its role says so (status bar,
/// alert, notification), when the key that placed it names one (containing "status", "error",
/// "loading", "progress", "notice" or "message"), or when it says it is loading ("Loading…").
@MainActor
enum StatusCheck {
    static let statusWords = ["status", "error", "loading", "progress", "notice", "message"]

    static func findings(
        _ nodes: [AccessibleNode], locations: WidgetLocations,
        _ report: (AccessibilityFinding.Kind, UnsafeMutablePointer<GtkWidget>, String, String) -> Void
    ) {
        for node in nodes where WidgetTree.isA(node.widget, gtk_label_get_type()) && node.has(ATK_STATE_SHOWING) {
            guard let reason = statusReason(node, locations.location(of: node.widget)), !Announcing(node.widget).announcesChanges else { continue }
            report(.silentStatus, node.widget, "a status line (\(reason)) whose changes a screen reader does not speak",
                   "set announcesChanges = true on it, so that each new text is announced")
        }
    }

    private static func statusReason(_ node: AccessibleNode, _ location: WidgetLocations.Location) -> String? {
        if [ATK_ROLE_STATUSBAR, ATK_ROLE_ALERT].contains(node.role) { return "its role is \(NamesAndRolesCheck.roleName(node.role))" }
        if let key = location.keyPath.last?.lowercased(), let word = statusWords.first(where: key.contains) {
            return "its key \"\(location.keyPath.last!)\" says \(word)"
        }
        if let text = WidgetTree.text(of: node.widget), text.hasPrefix("Loading") { return "it says \"\(text)\"" }
        return nil
    }

    /// A GtkWidget seen through StateGtk's accessibility properties.
    private final class Announcing: GtkWidgetBacked {
        let gtkWidget: UnsafeMutablePointer<GtkWidget>
        init(_ widget: UnsafeMutablePointer<GtkWidget>) { gtkWidget = widget }
    }
}
#endif
