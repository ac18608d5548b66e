#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkModelButton](https://docs.gtk.org/gtk3/class.ModelButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let modelButton = ModelButton()
/// modelButton.isActive = true
/// place(modelButton, key: "modelButton")
/// ```
@MainActor
public final class ModelButton: Widget, ModelButtonProtocol, ButtonProtocol {
    /// A new GtkModelButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_model_button_get_type(), 0, nil, nil)))
    }
}
#endif
