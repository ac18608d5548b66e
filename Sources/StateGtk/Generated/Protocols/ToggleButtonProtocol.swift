#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkToggleButton](https://docs.gtk.org/gtk3/class.ToggleButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ToggleButtonProtocol: Widget {}

@MainActor
extension ToggleButtonProtocol {
    /// [GtkToggleButton:active](https://docs.gtk.org/gtk3/property.ToggleButton.active.html)
    public var isActive: Bool {
        get { gtkProperty("active") }
        set { setGtkProperty("active", newValue) }
    }

    /// [GtkToggleButton:draw-indicator](https://docs.gtk.org/gtk3/property.ToggleButton.draw-indicator.html)
    public var drawsIndicator: Bool {
        get { gtkProperty("draw-indicator") }
        set { setGtkProperty("draw-indicator", newValue) }
    }

    /// [GtkToggleButton:inconsistent](https://docs.gtk.org/gtk3/property.ToggleButton.inconsistent.html)
    public var isInconsistent: Bool {
        get { gtkProperty("inconsistent") }
        set { setGtkProperty("inconsistent", newValue) }
    }

    /// [GtkToggleButton::toggled](https://docs.gtk.org/gtk3/signal.ToggleButton.toggled.html)
    public var onToggled: (@MainActor () -> Void)? {
        get { signalClosure("toggled") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("toggled", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
