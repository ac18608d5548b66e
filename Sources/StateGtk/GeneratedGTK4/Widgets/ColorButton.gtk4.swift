#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkColorButton](https://docs.gtk.org/gtk4/class.ColorButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let colorButton = ColorButton()
/// colorButton.isModal = true
/// place(colorButton, key: "colorButton")
/// ```
@MainActor
public final class ColorButton: Widget, ColorButtonProtocol, ColorChooserProtocol {
    /// A new GtkColorButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_color_button_get_type(), 0, nil, nil)))
    }
}
#endif
