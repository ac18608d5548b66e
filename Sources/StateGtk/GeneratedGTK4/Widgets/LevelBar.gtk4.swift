#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkLevelBar](https://docs.gtk.org/gtk4/class.LevelBar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let levelBar = LevelBar()
/// levelBar.isInverted = true
/// place(levelBar, key: "levelBar")
/// ```
@MainActor
public final class LevelBar: Widget, LevelBarProtocol, OrientableProtocol {
    /// A new GtkLevelBar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_level_bar_get_type(), 0, nil, nil)))
    }
}
#endif
