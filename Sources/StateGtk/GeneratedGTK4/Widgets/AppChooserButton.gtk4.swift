#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkAppChooserButton](https://docs.gtk.org/gtk4/class.AppChooserButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let appChooserButton = AppChooserButton()
/// appChooserButton.heading = "Text"
/// place(appChooserButton, key: "appChooserButton")
/// ```
@MainActor
public final class AppChooserButton: Widget, AppChooserButtonProtocol {
    /// A new GtkAppChooserButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_app_chooser_button_get_type(), 0, nil, nil)))
    }
}
#endif
