#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkActionBar](https://docs.gtk.org/gtk4/class.ActionBar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let actionBar = ActionBar()
/// actionBar.isRevealed = true
/// place(actionBar, key: "actionBar")
/// ```
@MainActor
public final class ActionBar: Widget, ActionBarProtocol {
    /// A new GtkActionBar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_action_bar_get_type(), 0, nil, nil)))
    }
}
#endif
