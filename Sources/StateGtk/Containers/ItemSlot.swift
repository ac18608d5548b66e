// toolkit: both
import StateGtkCore
/// Where one item of a keyed collection goes in a container that is not a list view: a list
/// box's row, a flow box's child, a notebook's or a stack's page. The item's closure places
/// the one view it shows here, with no key: the item's key is the view's, so a view is kept
/// (with its state) only for the same item. A view's own keyed children (`placeEach`) are
/// placed the same way, with constraints if the view's arrangement takes them.
///
/// ```swift
/// place(tags, key: "tags")
///     .items(repository.topics, key: { $0 }) { topic, slot in
///         slot.place(TagChip.self).prop(\.name, is: topic)
///     }
/// ```
@MainActor
public struct ItemSlot {
    /// The item's key, in the reconciler's form: made once per item from its own type, it is
    /// neither boxed nor cast again.
    let key: FastKey
    /// The view whose own children the items are (`placeEach`): what is placed is recorded
    /// there, as its `place` records. Nil in a container, which takes the returned placement.
    let owner: StateView?

    @usableFromInline
    init(key: FastKey, owner: StateView? = nil) {
        self.key = key
        self.owner = owner
    }

    /// Places the item's StateView, created the first time its item's key appears.
    @discardableResult
    public func place<V: StateView>(
        _ type: V.Type, file: String = #fileID, line: Int = #line, constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<V> {
        let element = Placement<V>(
            identity: ElementIdentity(fastKey: key, kind: .view(ObjectIdentifier(type))), payload: ViewTypePayload.of(type),
            constraints: constraints, location: SourceLocation(file: file, line: line))
        owner?.place(madeView: element)
        return element
    }

    /// Places a widget instance as the item's content. The same instance under the same key
    /// stays; another instance replaces it.
    @discardableResult @_disfavoredOverload  // a misused StateView type is reported as such
    public func place<W: Widget>(
        _ widget: W, file: String = #fileID, line: Int = #line, constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<W> {
        let element = Placement<W>(
            identity: ElementIdentity(fastKey: key, kind: .widget(widget.gtkWidget.address)), payload: widget,
            constraints: constraints, location: SourceLocation(file: file, line: line))
        owner?.place(madeWidget: element, widget)
        return element
    }
}

/// The elements of a container's items, one per item, keyed by the item. An item whose closure
/// returned a placement of another slot (of another container, or of the view itself) is
/// reported naming the container and left out.
@MainActor
func placeItems<Items: RandomAccessCollection, Key: Hashable>(
    _ items: Items, key: (Items.Element) -> Key, container: String,
    _ place: (Items.Element, ItemSlot) -> ShadowViewElement
) -> [ShadowViewElement] {
    var elements: [ShadowViewElement] = []
    elements.reserveCapacity(items.count)
    for item in items {
        let itemKey = FastKey(key(item))
        let element = place(item, ItemSlot(key: itemKey))
        guard element.identity.fastKey == itemKey else {
            stateGtkLog.error(
                "\(container).items: the closure for the key \(describe(ElementIdentity(fastKey: itemKey, kind: element.identity.kind).key)) returned a view placed under \(describe(element.key)); place the item's view with the slot it is given (slot.place(…)). Left out (\(element.location))")
            continue
        }
        elements.append(element)
    }
    return elements
}

extension ShadowViewElement {
    /// The view whose `render()` placed this container, which owns what the container's
    /// modifiers place (their controller is its controller); nil, reported naming the
    /// container and the modifier, outside a render.
    @MainActor
    func renderingOwner(_ container: String, modifier: String) -> StateView? {
        if let owner = RenderScheduler.shared.renderingView { return owner }
        stateGtkLog.error(
            "\(container).\(modifier) was called outside render(); call it on the container's placement in the render that places it (\(location))")
        return nil
    }
}
