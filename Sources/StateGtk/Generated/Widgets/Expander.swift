// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkExpander](https://docs.gtk.org/gtk3/class.Expander.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let expander = Expander()
/// expander.isExpanded = true
/// place(expander, key: "expander")
/// ```
@MainActor
public final class Expander: Widget, ExpanderProtocol {
    /// A new GtkExpander with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_expander_get_type(), 0, nil, nil)))
    }
}
