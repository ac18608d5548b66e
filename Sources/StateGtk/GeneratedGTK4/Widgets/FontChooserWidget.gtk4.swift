#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkFontChooserWidget](https://docs.gtk.org/gtk4/class.FontChooserWidget.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fontChooserWidget = FontChooserWidget()
/// fontChooserWidget.font = "Text"
/// place(fontChooserWidget, key: "fontChooserWidget")
/// ```
@MainActor
public final class FontChooserWidget: Widget, FontChooserProtocol {
    /// A new GtkFontChooserWidget with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_font_chooser_widget_get_type(), 0, nil, nil)))
    }
}
#endif
