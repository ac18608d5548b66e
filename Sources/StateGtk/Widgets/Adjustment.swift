// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The range and value of a GTK [GtkAdjustment](https://docs.gtk.org/gtk3/class.Adjustment.html):
/// what a spin button, a scale or a scroll bar shows. Setting it configures the widget's own
/// adjustment (one GTK call, and none when nothing changed) rather than replacing it, so that
/// what is connected to that adjustment stays connected.
///
/// ```swift
/// volume.adjustment = Adjustment(value: 30, lower: 0, upper: 100, stepIncrement: 1, pageIncrement: 10)
/// ```
public struct Adjustment: Equatable, Hashable, Sendable {
    /// The value, between `lower` and `upper - pageSize`.
    public var value: Double
    /// The smallest value.
    public var lower: Double
    /// The largest value (plus `pageSize`).
    public var upper: Double
    /// How far an arrow key or a stepper moves.
    public var stepIncrement: Double
    /// How far Page Up and Page Down move.
    public var pageIncrement: Double
    /// The visible part, for a scroll bar; 0 for a spin button or a scale.
    public var pageSize: Double

    /// A range from `lower` to `upper`, at `value`.
    public init(value: Double, lower: Double, upper: Double, stepIncrement: Double = 1, pageIncrement: Double = 10, pageSize: Double = 0) {
        self.value = value
        self.lower = lower
        self.upper = upper
        self.stepIncrement = stepIncrement
        self.pageIncrement = pageIncrement
        self.pageSize = pageSize
    }

    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
        guard let adjustment else {
            self.init(value: 0, lower: 0, upper: 0, stepIncrement: 0, pageIncrement: 0)
            return
        }
        self.init(value: gtk_adjustment_get_value(adjustment), lower: gtk_adjustment_get_lower(adjustment),
                  upper: gtk_adjustment_get_upper(adjustment), stepIncrement: gtk_adjustment_get_step_increment(adjustment),
                  pageIncrement: gtk_adjustment_get_page_increment(adjustment), pageSize: gtk_adjustment_get_page_size(adjustment))
    }
}

/// What the generated wrappers' adjustment properties do.
extension Widget {
    /// The adjustment property `name` holds, as values.
    func gtkAdjustment(_ name: String) -> Adjustment { Adjustment(adjustmentObject(name)) }

    /// Configures the adjustment property `name` holds to `values` by the rule of
    /// `ProgramValues`, with this widget's generated handlers blocked (GTK clamps the value into
    /// the range); a widget without one yet gets a new adjustment. The value is the part the
    /// user changes: new bounds alone keep the value the user left.
    func setGtkAdjustment(_ name: String, _ values: Adjustment) {
        let previous = programValues.last(name, as: Adjustment.self)
        guard programValues.accept(values, for: name) else { return }
        let current = adjustmentObject(name)
        var target = values
        if ProgramValues.isRendering, previous?.value == values.value, let current { target.value = gtk_adjustment_get_value(current) }
        guard recordIfChanged(Adjustment(current), target) else { return }
        withSignalsBlocked {
            if let current {
                gtk_adjustment_configure(current, target.value, target.lower, target.upper, target.stepIncrement,
                                         target.pageIncrement, target.pageSize)
            } else {
                // Floating: the GValue's reference is dropped, the widget's sinks the floating one.
                let made = gtk_adjustment_new(target.value, target.lower, target.upper, target.stepIncrement,
                                              target.pageIncrement, target.pageSize)
                var value = GValue()
                g_value_init(&value, gtk_adjustment_get_type())
                g_value_set_object(&value, made)
                g_object_set_property(gtkWidget.asObject, name, &value)
                g_value_unset(&value)
            }
        }
    }

    private func adjustmentObject(_ name: String) -> UnsafeMutablePointer<GtkAdjustment>? {
        var value = GValue()
        g_value_init(&value, gtk_adjustment_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(gtkWidget.asObject, name, &value)
        // The widget keeps its own reference once the GValue's is dropped.
        return g_value_get_object(&value)?.assumingMemoryBound(to: GtkAdjustment.self)
    }
}

/// A signal's GFile argument as its URI (`file:///…`); nil for none.
func fileURI(_ file: UnsafeMutableRawPointer?) -> String? {
    guard let file, let uri = g_file_get_uri(OpaquePointer(file)) else { return nil }
    defer { g_free(uri) }
    return String(cString: uri)
}
