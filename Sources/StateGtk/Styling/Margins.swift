// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Margins on StateViews: space around a view inside the frame its parent's layout gives it.
///
/// ```swift
/// card.margins = EdgeInsets(all: 12)   // in a stack: a gap around the card
/// ```
extension StateView {
    /// Empty space around the view (GTK's widget margins, honoured by every layout).
    public var margins: EdgeInsets {
        get { Margins.of(widget) }
        set { Margins.set(newValue, on: widget) }
    }
}

/// Reads and writes GTK's four widget margins as one value; one recorded call when they change.
@MainActor
enum Margins {
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> EdgeInsets {
        EdgeInsets(top: Double(gtk_widget_get_margin_top(widget)), left: Double(gtk_widget_get_margin_start(widget)),
                   bottom: Double(gtk_widget_get_margin_bottom(widget)), right: Double(gtk_widget_get_margin_end(widget)))
    }

    static func set(_ insets: EdgeInsets, on widget: UnsafeMutablePointer<GtkWidget>) {
        // GTK keeps whole pixels: compare in whole pixels, or 4.5 would differ on every render.
        let insets = EdgeInsets(top: insets.top.rounded(), left: insets.left.rounded(), bottom: insets.bottom.rounded(), right: insets.right.rounded())
        guard recordIfChanged(of(widget), insets) else { return }
        gtk_widget_set_margin_top(widget, Int32(insets.top))
        gtk_widget_set_margin_start(widget, Int32(insets.left))
        gtk_widget_set_margin_bottom(widget, Int32(insets.bottom))
        gtk_widget_set_margin_end(widget, Int32(insets.right))
    }
}
