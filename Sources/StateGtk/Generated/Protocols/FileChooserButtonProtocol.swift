#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkFileChooserButton](https://docs.gtk.org/gtk3/class.FileChooserButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FileChooserButtonProtocol: Widget {}

@MainActor
extension FileChooserButtonProtocol {
    /// [GtkFileChooserButton:title](https://docs.gtk.org/gtk3/property.FileChooserButton.title.html)
    public var title: String {
        get { gtkProperty("title") }
        set { setGtkProperty("title", newValue) }
    }

    /// [GtkFileChooserButton:width-chars](https://docs.gtk.org/gtk3/property.FileChooserButton.width-chars.html)
    public var widthChars: Int {
        get { gtkProperty("width-chars") }
        set { setGtkProperty("width-chars", newValue) }
    }

    /// [GtkFileChooserButton::file-set](https://docs.gtk.org/gtk3/signal.FileChooserButton.file-set.html)
    public var onFileSet: (@MainActor () -> Void)? {
        get { signalClosure("file-set") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("file-set", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
