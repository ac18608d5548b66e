#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkSpinButton](https://docs.gtk.org/gtk4/class.SpinButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol SpinButtonProtocol: Widget {}

@MainActor
extension SpinButtonProtocol {
    /// [GtkSpinButton:adjustment](https://docs.gtk.org/gtk4/property.SpinButton.adjustment.html)
    public var adjustment: Adjustment {
        get { gtkAdjustment("adjustment") }
        set { setGtkAdjustment("adjustment", newValue) }
    }

    /// [GtkSpinButton:climb-rate](https://docs.gtk.org/gtk4/property.SpinButton.climb-rate.html)
    public var climbRate: Double {
        get { gtkProperty("climb-rate") }
        set { setGtkProperty("climb-rate", newValue) }
    }

    /// [GtkSpinButton:digits](https://docs.gtk.org/gtk4/property.SpinButton.digits.html)
    public var digits: Int {
        get { gtkProperty("digits") }
        set { setGtkProperty("digits", newValue) }
    }

    /// [GtkSpinButton:numeric](https://docs.gtk.org/gtk4/property.SpinButton.numeric.html)
    public var isNumeric: Bool {
        get { gtkProperty("numeric") }
        set { setGtkProperty("numeric", newValue) }
    }

    /// [GtkSpinButton:snap-to-ticks](https://docs.gtk.org/gtk4/property.SpinButton.snap-to-ticks.html)
    public var snapsToTicks: Bool {
        get { gtkProperty("snap-to-ticks") }
        set { setGtkProperty("snap-to-ticks", newValue) }
    }

    /// [GtkSpinButton:update-policy](https://docs.gtk.org/gtk4/property.SpinButton.update-policy.html)
    public var updatePolicy: SpinButtonUpdatePolicy {
        get { gtkProperty("update-policy") }
        set { setGtkProperty("update-policy", newValue) }
    }

    /// [GtkSpinButton:value](https://docs.gtk.org/gtk4/property.SpinButton.value.html)
    public var value: Double {
        get { gtkProperty("value") }
        set { setGtkProperty("value", newValue) }
    }

    /// [GtkSpinButton:wrap](https://docs.gtk.org/gtk4/property.SpinButton.wrap.html)
    public var wraps: Bool {
        get { gtkProperty("wrap") }
        set { setGtkProperty("wrap", newValue) }
    }

    /// [GtkSpinButton::change-value](https://docs.gtk.org/gtk4/signal.SpinButton.change-value.html)
    public var onChangeValue: (@MainActor (ScrollType) -> Void)? {
        get { signalClosure("change-value") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(ScrollType(gtk: a0)) }
            setSignal("change-value", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkSpinButton::output](https://docs.gtk.org/gtk4/signal.SpinButton.output.html)
    public var onOutput: (@MainActor () -> Bool)? {
        get { signalClosure("output") }
        set {
            let raw: @MainActor () -> Int32 = { (newValue?() ?? false) ? 1 : 0 }
            setSignal("output", GeneratedSignalShapes.booleanCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkSpinButton::value-changed](https://docs.gtk.org/gtk4/signal.SpinButton.value-changed.html)
    public var onValueChanged: (@MainActor () -> Void)? {
        get { signalClosure("value-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("value-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkSpinButton::wrapped](https://docs.gtk.org/gtk4/signal.SpinButton.wrapped.html)
    public var onWrapped: (@MainActor () -> Void)? {
        get { signalClosure("wrapped") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("wrapped", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
