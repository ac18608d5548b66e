// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkProgressBar: a fraction done, or pulses while the amount of work is unknown.
///
/// ```swift
/// progress.fraction = Double(done) / Double(total)
/// progress.text = "\(done) of \(total)"
/// ```
@MainActor
public final class ProgressBar: Widget {
    private var bar: GtkProgressBarPointer { gcast(gtkWidget) }

    /// A progress bar filled to `fraction` (0 to 1).
    public init(fraction: Double = 0) {
        self.fraction = fraction
        super.init(gtk_progress_bar_new())
        gtk_progress_bar_set_fraction(bar, fraction)
    }

    /// How much is done, 0 to 1.
    public var fraction: Double {
        didSet { if recordIfChanged(oldValue, fraction) { gtk_progress_bar_set_fraction(bar, fraction) } }
    }

    /// Text shown on the bar; nil shows none.
    public var text: String? {
        didSet {
            guard recordIfChanged(oldValue, text, .labelSet) else { return }
            gtk_progress_bar_set_text(bar, text)
            gtk_progress_bar_set_show_text(bar, text == nil ? 0 : 1)
        }
    }

    /// How far each `pulse()` moves the block, 0 to 1.
    public var pulseStep: Double = 0.1 {
        didSet { if recordIfChanged(oldValue, pulseStep) { gtk_progress_bar_set_pulse_step(bar, pulseStep) } }
    }

    /// Moves the bouncing block: for work of unknown length, call it as the work advances.
    public func pulse() {
        GtkMutations.record(.propertySet)
        gtk_progress_bar_pulse(bar)
    }
}
