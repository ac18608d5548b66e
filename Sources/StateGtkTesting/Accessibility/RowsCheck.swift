#if GTK3
import CGtk
/// List and table rows say where they are ("3 of 30") and their selected and focused states,
/// and a list exposes only rows that are on screen.
@MainActor
enum RowsCheck {
    static func findings(_ nodes: [AccessibleNode], _ report: (AccessibilityFinding.Kind, UnsafeMutablePointer<GtkWidget>, String, String) -> Void) {
        for node in nodes where node.role == ATK_ROLE_LIST_ITEM || node.role == ATK_ROLE_TABLE_ROW {
            guard node.has(ATK_STATE_SHOWING), node.has(ATK_STATE_VISIBLE) else {
                report(.hiddenRowExposed, node.widget, "a row that is not on screen is exposed as a \(NamesAndRolesCheck.roleName(node.role))",
                       "a list that keeps rows off screen (a pool) marks them redundant (ATK_ROLE_REDUNDANT_OBJECT) and hides them")
                continue
            }
            if let problem = positionProblem(node) {
                report(.rowPosition, node.widget, problem,
                       "rows of a list that shows only some of its items give \"posinset\" and \"setsize\" (ListView does)")
            }
            if let problem = stateProblem(node) {
                report(.rowState, node.widget, problem,
                       "a selectable list's rows are selectable and report selected and focused (ListView and ListBox do)")
            }
        }
    }

    /// A row's position is its "posinset" of "setsize", or its place among its list's children
    /// when the list exposes every row (a GtkListBox).
    private static func positionProblem(_ node: AccessibleNode) -> String? {
        let attributes = node.attributes
        if let position = attributes["posinset"].flatMap(Int.init), let size = attributes["setsize"].flatMap(Int.init) {
            return (1...max(size, 1)).contains(position) ? nil : "its position \(position) of \(size) is outside the list"
        }
        if let parent = gtk_widget_get_parent(node.widget), WidgetTree.isA(parent, gtk_list_box_get_type()) || WidgetTree.isA(parent, gtk_flow_box_get_type()) {
            return nil
        }
        return "it does not say its position in the list and the list's size"
    }

    private static func stateProblem(_ node: AccessibleNode) -> String? {
        guard let list = listWidget(of: node.widget) else { return nil }
        let selectable = rowsAreSelectable(list)
        if selectable, !node.has(ATK_STATE_SELECTABLE) { return "its list selects rows, but the row is not selectable" }
        if selectable, isSelected(node.widget, in: list), !node.has(ATK_STATE_SELECTED) { return "it is selected but does not say so" }
        return nil
    }

    private static func listWidget(of row: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let parent = gtk_widget_get_parent(row) else { return nil }
        return atk_object_get_role(gtk_widget_get_accessible(parent)) == ATK_ROLE_LIST || WidgetTree.isA(parent, gtk_list_box_get_type()) ? parent : nil
    }

    private static func rowsAreSelectable(_ list: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if WidgetTree.isA(list, gtk_list_box_get_type()) {
            return gtk_list_box_get_selection_mode(UnsafeMutableRawPointer(list).assumingMemoryBound(to: GtkListBox.self)) != GTK_SELECTION_NONE
        }
        guard let object = gtk_widget_get_accessible(list) else { return false }
        let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, atk_selection_get_type()) != 0
    }

    private static func isSelected(_ row: UnsafeMutablePointer<GtkWidget>, in list: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard WidgetTree.isA(row, gtk_list_box_row_get_type()) else { return false }
        return gtk_list_box_row_is_selected(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self)) != 0
    }
}
#endif
