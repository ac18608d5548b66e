// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// The properties and signals of [GtkColorChooser](https://docs.gtk.org/gtk3/iface.ColorChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol ColorChooserProtocol: Widget {}

@MainActor
extension ColorChooserProtocol {
    /// [GtkColorChooser:rgba](https://docs.gtk.org/gtk3/property.ColorChooser.rgba.html)
    public var rgba: RGBA {
        get { gtkProperty("rgba") }
        set { setGtkProperty("rgba", newValue) }
    }

    /// [GtkColorChooser:use-alpha](https://docs.gtk.org/gtk3/property.ColorChooser.use-alpha.html)
    public var usesAlpha: Bool {
        get { gtkProperty("use-alpha") }
        set { setGtkProperty("use-alpha", newValue) }
    }

    /// [GtkColorChooser::color-activated](https://docs.gtk.org/gtk3/signal.ColorChooser.color-activated.html)
    public var onColorActivated: (@MainActor (RGBA) -> Void)? {
        get { signalClosure("color-activated") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { a0 in newValue?(RGBA(gdk: a0)) }
            setSignal("color-activated", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }
}
