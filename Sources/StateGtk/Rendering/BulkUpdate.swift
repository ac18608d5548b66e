#if GTK3
import CGtk
import StateGtkCore
/// Decides when a structural update is cheaper with the container taken off screen.
///
/// Adding a child to a realized GTK 3 container realizes and styles it at once, and styling walks
/// the CSS siblings, so n additions to a live container cost O(n²). Unrealizing the container
/// first and mapping it again afterwards costs O(children) instead. With `a` the cost of one live
/// addition per sibling and `b` the cost of realizing one child, going off screen pays when
/// `a · changes · (kept + changes / 2) > b · (kept + insertions)`; `realizeToSiblingWalkRatio`
/// is b/a. Removing only trailing children stays live: each removal disturbs one sibling.
/// Docs/render-pipeline.md gives the measurements behind both.
enum BulkUpdate {
    static let realizeToSiblingWalkRatio = 300.0

    static func shouldGoOffScreen(_ size: PlanSize) -> Bool {
        if size.insertions == 0 && size.removesTailOnly { return false }
        let changes = Double(size.insertions + size.removals)
        guard changes >= 32 else { return false }
        let kept = Double(max(size.existing - size.removals, 0))
        let liveCost = changes * (kept + changes / 2)
        let offScreenCost = realizeToSiblingWalkRatio * (kept + Double(size.insertions))
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
#endif
