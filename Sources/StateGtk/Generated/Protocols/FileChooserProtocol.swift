#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkFileChooser](https://docs.gtk.org/gtk3/iface.FileChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol FileChooserProtocol: Widget {}

@MainActor
extension FileChooserProtocol {
    /// [GtkFileChooser:create-folders](https://docs.gtk.org/gtk3/property.FileChooser.create-folders.html)
    public var createsFolders: Bool {
        get { gtkProperty("create-folders") }
        set { setGtkProperty("create-folders", newValue) }
    }

    /// [GtkFileChooser:do-overwrite-confirmation](https://docs.gtk.org/gtk3/property.FileChooser.do-overwrite-confirmation.html)
    public var doesOverwriteConfirmation: Bool {
        get { gtkProperty("do-overwrite-confirmation") }
        set { setGtkProperty("do-overwrite-confirmation", newValue) }
    }

    /// [GtkFileChooser:local-only](https://docs.gtk.org/gtk3/property.FileChooser.local-only.html)
    public var isLocalOnly: Bool {
        get { gtkProperty("local-only") }
        set { setGtkProperty("local-only", newValue) }
    }

    /// [GtkFileChooser:preview-widget-active](https://docs.gtk.org/gtk3/property.FileChooser.preview-widget-active.html)
    public var previewsWidgetActive: Bool {
        get { gtkProperty("preview-widget-active") }
        set { setGtkProperty("preview-widget-active", newValue) }
    }

    /// [GtkFileChooser:select-multiple](https://docs.gtk.org/gtk3/property.FileChooser.select-multiple.html)
    public var selectsMultiple: Bool {
        get { gtkProperty("select-multiple") }
        set { setGtkProperty("select-multiple", newValue) }
    }

    /// [GtkFileChooser:show-hidden](https://docs.gtk.org/gtk3/property.FileChooser.show-hidden.html)
    public var showsHidden: Bool {
        get { gtkProperty("show-hidden") }
        set { setGtkProperty("show-hidden", newValue) }
    }

    /// [GtkFileChooser:use-preview-label](https://docs.gtk.org/gtk3/property.FileChooser.use-preview-label.html)
    public var usesPreviewLabel: Bool {
        get { gtkProperty("use-preview-label") }
        set { setGtkProperty("use-preview-label", newValue) }
    }

    /// [GtkFileChooser::current-folder-changed](https://docs.gtk.org/gtk3/signal.FileChooser.current-folder-changed.html)
    public var onCurrentFolderChanged: (@MainActor () -> Void)? {
        get { signalClosure("current-folder-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("current-folder-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooser::file-activated](https://docs.gtk.org/gtk3/signal.FileChooser.file-activated.html)
    public var onFileActivated: (@MainActor () -> Void)? {
        get { signalClosure("file-activated") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("file-activated", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooser::selection-changed](https://docs.gtk.org/gtk3/signal.FileChooser.selection-changed.html)
    public var onSelectionChanged: (@MainActor () -> Void)? {
        get { signalClosure("selection-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("selection-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooser::update-preview](https://docs.gtk.org/gtk3/signal.FileChooser.update-preview.html)
    public var onUpdatePreview: (@MainActor () -> Void)? {
        get { signalClosure("update-preview") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("update-preview", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
