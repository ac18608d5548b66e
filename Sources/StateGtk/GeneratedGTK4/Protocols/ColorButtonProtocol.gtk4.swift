#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkColorButton](https://docs.gtk.org/gtk4/class.ColorButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ColorButtonProtocol: Widget {}

@MainActor
extension ColorButtonProtocol {
    /// [GtkColorButton:modal](https://docs.gtk.org/gtk4/property.ColorButton.modal.html)
    public var isModal: Bool {
        get { gtkProperty("modal") }
        set { setGtkProperty("modal", newValue) }
    }

    /// [GtkColorButton:show-editor](https://docs.gtk.org/gtk4/property.ColorButton.show-editor.html)
    public var showsEditor: Bool {
        get { gtkProperty("show-editor") }
        set { setGtkProperty("show-editor", newValue) }
    }

    /// [GtkColorButton:title](https://docs.gtk.org/gtk4/property.ColorButton.title.html)
    public var title: String {
        get { gtkProperty("title") }
        set { setGtkProperty("title", newValue) }
    }

    /// [GtkColorButton::activate](https://docs.gtk.org/gtk4/signal.ColorButton.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkColorButton::color-set](https://docs.gtk.org/gtk4/signal.ColorButton.color-set.html)
    public var onColorSet: (@MainActor () -> Void)? {
        get { signalClosure("color-set") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("color-set", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
