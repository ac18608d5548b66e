#if GTK3
import CGtk
import Foundation
/// Controls have a name and a control's role; images a name or the decorative mark; a label
/// beside a control is its label.
@MainActor
enum NamesAndRolesCheck {
    /// The roles a user operates, each needing a name to be told apart.
    static let namedControlRoles: Set<UInt32> = Set([
        ATK_ROLE_PUSH_BUTTON, ATK_ROLE_TOGGLE_BUTTON, ATK_ROLE_CHECK_BOX, ATK_ROLE_RADIO_BUTTON, ATK_ROLE_LINK,
        ATK_ROLE_ENTRY, ATK_ROLE_PASSWORD_TEXT, ATK_ROLE_SPIN_BUTTON, ATK_ROLE_SLIDER, ATK_ROLE_COMBO_BOX,
        ATK_ROLE_LIST_ITEM, ATK_ROLE_TABLE_ROW, ATK_ROLE_TEXT, ATK_ROLE_SPLIT_PANE, ATK_ROLE_LIST, ATK_ROLE_TABLE,
        ATK_ROLE_TREE_TABLE, ATK_ROLE_MENU_ITEM, ATK_ROLE_CHECK_MENU_ITEM, ATK_ROLE_RADIO_MENU_ITEM, ATK_ROLE_PAGE_TAB,
    ].map(\.rawValue))

    /// Roles a focusable widget may have: the controls', and containers that manage a focus of
    /// their own (lists, tables, tab lists, text).
    static let focusableRoles: Set<UInt32> = namedControlRoles.union([
        ATK_ROLE_TREE, ATK_ROLE_PAGE_TAB_LIST, ATK_ROLE_LIST_BOX, ATK_ROLE_SCROLL_BAR, ATK_ROLE_CALENDAR, ATK_ROLE_COLOR_CHOOSER,
        ATK_ROLE_FILE_CHOOSER, ATK_ROLE_DOCUMENT_TEXT, ATK_ROLE_DOCUMENT_FRAME, ATK_ROLE_TREE_ITEM, ATK_ROLE_DIAL,
        ATK_ROLE_LAYERED_PANE, ATK_ROLE_SCROLL_PANE, ATK_ROLE_MENU_BAR, ATK_ROLE_MENU, ATK_ROLE_TABLE_CELL, ATK_ROLE_TOOL_BAR,
    ].map(\.rawValue))

    /// Roles whose widget shows a value rather than a label, and is labelled by a label beside it.
    static let valueRoles: Set<UInt32> = Set([
        ATK_ROLE_ENTRY, ATK_ROLE_PASSWORD_TEXT, ATK_ROLE_SPIN_BUTTON, ATK_ROLE_SLIDER, ATK_ROLE_COMBO_BOX, ATK_ROLE_TEXT,
    ].map(\.rawValue))

    static func findings(_ nodes: [AccessibleNode], _ report: (AccessibilityFinding.Kind, UnsafeMutablePointer<GtkWidget>, String, String) -> Void) {
        for node in nodes where node.has(ATK_STATE_SHOWING) {
            let role = node.role.rawValue
            let labels = node.relationTargets(ATK_RELATION_LABELLED_BY)
            let labelled = labels.contains { !(WidgetTree.text(of: $0) ?? "").isEmpty }
            let focusable = gtk_widget_get_can_focus(node.widget) != 0 && gtk_widget_is_sensitive(node.widget) != 0
            if focusable, !focusableRoles.contains(role), !isInternal(node), !isSelectableLabel(node.widget) {
                report(.wrongRole, node.widget, "it takes the keyboard focus but its role is \"\(roleName(node.role))\"",
                       "set accessibleRole to what it is (.button, .checkBox, .link…), or make it not focusable (canFocus = false)")
            }
            if valueRoles.contains(role), !labelled, let label = labelBeside(node.widget) {
                report(.labelNotLinked, node.widget, "the label \"\(WidgetTree.text(of: label) ?? "")\" beside it is not its label",
                       "link them: control.setAccessibleLabel(label) (ATK labelled-by), so a screen reader reads the label with the control")
            } else if namedControlRoles.contains(role), node.name.trimmingCharacters(in: .whitespaces).isEmpty, !labelled, !isInternal(node) {
                report(.missingName, node.widget, "a \(roleName(node.role)) with no accessible name",
                       "set accessibleName (an icon-only button: what it does, \"Add repository\"), or link a visible label with setAccessibleLabel")
            }
            if node.role == ATK_ROLE_ICON || node.role == ATK_ROLE_IMAGE, node.name.isEmpty {
                report(.unnamedImage, node.widget, "an image with no name that is not marked decorative",
                       "set accessibleName to what the image shows, or isAccessibilityDecorative = true when it adds nothing to the text")
            }
        }
    }

    /// A label whose text can be selected takes the focus for that, as a label.
    private static func isSelectableLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        WidgetTree.isA(widget, gtk_label_get_type())
            && gtk_label_get_selectable(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)) != 0
    }

    /// A part GTK made inside another control (a combo box's button), which reads through it.
    private static func isInternal(_ node: AccessibleNode) -> Bool {
        guard let parent = gtk_widget_get_parent(node.widget) else { return false }
        return WidgetTree.isA(parent, gtk_combo_box_get_type()) || WidgetTree.isA(parent, gtk_spin_button_get_type())
    }

    /// A label with text right before `control` (left of it, or above it) in its container,
    /// within 24 pixels: one a sighted user reads as its label.
    static func labelBeside(_ control: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let parent = gtk_widget_get_parent(control) else { return nil }
        let siblings = WidgetTree.children(of: parent)
        guard let index = siblings.firstIndex(of: control) else { return nil }
        var own = GtkAllocation()
        gtk_widget_get_allocation(control, &own)
        let rtl = gtk_widget_get_direction(control) == GTK_TEXT_DIR_RTL
        for sibling in siblings[..<index].reversed() where gtk_widget_get_mapped(sibling) != 0 {
            guard WidgetTree.isA(sibling, gtk_label_get_type()), !(WidgetTree.text(of: sibling) ?? "").isEmpty else { return nil }
            var other = GtkAllocation()
            gtk_widget_get_allocation(sibling, &other)
            let overlapsVertically = other.y < own.y + own.height && own.y < other.y + other.height
            let overlapsHorizontally = other.x < own.x + own.width && own.x < other.x + other.width
            let gapBefore = rtl ? other.x - (own.x + own.width) : own.x - (other.x + other.width)
            if overlapsVertically, gapBefore >= 0, gapBefore <= 24 { return sibling }
            if overlapsHorizontally, own.y - (other.y + other.height) >= 0, own.y - (other.y + other.height) <= 24 { return sibling }
            return nil
        }
        return nil
    }

    static func roleName(_ role: AtkRole) -> String {
        atk_role_get_name(role).map { String(cString: $0) } ?? "unknown"
    }
}
#endif
