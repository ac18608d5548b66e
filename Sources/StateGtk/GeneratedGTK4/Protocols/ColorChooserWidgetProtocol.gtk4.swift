#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkColorChooserWidget](https://docs.gtk.org/gtk4/class.ColorChooserWidget.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ColorChooserWidgetProtocol: Widget {}

@MainActor
extension ColorChooserWidgetProtocol {
    /// [GtkColorChooserWidget:show-editor](https://docs.gtk.org/gtk4/property.ColorChooserWidget.show-editor.html)
    public var showsEditor: Bool {
        get { gtkProperty("show-editor") }
        set { setGtkProperty("show-editor", newValue) }
    }
}
#endif
