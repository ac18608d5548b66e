import CGtk
import StateGtkCore

/// A child on screen: what the reconciler compares next time, and what GTK holds.
@MainActor
struct MountedChild {
    var identity: ElementIdentity
    /// The element of the latest render that placed it (it keeps a placed widget alive).
    var element: ShadowViewElement
    /// The StateView, for children placed by type.
    let view: StateView?
    /// The GtkWidget inside the parent's container.
    let widget: UnsafeMutablePointer<GtkWidget>
}
