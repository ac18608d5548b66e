// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// GTK's size requests for one child, in the shapes the layouts need.
@MainActor
enum ChildMeasurement {
    static func width(_ widget: UnsafeMutablePointer<GtkWidget>, forHeight height: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        #if GTK3
        if height < 0 { gtk_widget_get_preferred_width(widget, &minimum, &natural) }
        else { gtk_widget_get_preferred_width_for_height(widget, height, &minimum, &natural) }
        #else
        // A height-for-width widget gives its width for no height, as on GTK 3: there a wrapping
        // label's width is the same whatever height is asked, where GTK 4's would be the width
        // that fits its text in that height (a stack asking at a one-line height would get the
        // whole text's width, and its columns would no longer fit the window).
        let forHeight = height >= 0 && gtk_widget_get_request_mode(widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH ? -1 : height
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, forHeight, &minimum, &natural, nil, nil)
        #endif
        return (minimum, natural)
    }

    static func height(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        #if GTK3
        if width < 0 { gtk_widget_get_preferred_height(widget, &minimum, &natural) }
        else { gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural) }
        #else
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        #endif
        return (minimum, natural)
    }

    static func isVisible(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_visible(widget) != 0 }
}
