#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkFontButton](https://docs.gtk.org/gtk3/class.FontButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FontButtonProtocol: Widget {}

@MainActor
extension FontButtonProtocol {
    /// [GtkFontButton:show-size](https://docs.gtk.org/gtk3/property.FontButton.show-size.html)
    public var showsSize: Bool {
        get { gtkProperty("show-size") }
        set { setGtkProperty("show-size", newValue) }
    }

    /// [GtkFontButton:show-style](https://docs.gtk.org/gtk3/property.FontButton.show-style.html)
    public var showsStyle: Bool {
        get { gtkProperty("show-style") }
        set { setGtkProperty("show-style", newValue) }
    }

    /// [GtkFontButton:title](https://docs.gtk.org/gtk3/property.FontButton.title.html)
    public var title: String {
        get { gtkProperty("title") }
        set { setGtkProperty("title", newValue) }
    }

    /// [GtkFontButton:use-font](https://docs.gtk.org/gtk3/property.FontButton.use-font.html)
    public var usesFont: Bool {
        get { gtkProperty("use-font") }
        set { setGtkProperty("use-font", newValue) }
    }

    /// [GtkFontButton:use-size](https://docs.gtk.org/gtk3/property.FontButton.use-size.html)
    public var usesSize: Bool {
        get { gtkProperty("use-size") }
        set { setGtkProperty("use-size", newValue) }
    }

    /// [GtkFontButton::font-set](https://docs.gtk.org/gtk3/signal.FontButton.font-set.html)
    public var onFontSet: (@MainActor () -> Void)? {
        get { signalClosure("font-set") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("font-set", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
