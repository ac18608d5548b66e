#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkButton](https://docs.gtk.org/gtk4/class.Button.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ButtonProtocol: Widget {}

@MainActor
extension ButtonProtocol {
    /// [GtkButton:has-frame](https://docs.gtk.org/gtk4/property.Button.has-frame.html)
    public var hasFrame: Bool {
        get { gtkProperty("has-frame") }
        set { setGtkProperty("has-frame", newValue) }
    }

    /// [GtkButton:icon-name](https://docs.gtk.org/gtk4/property.Button.icon-name.html)
    public var iconName: String {
        get { gtkProperty("icon-name") }
        set { setGtkProperty("icon-name", newValue) }
    }

    /// [GtkButton:label](https://docs.gtk.org/gtk4/property.Button.label.html)
    public var label: String {
        get { gtkProperty("label") }
        set { setGtkProperty("label", newValue) }
    }

    /// [GtkButton:use-underline](https://docs.gtk.org/gtk4/property.Button.use-underline.html)
    public var usesUnderline: Bool {
        get { gtkProperty("use-underline") }
        set { setGtkProperty("use-underline", newValue) }
    }

    /// [GtkButton::activate](https://docs.gtk.org/gtk4/signal.Button.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkButton::clicked](https://docs.gtk.org/gtk4/signal.Button.clicked.html)
    public var onClicked: (@MainActor () -> Void)? {
        get { signalClosure("clicked") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("clicked", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
