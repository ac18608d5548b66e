#if GTK4 && !GTK3
import CGtk4
import StateGtkCore

/// One keyed child as a render places it on GTK 4: how to make its widget when it arrives, and
/// the constraints that place it (the core's, resolved to its key, its siblings' and the parent).
@MainActor
struct GTK4Placement {
    let key: AnyHashable
    /// Returns a new (floating) widget; the container's insertion sinks it and owns it.
    let make: () -> UnsafeMutablePointer<GtkWidget>
    let constraints: [LayoutConstraint]

    init(key: AnyHashable, constraints: [LayoutConstraint] = [], make: @escaping () -> UnsafeMutablePointer<GtkWidget>) {
        self.key = key
        self.make = make
        self.constraints = constraints
    }
}
#endif
