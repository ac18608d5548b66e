import CGtk

/// Decides when a structural update is cheaper with the container taken off screen.
///
/// Adding a child to a realized GTK 3 container realizes and styles it at once, and styling walks
/// the CSS siblings, so n additions to a live container cost O(n²) (measured here: 10,000 rows
/// take 34 s added live, under 1 s built off screen). Unrealizing the container first and mapping
/// it again afterwards costs O(children) instead. With `a` the cost of one live addition per
/// sibling and `b` the cost of realizing one child, going off screen pays when
/// `a · additions · (existing + additions / 2) > b · (existing + additions)`; b/a was about 300
/// on this project's machines.
///
/// Removing only trailing children (clearing a list, say) stays live: each removal changes one
/// sibling's position (the new last child), and the removals run last first. Measured on clear
/// 1,000 rows: 1.17× GTK's naive time live, 1.25× off screen.
enum BulkUpdate {
    static let realizeToSiblingWalkRatio = 300.0

    static func shouldGoOffScreen(insertions: Int, removals: Int, existing: Int, removesTailOnly: Bool = false) -> Bool {
        if insertions == 0 && removesTailOnly { return false }
        let changes = Double(insertions + removals)
        guard changes >= 32 else { return false }
        let kept = Double(max(existing - removals, 0))
        let liveCost = changes * (kept + changes / 2)
        let offScreenCost = realizeToSiblingWalkRatio * (kept + Double(insertions))
        return liveCost > offScreenCost
    }

    /// Unrealizes `widget` if it is realized; returns whether it did.
    @MainActor
    static func takeOffScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_realized(widget) != 0 else { return false }
        gtk_widget_unrealize(widget)
        return true
    }

    /// Realizes and maps `widget` again as its parent expects.
    @MainActor
    static func putBackOnScreen(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        if gtk_widget_get_mapped(parent) != 0 && gtk_widget_get_visible(widget) != 0 {
            gtk_widget_map(widget)
        } else if gtk_widget_get_realized(parent) != 0 {
            gtk_widget_realize(widget)
        }
    }
}
