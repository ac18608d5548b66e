// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkSpinner: shows that something is in progress.
///
/// ```swift
/// spinner.isActive = state["loading"] as? Bool ?? false
/// ```
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning while `isActive`.
    public init(isActive: Bool = false) {
        self.isActive = isActive
        super.init(gtk_spinner_new())
        if isActive { gtk_spinner_start(gcast(gtkWidget)) }
    }

    /// Whether it spins.
    public var isActive: Bool {
        didSet {
            guard recordIfChanged(oldValue, isActive) else { return }
            if isActive { gtk_spinner_start(gcast(gtkWidget)) } else { gtk_spinner_stop(gcast(gtkWidget)) }
        }
    }
}
