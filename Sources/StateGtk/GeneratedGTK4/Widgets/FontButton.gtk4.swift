#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkFontButton](https://docs.gtk.org/gtk4/class.FontButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fontButton = FontButton()
/// fontButton.isModal = true
/// place(fontButton, key: "fontButton")
/// ```
@MainActor
public final class FontButton: Widget, FontButtonProtocol, FontChooserProtocol {
    /// A new GtkFontButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_font_button_get_type(), 0, nil, nil)))
    }
}
#endif
