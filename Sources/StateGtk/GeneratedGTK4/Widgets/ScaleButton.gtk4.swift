#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkScaleButton](https://docs.gtk.org/gtk4/class.ScaleButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let scaleButton = ScaleButton()
/// scaleButton.orientation = .vertical
/// place(scaleButton, key: "scaleButton")
/// ```
@MainActor
public final class ScaleButton: Widget, ScaleButtonProtocol, OrientableProtocol {
    /// A new GtkScaleButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_scale_button_get_type(), 0, nil, nil)))
    }
}
#endif
