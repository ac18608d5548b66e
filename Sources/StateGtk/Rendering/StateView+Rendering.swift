// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
extension StateView {
    /// Runs `render()`, applies what it placed to the children on screen (`ChildList`), and
    /// lays them out.
    /// A flush asked for meanwhile (`StateView.flushRenders()`) runs once this is all done.
    func performRender() {
        let scheduler = RenderScheduler.shared
        scheduler.applyingRender {
            needsRender = false
            isRendering = true
            changeMemos { $0.beginRender() }
            ProgramValues.renderDepth += 1
            scheduler.rendering(self) { render() }
            ProgramValues.renderDepth -= 1
            changeMemos { $0.endRender() }
            isRendering = false
            var placed: [ShadowViewElement] = []
            swap(&placed, &placements)  // one access to the view's placements, which start empty again
            let (elements, previous, structureChanged) = childList.update(with: placed, linkedState: state)
            updateLayout(for: elements, previous: previous, childrenChanged: structureChanged)
        }
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

    /// Runs `viewWillRemove` on this view and its descendants, parents first.
    func willRemove() {
        guard phase != .removed else { return }
        phase = .removed
        needsRender = false
        viewWillRemove()
        parentViewController?.removeActions(of: ObjectIdentifier(self))
        // Discrete states queued for a view that is going away would only fail later.
        (self as? any Stateful)?.cancelQueuedStates()
        childList.willRemoveAll()
    }

    /// Drops the Swift references to the subtree, so every removed view deinitialises.
    func releaseSubtree() {
        placementMemos = PlacementMemos()
        childList.releaseAll()
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
