// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A scrolled window's offset along one axis as a value the user changes (the rule of
/// `ProgramValues`): the program's offsets are written with the user's callback blocked, the
/// user's scrolling (and GTK's own clamping) is reported. An offset GTK clamps because the
/// content is not that long yet is kept and applied when the content grows, unless the user
/// scrolls first: a position restored in the first render, before any layout, still lands.
@MainActor
final class ScrollOffset {
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let valueChanged: SignalConnection<@MainActor () -> Void>
    private let boundsChanged: SignalConnection<@MainActor () -> Void>
    /// The program's offset that GTK clamped, until the content is long enough for it.
    private var pending: Double?
    /// What the user's scrolling does, with the new offset.
    var onChange: (@MainActor (Double) -> Void)?

    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        self.adjustment = adjustment
        valueChanged = SignalConnection(UnsafeMutableRawPointer(adjustment), "value-changed", SignalTrampolines.voidCallback, action: {})
        boundsChanged = SignalConnection(UnsafeMutableRawPointer(adjustment), "changed", SignalTrampolines.voidCallback, action: {})
        valueChanged.action = { [weak self] in self?.moved() }
        boundsChanged.action = { [weak self] in self?.resized() }
    }

    var value: Double { gtk_adjustment_get_value(adjustment) }

    /// Scrolls to the program's `offset` (one recorded GTK call when it is not there already).
    func scroll(to offset: Double) {
        pending = nil
        guard recordIfChanged(value, offset) else { return }
        valueChanged.blocked { gtk_adjustment_set_value(adjustment, offset) }
        if value != offset { pending = offset }
    }

    private func moved() {
        pending = nil
        onChange?(value)
    }

    private func resized() {
        guard let pending else { return }
        scroll(to: pending)
    }
}
