// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A container's pages by key, each a `ContainerSlot`, placed through `ChildList` like any
/// view's children: a key placed twice is reported naming the owner and the key, a kept key
/// keeps its slot and views, a new key gets a slot inserted at its position, a dropped key's
/// views are told (`viewWillRemove`) and released, and GTK sees only the reconciler's minimal
/// insertions, moves and removals.
@MainActor
final class KeyedPages<Container: PageContainer> {
    private let children: ChildList<Container>
    private let container: Container
    private let labels = PageLabels()
    private var slots: [AnyHashable: ContainerSlot] = [:]
    private let location: SourceLocation

    /// `makeContainer` gets the labels its insertions read.
    init(name: String, _ makeContainer: (PageLabels) -> Container) {
        container = makeContainer(labels)
        children = ChildList(container, name: name)
        location = SourceLocation(file: "\(name).pages", line: 0)
    }

    /// Applies `build`'s pages from `owner`'s `render()`.
    func update(from owner: StateView, _ build: (PageList) -> Void) {
        let list = PageList()
        build(list)
        update(list.pages, owner: owner)
    }

    /// Applies `pages`, in order, from `owner`'s `render()`. An arriving slot's views are
    /// placed before it enters the container, as `ChildList` makes every arriving child
    /// complete first.
    func update(_ pages: [PageList.Page], owner: StateView) {
        children.owner = owner
        var placed: [AnyHashable: ContainerSlot] = [:]
        var elements: [ShadowViewElement] = []
        elements.reserveCapacity(pages.count)
        for page in pages {
            // A repeated key gets the first one's slot, so that ChildList reports the key.
            let slot: ContainerSlot
            if let first = placed[page.key] {
                slot = first
            } else {
                let label = PageLabels.Label(name: "\(page.key.base)", title: page.title)
                if let kept = slots[page.key] {
                    slot = kept
                    if labels[slot.widget] != label { container.retitle(slot.widget, page.title) }
                } else {
                    slot = ContainerSlot(parentViewController: owner.parentViewController)
                }
                labels.set(label, for: slot.widget)
                placed[page.key] = slot
                slot.fill(from: owner, page.content)
            }
            elements.append(ShadowViewElement(
                identity: ElementIdentity(key: page.key, kind: .widget(slot.widget.address)),
                payload: ViewInstancePayload(slot), constraints: nil, location: location))
        }
        _ = children.update(with: elements)
        for (key, slot) in slots where placed[key] == nil { labels.remove(slot.widget) }
        slots = placed
    }

    /// The slot of page `key`, if placed.
    func slot(forKey key: AnyHashable) -> ContainerSlot? { slots[key] }
}
