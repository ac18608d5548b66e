#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFileChooser](https://docs.gtk.org/gtk4/iface.FileChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol FileChooserProtocol: Widget {}

@MainActor
extension FileChooserProtocol {
    /// [GtkFileChooser:create-folders](https://docs.gtk.org/gtk4/property.FileChooser.create-folders.html)
    public var createsFolders: Bool {
        get { gtkProperty("create-folders") }
        set { setGtkProperty("create-folders", newValue) }
    }

    /// [GtkFileChooser:select-multiple](https://docs.gtk.org/gtk4/property.FileChooser.select-multiple.html)
    public var selectsMultiple: Bool {
        get { gtkProperty("select-multiple") }
        set { setGtkProperty("select-multiple", newValue) }
    }
}
#endif
