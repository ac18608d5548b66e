#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkColorChooserWidget](https://docs.gtk.org/gtk4/class.ColorChooserWidget.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let colorChooserWidget = ColorChooserWidget()
/// colorChooserWidget.showsEditor = true
/// place(colorChooserWidget, key: "colorChooserWidget")
/// ```
@MainActor
public final class ColorChooserWidget: Widget, ColorChooserWidgetProtocol, ColorChooserProtocol {
    /// A new GtkColorChooserWidget with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_color_chooser_widget_get_type(), 0, nil, nil)))
    }
}
#endif
