#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkRange](https://docs.gtk.org/gtk4/class.Range.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol RangeProtocol: Widget {}

@MainActor
extension RangeProtocol {
    /// [GtkRange:adjustment](https://docs.gtk.org/gtk4/property.Range.adjustment.html)
    public var adjustment: Adjustment {
        get { gtkAdjustment("adjustment") }
        set { setGtkAdjustment("adjustment", newValue) }
    }

    /// [GtkRange:fill-level](https://docs.gtk.org/gtk4/property.Range.fill-level.html)
    public var fillLevel: Double {
        get { gtkProperty("fill-level") }
        set { setGtkProperty("fill-level", newValue) }
    }

    /// [GtkRange:inverted](https://docs.gtk.org/gtk4/property.Range.inverted.html)
    public var isInverted: Bool {
        get { gtkProperty("inverted") }
        set { setGtkProperty("inverted", newValue) }
    }

    /// [GtkRange:restrict-to-fill-level](https://docs.gtk.org/gtk4/property.Range.restrict-to-fill-level.html)
    public var restrictsToFillLevel: Bool {
        get { gtkProperty("restrict-to-fill-level") }
        set { setGtkProperty("restrict-to-fill-level", newValue) }
    }

    /// [GtkRange:round-digits](https://docs.gtk.org/gtk4/property.Range.round-digits.html)
    public var roundDigits: Int {
        get { gtkProperty("round-digits") }
        set { setGtkProperty("round-digits", newValue) }
    }

    /// [GtkRange:show-fill-level](https://docs.gtk.org/gtk4/property.Range.show-fill-level.html)
    public var showsFillLevel: Bool {
        get { gtkProperty("show-fill-level") }
        set { setGtkProperty("show-fill-level", newValue) }
    }

    /// [GtkRange::adjust-bounds](https://docs.gtk.org/gtk4/signal.Range.adjust-bounds.html)
    public var onAdjustBounds: (@MainActor (Double) -> Void)? {
        get { signalClosure("adjust-bounds") }
        set {
            let raw: @MainActor (Double) -> Void = { a0 in newValue?(a0) }
            setSignal("adjust-bounds", GeneratedSignalShapes.voidDoubleCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkRange::change-value](https://docs.gtk.org/gtk4/signal.Range.change-value.html)
    public var onChangeValue: (@MainActor (ScrollType, Double) -> Bool)? {
        get { signalClosure("change-value") }
        set {
            let raw: @MainActor (Int32, Double) -> Int32 = { a0, a1 in (newValue?(ScrollType(gtk: a0), a1) ?? false) ? 1 : 0 }
            setSignal("change-value", GeneratedSignalShapes.booleanInt32DoubleCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkRange::move-slider](https://docs.gtk.org/gtk4/signal.Range.move-slider.html)
    public var onMoveSlider: (@MainActor (ScrollType) -> Void)? {
        get { signalClosure("move-slider") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(ScrollType(gtk: a0)) }
            setSignal("move-slider", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkRange::value-changed](https://docs.gtk.org/gtk4/signal.Range.value-changed.html)
    public var onValueChanged: (@MainActor () -> Void)? {
        get { signalClosure("value-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("value-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
