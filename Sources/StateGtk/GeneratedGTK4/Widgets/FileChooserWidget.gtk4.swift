#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkFileChooserWidget](https://docs.gtk.org/gtk4/class.FileChooserWidget.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fileChooserWidget = FileChooserWidget()
/// fileChooserWidget.isSearchMode = true
/// place(fileChooserWidget, key: "fileChooserWidget")
/// ```
@MainActor
public final class FileChooserWidget: Widget, FileChooserWidgetProtocol, FileChooserProtocol {
    /// A new GtkFileChooserWidget with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_file_chooser_widget_get_type(), 0, nil, nil)))
    }
}
#endif
