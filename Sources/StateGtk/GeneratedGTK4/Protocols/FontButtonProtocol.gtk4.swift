#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFontButton](https://docs.gtk.org/gtk4/class.FontButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FontButtonProtocol: Widget {}

@MainActor
extension FontButtonProtocol {
    /// [GtkFontButton:modal](https://docs.gtk.org/gtk4/property.FontButton.modal.html)
    public var isModal: Bool {
        get { gtkProperty("modal") }
        set { setGtkProperty("modal", newValue) }
    }

    /// [GtkFontButton:title](https://docs.gtk.org/gtk4/property.FontButton.title.html)
    public var title: String {
        get { gtkProperty("title") }
        set { setGtkProperty("title", newValue) }
    }

    /// [GtkFontButton:use-font](https://docs.gtk.org/gtk4/property.FontButton.use-font.html)
    public var usesFont: Bool {
        get { gtkProperty("use-font") }
        set { setGtkProperty("use-font", newValue) }
    }

    /// [GtkFontButton:use-size](https://docs.gtk.org/gtk4/property.FontButton.use-size.html)
    public var usesSize: Bool {
        get { gtkProperty("use-size") }
        set { setGtkProperty("use-size", newValue) }
    }

    /// [GtkFontButton::activate](https://docs.gtk.org/gtk4/signal.FontButton.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFontButton::font-set](https://docs.gtk.org/gtk4/signal.FontButton.font-set.html)
    public var onFontSet: (@MainActor () -> Void)? {
        get { signalClosure("font-set") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("font-set", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
