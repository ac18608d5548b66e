// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkStack](https://docs.gtk.org/gtk3/class.Stack.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let stack = Stack()
/// stack.isHhomogeneous = true
/// place(stack, key: "stack")
/// ```
@MainActor
public final class Stack: Widget, StackProtocol {
    /// A new GtkStack with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_stack_get_type(), 0, nil, nil)))
    }
}
