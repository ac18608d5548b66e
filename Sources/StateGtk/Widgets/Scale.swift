// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkScale: a slider over a range of numbers.
///
/// `value` is a value the user changes: set from render, it reaches the slider only when it
/// differs from what the program gave last time, so the user's drag stands (see "Values the
/// user changes"). Setting it does not run `onValueChanged`: only the user's drags do. GTK
/// clamps a value to `bounds`; the clamped value stands like a user's change until the
/// program gives another.
///
/// ```swift
/// let volume = Scale(range: 0...100, step: 1)
/// volume.value = state["volume"] as? Double ?? 50
/// volume.onValueChanged = { [weak self] value in self?.state["volume"] = value }
/// ```
@MainActor
public final class Scale: Widget, RangeProtocol, OrientableProtocol {
    private var range: UnsafeMutablePointer<GtkRange> { gcast(gtkWidget) }

    /// A slider along `orientation` over `range` in steps of `step`; `onValueChanged` gets each
    /// new value.
    public init(_ orientation: Axis = .horizontal, range: ClosedRange<Double> = 0...1, step: Double = 0.01,
                onValueChanged: (@MainActor (Double) -> Void)? = nil) {
        self.bounds = range
        self.step = step
        let widget = gtk_scale_new_with_range(orientation.gtk, range.lowerBound, range.upperBound, step)!
        super.init(widget)
        #if !GTK3
        gtk_scale_set_draw_value(gcast(widget), 1)  // GTK 4 draws no value unless asked; GTK 3 (and `drawsValue`) do
        #endif
        if let onValueChanged { self.onValueChanged = onValueChanged }
    }

    /// The smallest and largest values.
    public var bounds: ClosedRange<Double> {
        didSet { if recordIfChanged(oldValue, bounds) { withSignalsBlocked { gtk_range_set_range(range, bounds.lowerBound, bounds.upperBound) } } }
    }

    /// How far the arrow keys move the slider.
    public var step: Double {
        didSet { if recordIfChanged(oldValue, step) { gtk_range_set_increments(range, step, step * 10) } }
    }

    /// The value, as on screen now; set, the program's value, written when it is a new one.
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { setProgramValue("value", newValue, shown: { value }) { gtk_range_set_value(range, newValue) } }
    }

    /// Decimal places shown (and kept when the user drags).
    public var digits: Int = 2 {
        didSet { if recordIfChanged(oldValue, digits) { gtk_scale_set_digits(gcast(gtkWidget), Int32(digits)) } }
    }

    /// Whether the value is drawn beside the slider.
    public var drawsValue: Bool = true {
        didSet { if recordIfChanged(oldValue, drawsValue) { gtk_scale_set_draw_value(gcast(gtkWidget), drawsValue ? 1 : 0) } }
    }

    /// What the user's changes do, with the new value: GTK's
    /// [value-changed](https://docs.gtk.org/gtk3/signal.Range.value-changed.html), on the same
    /// connection as ``RangeProtocol``'s argument-less `onValueChanged` (setting one replaces the
    /// other).
    public var onValueChanged: (@MainActor (Double) -> Void)? {
        get { signalClosure("value-changed") }
        set {
            let range = range
            let raw: @MainActor () -> Void = { newValue?(gtk_range_get_value(range)) }
            setSignal("value-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
