import CGtk
import CStateGtk
import StateGtkCore

extension StateView {
    /// Runs `render()` and reconciles what it placed with the children on screen.
    func performRender() {
        needsRender = false
        isRendering = true
        placementMemos.beginRender()
        render()
        placementMemos.endRender()
        isRendering = false
        let placed = placements
        placements = []
        // The same plain children as last time: nothing to deliver, nothing to lay out anew.
        if let plain = plainPlacements, PlainPlacement.matches(placed, plain) { return }

        // Read once into a local: each read of the stored property in the loop is an exclusivity
        // check at run time.
        let current = children
        let previous = renderedElements.count == current.count ? renderedElements : nil
        for (index, element) in placed.enumerated() {
            // An element placed again by `placeEach` has no state links, and is not read.
            if let previous, index < previous.count, previous[index] == ObjectIdentifier(element) { continue }
            if !element.stateLinks.isEmpty { element.resolveStateLinks(in: state) }
        }
        if keepsEveryChild(placed, current, previous) {
            // Most re-renders: hand each child its element in place, no plan, no new child list.
            // An element that `placeEach` kept is the child's already: its child is not touched.
            var rendered = previous ?? placed.map(ObjectIdentifier.init)
            for index in current.indices where previous?[index] != ObjectIdentifier(placed[index]) {
                deliver(placed[index], to: current[index])
                rendered[index] = ObjectIdentifier(placed[index])
            }
            renderedElements = rendered
            plainPlacements = PlainPlacement.of(placed)
            updateLayout(for: placed, childrenChanged: false, previous: previous)
            return
        }
        let (unique, plan) = uniquePlacements(placed, previous)
        reconcile(with: unique, plan: plan, previous: previous)
        renderedElements = unique.map(ObjectIdentifier.init)
        plainPlacements = PlainPlacement.of(unique)
        updateLayout(for: unique, childrenChanged: !plan.steps.isEmpty, reconciled: previous.map { ($0, plan.source) })
    }

    /// Whether the render placed the same children, in the same order, as the previous one.
    /// `previous`: the previous render's elements, when they still match the children.
    private func keepsEveryChild(_ placed: [ShadowViewElement], _ current: [MountedChild], _ previous: [ObjectIdentifier]?) -> Bool {
        guard placed.count == current.count else { return false }
        for index in placed.indices {
            // A kept element is the child's own: nothing to compare, nothing to read.
            if let previous, previous[index] == ObjectIdentifier(placed[index]) { continue }
            if placed[index].identity != current[index].identity { return false }
        }
        return true
    }

    /// Whether the previous element at an old position is the element at a new one. Nonisolated:
    /// a closure written in the main actor's code would check the executor on every call.
    nonisolated static func sameElements(
        _ previous: [ObjectIdentifier]?, _ placed: [ShadowViewElement]
    ) -> (Int, Int) -> Bool {
        guard let previous else { return { _, _ in false } }
        return { oldIndex, newIndex in previous[oldIndex] == ObjectIdentifier(placed[newIndex]) }
    }

    /// Renders again for a state change of its own.
    func renderForStateChange() {
        guard phase == .live else {
            needsRender = false
            return
        }
        viewWillUpdate(newState: state, newProps: props)
        performRender()
        viewDidUpdate()
    }

    private func reconcile(with elements: [ShadowViewElement], plan: ReconcilePlan, previous: [ObjectIdentifier]?) {
        if plan.insertions == 0 && plan.moves == 0 {
            removeChildren(plan, keeping: elements, previous: previous)
            return
        }
        var next = [MountedChild?](repeating: nil, count: elements.count)

        // Children that stay keep their instance; those that arrive are built (and rendered)
        // before anything touches the container, so each is attached once, complete.
        for (index, source) in plan.source.enumerated() {
            if let source { next[index] = children[source] } else { next[index] = makeChild(elements[index]) }
        }

        // The leaving children are held here only, so each one's Swift subtree and GObjects are
        // freed as it is removed, while its memory is still in the cache (after the loop, freeing
        // a thousand rows touched them all a second time).
        var leaving = children.map(Optional.some)
        children = next.map { $0! }

        let offScreen = BulkUpdate.shouldGoOffScreen(
            insertions: plan.insertions, removals: plan.removals, existing: leaving.count,
            removesTailOnly: plan.insertions == 0 && plan.source.indices.allSatisfy { plan.source[$0] == $0 })
            && BulkUpdate.takeOffScreen(widget)
        for step in plan.steps {
            switch step {
            case .remove(let old):
                remove(leaving[old]!)
                leaving[old] = nil
            case .insert(let run):
                let anchor = anchor(after: run.upperBound - 1, in: next)
                for new in run {
                    GtkMutations.record(.add)
                    sg_container_insert_before(container, next[new]!.widget, anchor)
                }
            case .move(let new):
                GtkMutations.record(.reorder)
                sg_container_move_before(container, next[new]!.widget, anchor(after: new, in: next))
            }
        }

        if offScreen { BulkUpdate.putBackOnScreen(widget) }
        deliverToKeptChildren(elements, plan: plan, previous: previous)
    }

    /// A plan of removals only (a row removed, a list cleared): the leaving children are taken
    /// out of the list in place, and the ones that stay are neither retained nor read.
    private func removeChildren(_ plan: ReconcilePlan, keeping elements: [ShadowViewElement], previous: [ObjectIdentifier]?) {
        let existing = children.count
        // Out of the list first, so that the views told of their removal see the final one.
        // The plan removes from the last index down: each index is still valid when it comes.
        var leaving: [MountedChild] = []
        leaving.reserveCapacity(plan.removals)
        for step in plan.steps {
            if case .remove(let old) = step { leaving.append(children.remove(at: old)) }
        }
        let offScreen = BulkUpdate.shouldGoOffScreen(
            insertions: 0, removals: leaving.count, existing: existing,
            removesTailOnly: plan.source.indices.allSatisfy { plan.source[$0] == $0 })
            && BulkUpdate.takeOffScreen(widget)
        // In the plan's order, each released as soon as it is off screen, while still in the cache.
        leaving.reverse()
        while let child = leaving.popLast() { remove(child) }
        if offScreen { BulkUpdate.putBackOnScreen(widget) }
        deliverToKeptChildren(elements, plan: plan, previous: previous)
    }

    /// Kept children get their new props; a child whose props did not change is not rendered,
    /// and one whose element was placed again is not even read.
    private func deliverToKeptChildren(_ elements: [ShadowViewElement], plan: ReconcilePlan, previous: [ObjectIdentifier]?) {
        let current = children
        for index in current.indices {
            guard let source = plan.source[index] else { continue }
            if let previous, previous[source] == ObjectIdentifier(elements[index]) { continue }
            deliver(elements[index], to: current[index])
        }
    }

    private func anchor(after index: Int, in next: [MountedChild?]) -> UnsafeMutablePointer<GtkWidget>? {
        index + 1 < next.count ? next[index + 1]!.widget : nil
    }

    private func makeChild(_ element: ShadowViewElement) -> MountedChild {
        switch element.payload {
        case let payload as ViewTypePayload:
            let view = payload.type.init(parentViewController: parentViewController)
            view.parentView = self
            view.depth = depth + 1
            let child = MountedViewChild(identity: element.identity, element: element, placing: view)
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
        default:
            preconditionFailure("unknown element payload \(type(of: element.payload))")
        }
    }

    /// Hands a kept child the element of this render. Its StateView reads props from the
    /// element, so unchanged props cost no call into the child at all (and it still calls the
    /// newest closures, which are recreated on every render).
    private func deliver(_ element: ShadowViewElement, to child: MountedChild) {
        guard element !== child.element else { return }  // kept by `placeEach`: nothing changed
        let changed = element.needsUpdate(after: child.element)
        if changed, let view = child.view {
            // viewWillUpdate sees the old props as `props` and the new ones as its argument.
            view.viewWillUpdate(newState: view.state, newProps: element.props)
            child.element = element
            view.performRender()
            view.viewDidUpdate()
        } else {
            child.element = element
            if changed, let receiver = element.payload as? PropsReceiving { receiver.receive(props: element.props) }
        }
    }

    /// Takes a child off screen. A StateView child is told, then its widgets are destroyed
    /// (which disconnects their signal handlers) and its Swift subtree released.
    private func remove(_ child: MountedChild) {
        child.view?.willRemove()
        GtkMutations.record(.remove)
        gtk_container_remove(widget.asContainer, child.widget)
        if let view = child.view {
            GtkMutations.record(.destroy)
            gtk_widget_destroy(view.widget)
            view.releaseSubtree()
        }
    }

    /// Runs `viewWillRemove` on this view and its descendants, parents first.
    func willRemove() {
        guard phase != .removed else { return }
        phase = .removed
        needsRender = false
        viewWillRemove()
        // Discrete states queued for a view that is going away would only fail later.
        (self as? any Stateful)?.cancelQueuedStates()
        for child in children { child.view?.willRemove() }
    }

    /// Drops the Swift references to the subtree, so every removed view deinitialises.
    func releaseSubtree() {
        let released = children
        children = []
        renderedElements = []
        plainPlacements = nil
        placementMemos = PlacementMemos()
        for child in released { child.view?.releaseSubtree() }
    }

    /// The view's children in placement order, as GTK holds them (for tests and tools).
    public var childWidgets: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = sg_container_get_first_child(container)
        while let current = child {
            result.append(current)
            child = sg_container_get_next_sibling(container, current)
        }
        return result
    }

    /// The StateView placed under `key`, if any.
    public func childView<K: StateKey>(forKey key: K) -> StateView? {
        let key = FastKey(key)
        return children.first { $0.identity.fastKey == key }?.view
    }

    /// The keys of the children in placement order.
    public var childKeys: [AnyHashable] { children.map(\.identity.key) }
}

func describe(_ key: AnyHashable) -> String {
    if let string = key.base as? String { return "\"\(string)\"" }
    return "\(key.base)"
}

extension Stateful {
    /// Cancels the XCEState requests still queued; they complete with `false`.
    fileprivate func cancelQueuedStates() { _ = state.cancelQueued() }
}
