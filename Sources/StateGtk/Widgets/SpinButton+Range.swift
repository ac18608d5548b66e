// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
extension SpinButton {
    /// Sets the smallest and largest values and how far the arrows step: the spin button's
    /// GtkAdjustment, which the generated layer does not wrap. A GTK call only for what changed,
    /// and a value GTK clamps into the new range does not run `onValueChanged`.
    ///
    /// ```swift
    /// spin.setRange(0...10, step: 1)
    /// spin.value = state["count"] as? Double ?? 0
    /// ```
    public func setRange(_ range: ClosedRange<Double>, step: Double) {
        let spin: GtkSpinButtonPointer = gcast(gtkWidget)
        var lower = 0.0, upper = 0.0, currentStep = 0.0, page = 0.0
        gtk_spin_button_get_range(spin, &lower, &upper)
        gtk_spin_button_get_increments(spin, &currentStep, &page)
        let apply = {
            if lower != range.lowerBound || upper != range.upperBound {
                GtkMutations.record(.propertySet)
                gtk_spin_button_set_range(spin, range.lowerBound, range.upperBound)
            }
            if currentStep != step {
                GtkMutations.record(.propertySet)
                gtk_spin_button_set_increments(spin, step, step * 10)
            }
        }
        if let signalSlots { signalSlots.blocked(apply) } else { apply() }
    }
}
