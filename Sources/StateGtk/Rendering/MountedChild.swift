import CGtk
import StateGtkCore

/// A child on screen: what the reconciler compares next time, and what GTK holds.
///
/// A class: a render moves these between arrays by the thousand, one reference each.
@MainActor
final class MountedChild {
    nonisolated let identity: ElementIdentity
    /// The element of the latest render that placed it (it keeps a placed widget alive).
    var element: ShadowViewElement
    /// The StateView, for children placed by type.
    let view: StateView?
    /// The GtkWidget inside the parent's container.
    let widget: UnsafeMutablePointer<GtkWidget>

    init(identity: ElementIdentity, element: ShadowViewElement, view: StateView?, widget: UnsafeMutablePointer<GtkWidget>) {
        self.identity = identity
        self.element = element
        self.view = view
        self.widget = widget
        view?.placement = self
    }

    /// The identity, for `lazy.map`: a closure written inside the main actor's code would check
    /// the executor on every call (4% of re-rendering a list), a nonisolated function does not.
    nonisolated static func identity(of child: MountedChild) -> ElementIdentity { child.identity }

    // The view reads its props through `placement`; it keeps the last ones when the record goes.
    // Isolated, although the executor check costs about 300 instructions per record: records
    // go with their view, whose last reference may be dropped on any thread (ReleaseTests).
    isolated deinit {
        guard let view, view.placement === self else { return }
        view.ownProps = element.props
        view.placement = nil
    }
}
