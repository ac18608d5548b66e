// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Rows wider than the viewport, scrolled sideways (opt-in): the rows get their natural width,
// and the surface places them at minus the horizontal adjustment's value.

extension ListView {
    var hadjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_hadjustment(OpaquePointer(surface)) }

    /// Shows a horizontal scroll bar when the rows are wider than the viewport.
    func setScrollsHorizontally(_ scrolls: Bool) {
        guard scrolls != scrollsHorizontally else { return }
        scrollsHorizontally = scrolls
        GtkMutations.record(.propertySet)
        gtk_scrolled_window_set_policy(gcast(scroller), scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_queue_resize(surface)
    }

    /// The width the rows get for a viewport `viewportWidth` wide, with the horizontal
    /// adjustment set to match: the viewport's width, or the rows' natural width when they
    /// scroll sideways and are wider.
    func horizontalExtent(viewportWidth: Int32) -> Int32 {
        let natural = scrollsHorizontally ? ChildMeasurement.width(rows.widget).natural : 0
        let width = max(viewportWidth, natural)
        let adjustment = hadjustment
        let page = Double(viewportWidth)
        let value = min(max(gtk_adjustment_get_value(adjustment), 0), Double(width) - page)
        if gtk_adjustment_get_upper(adjustment) != Double(width) || gtk_adjustment_get_page_size(adjustment) != page
            || gtk_adjustment_get_value(adjustment) != value {
            isConfiguring = true
            gtk_adjustment_configure(adjustment, value, 0, Double(width), page * 0.1, page * 0.9, page)
            isConfiguring = false
        }
        return width
    }

    /// How far the rows are scrolled sideways, in pixels (0 unless `scrollsHorizontally()`).
    public var horizontalScrollOffset: Double { gtk_adjustment_get_value(hadjustment) }

    /// Scrolls the rows sideways so that `offset` is at the viewport's left edge (clamped to
    /// the rows); for a list that `scrollsHorizontally()`.
    public func scroll(toHorizontalOffset offset: Double) {
        let adjustment = hadjustment
        let limit = max(gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment), 0)
        GtkMutations.record(.propertySet)
        gtk_adjustment_set_value(adjustment, min(max(offset, 0), limit))
    }
}
