#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkFontChooserWidget](https://docs.gtk.org/gtk3/class.FontChooserWidget.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fontChooserWidget = FontChooserWidget()
/// fontChooserWidget.font = "Text"
/// place(fontChooserWidget, key: "fontChooserWidget")
/// ```
@MainActor
public final class FontChooserWidget: Widget, FontChooserProtocol, OrientableProtocol, BoxProtocol {
    /// A new GtkFontChooserWidget with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_font_chooser_widget_get_type(), 0, nil, nil)))
    }
}
#endif
