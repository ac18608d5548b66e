#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkButton](https://docs.gtk.org/gtk3/class.Button.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ButtonProtocol: Widget {}

@MainActor
extension ButtonProtocol {
    /// [GtkButton:always-show-image](https://docs.gtk.org/gtk3/property.Button.always-show-image.html)
    public var alwaysShowsImage: Bool {
        get { gtkProperty("always-show-image") }
        set { setGtkProperty("always-show-image", newValue) }
    }

    /// [GtkButton:image-position](https://docs.gtk.org/gtk3/property.Button.image-position.html)
    public var imagePosition: PositionType {
        get { gtkProperty("image-position") }
        set { setGtkProperty("image-position", newValue) }
    }

    /// [GtkButton:label](https://docs.gtk.org/gtk3/property.Button.label.html)
    public var label: String {
        get { gtkProperty("label") }
        set { setGtkProperty("label", newValue) }
    }

    /// [GtkButton:relief](https://docs.gtk.org/gtk3/property.Button.relief.html)
    public var relief: ReliefStyle {
        get { gtkProperty("relief") }
        set { setGtkProperty("relief", newValue) }
    }

    /// [GtkButton:use-underline](https://docs.gtk.org/gtk3/property.Button.use-underline.html)
    public var usesUnderline: Bool {
        get { gtkProperty("use-underline") }
        set { setGtkProperty("use-underline", newValue) }
    }

    /// [GtkButton::activate](https://docs.gtk.org/gtk3/signal.Button.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkButton::clicked](https://docs.gtk.org/gtk3/signal.Button.clicked.html)
    public var onClicked: (@MainActor () -> Void)? {
        get { signalClosure("clicked") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("clicked", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
