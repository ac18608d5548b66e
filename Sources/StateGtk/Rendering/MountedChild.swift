import CGtk
import StateGtkCore

/// A child on screen: what the reconciler compares next time, and what GTK holds.
///
/// A class: a render moves these between arrays by the thousand, one reference each. A plain
/// widget's record has nothing to do when it goes; a StateView's is a `MountedViewChild`.
@MainActor
class MountedChild {
    nonisolated let identity: ElementIdentity
    /// The element of the latest render that placed it (it keeps a placed widget alive).
    final var element: ShadowViewElement
    /// The StateView, for children placed by type.
    final let view: StateView?
    /// The GtkWidget inside the parent's container.
    final let widget: UnsafeMutablePointer<GtkWidget>

    /// A plain widget's record.
    init(identity: ElementIdentity, element: ShadowViewElement, widget: UnsafeMutablePointer<GtkWidget>) {
        self.identity = identity
        self.element = element
        self.view = nil
        self.widget = widget
    }

    fileprivate init(identity: ElementIdentity, element: ShadowViewElement, view: StateView) {
        self.identity = identity
        self.element = element
        self.view = view
        self.widget = view.widget
        view.placement = self
    }

    /// The identity, for `lazy.map`: a closure written inside the main actor's code would check
    /// the executor on every call (4% of re-rendering a list), a nonisolated function does not.
    nonisolated static func identity(of child: MountedChild) -> ElementIdentity { child.identity }
}

/// A placed StateView's record. The view reads its props through `placement`, and keeps its
/// last ones when the record goes.
final class MountedViewChild: MountedChild {
    init(identity: ElementIdentity, element: ShadowViewElement, placing view: StateView) {
        super.init(identity: identity, element: element, view: view)
    }

    // Isolated, although the executor check costs about 300 instructions per record: records
    // go with their view, whose last reference may be dropped on any thread (ReleaseTests).
    // Plain widgets' records, four in five of a list row's, have no such deinit.
    isolated deinit {
        guard let view, view.placement === self else { return }
        view.ownProps = element.props
        view.placement = nil
    }
}
