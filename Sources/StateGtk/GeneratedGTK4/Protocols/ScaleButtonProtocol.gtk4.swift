#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkScaleButton](https://docs.gtk.org/gtk4/class.ScaleButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ScaleButtonProtocol: Widget {}

@MainActor
extension ScaleButtonProtocol {
    /// [GtkScaleButton:adjustment](https://docs.gtk.org/gtk4/property.ScaleButton.adjustment.html)
    public var adjustment: Adjustment {
        get { gtkAdjustment("adjustment") }
        set { setGtkAdjustment("adjustment", newValue) }
    }

    /// [GtkScaleButton:value](https://docs.gtk.org/gtk4/property.ScaleButton.value.html)
    public var value: Double {
        get { gtkProperty("value") }
        set { setGtkProperty("value", newValue) }
    }

    /// [GtkScaleButton::popdown](https://docs.gtk.org/gtk4/signal.ScaleButton.popdown.html)
    public var onPopdown: (@MainActor () -> Void)? {
        get { signalClosure("popdown") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("popdown", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkScaleButton::popup](https://docs.gtk.org/gtk4/signal.ScaleButton.popup.html)
    public var onPopup: (@MainActor () -> Void)? {
        get { signalClosure("popup") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("popup", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkScaleButton::value-changed](https://docs.gtk.org/gtk4/signal.ScaleButton.value-changed.html)
    public var onValueChanged: (@MainActor (Double) -> Void)? {
        get { signalClosure("value-changed") }
        set {
            let raw: @MainActor (Double) -> Void = { a0 in newValue?(a0) }
            setSignal("value-changed", GeneratedSignalShapes.voidDoubleCallback, raw: raw, user: newValue)
        }
    }
}
#endif
