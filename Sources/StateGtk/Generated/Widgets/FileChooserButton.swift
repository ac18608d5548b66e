#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkFileChooserButton](https://docs.gtk.org/gtk3/class.FileChooserButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let fileChooserButton = FileChooserButton()
/// fileChooserButton.title = "Text"
/// place(fileChooserButton, key: "fileChooserButton")
/// ```
@MainActor
public final class FileChooserButton: Widget, FileChooserButtonProtocol, FileChooserProtocol, OrientableProtocol, BoxProtocol {
    /// A new GtkFileChooserButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_file_chooser_button_get_type(), 0, nil, nil)))
    }
}
#endif
