#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkRecentChooserWidget](https://docs.gtk.org/gtk3/class.RecentChooserWidget.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let recentChooserWidget = RecentChooserWidget()
/// recentChooserWidget.orientation = .vertical
/// place(recentChooserWidget, key: "recentChooserWidget")
/// ```
@MainActor
public final class RecentChooserWidget: Widget, OrientableProtocol, RecentChooserProtocol, BoxProtocol {
    /// A new GtkRecentChooserWidget with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_recent_chooser_widget_get_type(), 0, nil, nil)))
    }
}
#endif
