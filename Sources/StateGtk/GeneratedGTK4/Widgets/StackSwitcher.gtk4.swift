#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkStackSwitcher](https://docs.gtk.org/gtk4/class.StackSwitcher.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let stackSwitcher = StackSwitcher()
/// stackSwitcher.orientation = .vertical
/// place(stackSwitcher, key: "stackSwitcher")
/// ```
@MainActor
public final class StackSwitcher: Widget, OrientableProtocol {
    /// A new GtkStackSwitcher with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_stack_switcher_get_type(), 0, nil, nil)))
    }
}
#endif
