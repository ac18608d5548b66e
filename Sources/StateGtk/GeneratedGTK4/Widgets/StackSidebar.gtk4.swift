#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkStackSidebar](https://docs.gtk.org/gtk4/class.StackSidebar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let stackSidebar = StackSidebar()
/// place(stackSidebar, key: "stackSidebar")
/// ```
@MainActor
public final class StackSidebar: Widget {
    /// A new GtkStackSidebar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_stack_sidebar_get_type(), 0, nil, nil)))
    }
}
#endif
