// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// The placement rules every host of keyed children shares (a StateView, a list view's rows, a
/// list box): one render's placements are compared with the children on screen by the
/// reconciler, deduplicated when the plan inserts children (the first placement of a key or of a
/// widget instance wins, the others are reported; a plan that inserts nothing has no repeats),
/// and applied to the container by `PlanExecutor`. Arriving views are made and
/// started, leaving ones told and released; kept children get their new elements. A
/// container that reuses views (`ReusingContainer`) is offered the leaving children and asked
/// for the arriving ones; what it keeps is its own.
///
/// Exactly one test decides that a kept child is unchanged and skips it:
/// `ShadowViewElement.needsUpdate(after:)`.
@MainActor
final class ChildList<Container: ChildContainer> where Container.Child == UnsafeMutablePointer<GtkWidget> {
    /// The children in placement order, as the container holds them.
    private(set) var children: [MountedChild] = []
    /// The elements the children were last given, one per child in the same order: what the
    /// next render's placements are compared with.
    private var placed: [ShadowViewElement] = []
    private let container: Container
    /// The view whose render places these children: the parent of the views among them.
    weak var owner: StateView?
    /// Who places them, for diagnostics, when no view does.
    private let name: String
    /// The container, when it keeps leaving views for arriving children.
    private let reusing: (any ReusingContainer)?

    init(_ container: Container, name: String) {
        self.container = container
        self.name = name
        reusing = container as? any ReusingContainer
    }

    private var ownerName: String { owner.map { "\(type(of: $0))" } ?? name }

    /// Applies one render's placements. Returns the placements that took effect, one per child
    /// in order, the ones they replaced (the previous update's), and whether children were
    /// inserted, moved or removed. `linkedState`: the placing view's state, which props linked
    /// to its keys are read from.
    func update(
        with placements: [ShadowViewElement], linkedState: [String: Any?]? = nil
    ) -> (elements: [ShadowViewElement], previous: [ShadowViewElement], structureChanged: Bool) {
        let previous = placed
        var elements = placements
        var plan = Reconciler.plan(old: previous, new: placements)
        // A plan that inserts nothing proves the placements repeat no key and no widget (see
        // `ReconcilePlan.insertsChildren`); only a plan that inserts needs them deduplicated.
        if plan.insertsChildren {
            elements = unique(placements)
            plan = Reconciler.plan(old: previous, new: elements)
        }
        if let linkedState {
            // An element placed again (kept by `placeEach`) links nothing: only the others are read.
            for (index, source) in plan.source.enumerated() {
                if let source, elements[index] === previous[source] { continue }
                if elements[index].linksState { elements[index].resolveStateLinks(in: linkedState) }
            }
        }
        // The children the container keeps are its own from here: not told, not released.
        var kept: Set<ObjectIdentifier> = []
        if let reusing, !plan.steps.isEmpty {
            // Departures first, so that this update's arrivals can take them.
            var staying = [Bool](repeating: false, count: children.count)
            for source in plan.source { if let source { staying[source] = true } }
            for (index, child) in children.enumerated() where !staying[index] && reusing.keep(child) {
                kept.insert(ObjectIdentifier(child))
            }
        }
        var target = container
        // The executor holds the only reference to the leaving children once `children` is the
        // new order, so that each is freed right after it leaves (see `PlanExecutor`).
        children = PlanExecutor.apply(
            plan, old: children, to: &target, child: { $0.widget }, make: { arrival(elements[$0]) },
            arranged: { self.children = $0 },
            leave: { if !kept.contains(ObjectIdentifier($0)) { $0.view?.willRemove() } },
            left: { if !kept.contains(ObjectIdentifier($0)) { self.release($0) } })
        reusing?.didReuse()
        placed = elements
        let next = children
        for (index, source) in plan.source.enumerated() {
            // An element placed again (kept by `placeEach`) is the child's element already:
            // `deliver` would find it unchanged and leave it, so it is not loaded for the call.
            guard let source, elements[index] !== previous[source] else { continue }
            deliver(elements[index], to: next[index], previous: previous[source])
        }
        return (elements, previous, !plan.steps.isEmpty)
    }

    /// Tells every view among the children, and their descendants, that they are leaving.
    func willRemoveAll() {
        for child in children { child.view?.willRemove() }
    }

    /// Drops the children, so that every view among them deinitialises.
    func releaseAll() {
        let released = children
        children = []
        placed = []
        for child in released { child.view?.releaseSubtree() }
    }

    // MARK: Placement rules

    /// The placements without repeated keys or repeated widget instances, by the core's one
    /// rule (`Reconciler.firstPlacements`), each dropped one reported naming the owner.
    private func unique(_ placed: [ShadowViewElement]) -> [ShadowViewElement] {
        let (unique, repeated) = Reconciler.firstPlacements(placed)
        for (element, why) in repeated {
            switch why {
            case .key:
                stateGtkLog.error(
                    "\(ownerName) placed the key \(describe(element.key)) more than once in one render; the first placement wins, this one is ignored (\(element.location))")
            case .instance(let first):
                stateGtkLog.error(
                    "\(ownerName) placed one \(Self.instanceName(element)) under the keys \(describe(first)) and \(describe(element.key)) in one render; it stays under \(describe(first)), the placement under \(describe(element.key)) is ignored (\(element.location))")
            }
        }
        return unique
    }

    /// The wrapper's type (`Label`), or `GtkWidget` for a raw one.
    private static func instanceName(_ element: ShadowViewElement) -> String {
        switch element.payload {
        case let widget as Widget: "\(type(of: widget))"
        case let view as ViewInstancePayload: "\(type(of: view.view))"
        default: "GtkWidget"
        }
    }

    // MARK: Lifecycle

    /// An arriving child: a view of its type the container kept when it has one, else a new child.
    private func arrival(_ element: ShadowViewElement) -> MountedChild {
        guard let reusing, let payload = element.payload as? ViewTypePayload,
              let (view, sameKey) = reusing.reuse(payload.type, for: element.identity.fastKey)
        else { return makeChild(element) }
        view.prepareForReuse(keepingState: sameKey, newProps: element.props)
        let child = MountedViewChild(identity: element.identity, element: element, view: view)
        view.performRender()
        view.viewDidUpdate()
        return child
    }

    /// Makes an arriving child complete (a view rendered) before it enters the container.
    private func makeChild(_ element: ShadowViewElement) -> MountedChild {
        switch element.payload {
        case let payload as ViewTypePayload:
            let view = payload.type.init(parentViewController: owner?.parentViewController)
            view.parentView = owner
            view.depth = (owner?.depth ?? 0) + 1
            let child = MountedViewChild(identity: element.identity, element: element, view: view)
            view.phase = .live
            view.viewDidInitialize()
            view.performRender()
            return child
        case let widget as Widget:
            (widget as? PropsReceiving)?.receive(props: element.props)
            return MountedChild(identity: element.identity, element: element, widget: widget.gtkWidget)
        case let raw as RawWidgetPayload:
            gtk_widget_show(raw.widget)
            return MountedChild(identity: element.identity, element: element, widget: raw.widget)
        case let instance as ViewInstancePayload:
            if !instance.view.isLive { instance.view.renderDeep() }
            return MountedChild(identity: element.identity, element: element, widget: instance.view.widget, view: instance.view)
        default:
            preconditionFailure("unknown element payload \(type(of: element.payload))")
        }
    }

    /// After a child left the container: a view made here is destroyed (which disconnects its
    /// widgets' signal handlers); every view's Swift subtree is released.
    private func release(_ child: MountedChild) {
        guard let view = child.view else { return }
        if child.ownsView {
            GtkMutations.record(.destroy)
            destroyWidget(view.widget)
        }
        view.releaseSubtree()
    }

    /// Hands a kept child the element of this render. A child whose element says it is unchanged
    /// is not rendered; it still gets the element, whose closures are the newest.
    /// `previous` is the element the child was last given.
    private func deliver(_ element: ShadowViewElement, to child: MountedChild, previous: ShadowViewElement) {
        guard element.needsUpdate(after: previous) else {
            if element !== previous { child.element = element }
            return
        }
        if let view = child.view, child.ownsView {
            // viewWillUpdate sees the old props as `props` and the new ones as its argument.
            view.viewWillUpdate(newState: view.state, newProps: element.props)
            child.element = element
            view.performRender()
            view.viewDidUpdate()
        } else {
            child.element = element
            (element.payload as? PropsReceiving)?.receive(props: element.props)
        }
    }
}

/// A StateView someone else made and placed as it is (a list box's view row).
@MainActor
final class ViewInstancePayload {
    let view: StateView
    init(_ view: StateView) { self.view = view }
}
