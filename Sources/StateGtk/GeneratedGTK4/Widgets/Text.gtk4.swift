#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkText](https://docs.gtk.org/gtk4/class.Text.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let text = Text()
/// text.isActivatesDefault = true
/// place(text, key: "text")
/// ```
@MainActor
public final class Text: Widget, TextProtocol, EditableProtocol {
    /// A new GtkText with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_text_get_type(), 0, nil, nil)))
    }
}
#endif
