#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkColorButton](https://docs.gtk.org/gtk3/class.ColorButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let colorButton = ColorButton()
/// colorButton.alpha = 1
/// place(colorButton, key: "colorButton")
/// ```
@MainActor
public final class ColorButton: Widget, ColorButtonProtocol, ColorChooserProtocol, ButtonProtocol {
    /// A new GtkColorButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_color_button_get_type(), 0, nil, nil)))
    }
}
#endif
