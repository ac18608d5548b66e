#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkColorChooser](https://docs.gtk.org/gtk4/iface.ColorChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol ColorChooserProtocol: Widget {}

@MainActor
extension ColorChooserProtocol {
    /// [GtkColorChooser:rgba](https://docs.gtk.org/gtk4/property.ColorChooser.rgba.html)
    public var rgba: RGBA {
        get { gtkProperty("rgba") }
        set { setGtkProperty("rgba", newValue) }
    }

    /// [GtkColorChooser:rgba](https://docs.gtk.org/gtk4/property.ColorChooser.rgba.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// colorChooser.onRgbaChanged = { [weak self] value in self?.state["rgba"] = value }
    /// ```
    public var onRgbaChanged: (@MainActor (RGBA) -> Void)? {
        get { signalClosure("notify::rgba") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("rgba", of: widget)) }
            setSignal("notify::rgba", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkColorChooser:use-alpha](https://docs.gtk.org/gtk4/property.ColorChooser.use-alpha.html)
    public var usesAlpha: Bool {
        get { gtkProperty("use-alpha") }
        set { setGtkProperty("use-alpha", newValue) }
    }

    /// [GtkColorChooser::color-activated](https://docs.gtk.org/gtk4/signal.ColorChooser.color-activated.html)
    public var onColorActivated: (@MainActor (RGBA) -> Void)? {
        get { signalClosure("color-activated") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { a0 in newValue?(RGBA(gdk: a0)) }
            setSignal("color-activated", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }
}
#endif
