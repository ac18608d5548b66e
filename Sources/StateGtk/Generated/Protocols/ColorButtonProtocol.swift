#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkColorButton](https://docs.gtk.org/gtk3/class.ColorButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ColorButtonProtocol: Widget {}

@MainActor
extension ColorButtonProtocol {
    /// [GtkColorButton:alpha](https://docs.gtk.org/gtk3/property.ColorButton.alpha.html)
    public var alpha: Int {
        get { gtkProperty("alpha") }
        set { setGtkProperty("alpha", newValue) }
    }

    /// [GtkColorButton:show-editor](https://docs.gtk.org/gtk3/property.ColorButton.show-editor.html)
    public var showsEditor: Bool {
        get { gtkProperty("show-editor") }
        set { setGtkProperty("show-editor", newValue) }
    }

    /// [GtkColorButton:title](https://docs.gtk.org/gtk3/property.ColorButton.title.html)
    public var title: String {
        get { gtkProperty("title") }
        set { setGtkProperty("title", newValue) }
    }

    /// [GtkColorButton::color-set](https://docs.gtk.org/gtk3/signal.ColorButton.color-set.html)
    public var onColorSet: (@MainActor () -> Void)? {
        get { signalClosure("color-set") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("color-set", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
