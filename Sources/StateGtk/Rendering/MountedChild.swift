// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
    /// The StateView, for children placed by type or as an instance.
    final let view: StateView?
    /// The GtkWidget inside the parent's container.
    final let widget: UnsafeMutablePointer<GtkWidget>

    /// A widget's record; `view` when the widget is a StateView someone else made (a list box's
    /// view row), which is started when it arrives and released, not destroyed, when it goes.
    init(identity: ElementIdentity, element: ShadowViewElement, widget: UnsafeMutablePointer<GtkWidget>, view: StateView? = nil) {
        self.identity = identity
        self.element = element
        self.view = view
        self.widget = widget
    }

    fileprivate init(identity: ElementIdentity, element: ShadowViewElement, placing view: StateView) {
        self.identity = identity
        self.element = element
        self.view = view
        self.widget = view.widget
        view.placement = self
    }

    /// Whether the parent made the view from its type, and so destroys it when it goes.
    var ownsView: Bool { false }

    /// The identity, for `lazy.map`: a closure written inside the main actor's code would check
    /// the executor on every call, a nonisolated function does not.
    nonisolated static func identity(of child: MountedChild) -> ElementIdentity { child.identity }
}

/// A StateView placed by type. The view reads its props through `placement`, and keeps its
/// last ones when the record goes.
final class MountedViewChild: MountedChild {
    init(identity: ElementIdentity, element: ShadowViewElement, view: StateView) {
        super.init(identity: identity, element: element, placing: view)
    }

    override var ownsView: Bool { true }

    // Isolated: records go with their view, whose last reference may be dropped on any thread
    // (ReleaseTests).
    isolated deinit {
        guard let view, view.placement === self else { return }
        view.ownProps = element.props
        view.placement = nil
    }
}
