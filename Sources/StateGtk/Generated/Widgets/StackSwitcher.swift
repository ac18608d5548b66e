#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkStackSwitcher](https://docs.gtk.org/gtk3/class.StackSwitcher.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let stackSwitcher = StackSwitcher()
/// stackSwitcher.iconSize = 1
/// place(stackSwitcher, key: "stackSwitcher")
/// ```
@MainActor
public final class StackSwitcher: Widget, StackSwitcherProtocol, OrientableProtocol, BoxProtocol {
    /// A new GtkStackSwitcher with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_stack_switcher_get_type(), 0, nil, nil)))
    }
}
#endif
