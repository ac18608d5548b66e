import CGtk

/// The pages one render gives a multi-child container (a notebook's tabs, a stack's pages), in
/// order, each a key, a title and the closure placing its views.
///
/// ```swift
/// notebook.pages(from: self) { pages in
///     pages.page("repositories", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///     pages.page("settings", title: "Settings") { $0.place(SettingsPage.self, key: "settings") }
/// }
/// ```
@MainActor
public final class PageList {
    struct Page {
        let key: AnyHashable
        let title: String
        let content: (ContainerSlot) -> Void
    }

    private(set) var pages: [Page] = []

    init() {}

    /// Adds the page `key`; its views are placed by `content`, like a slot's.
    public func page(_ key: some StateKey, title: String = "", _ content: @escaping (ContainerSlot) -> Void) {
        pages.append(Page(key: AnyHashable(key), title: title, content: content))
    }

    /// Adds a page whose key is already type-erased (another container's list, converted).
    func append(key: AnyHashable, title: String, content: @escaping (ContainerSlot) -> Void) {
        pages.append(Page(key: key, title: title, content: content))
    }
}

/// What a multi-child container does with its pages' slots.
@MainActor
protocol SlotHost: AnyObject {
    /// Adds `slot` at `index`; `name` is the page key's description (a GtkStack child's name).
    func insert(_ slot: ContainerSlot, at index: Int, name: String, title: String)
    func move(_ slot: ContainerSlot, to index: Int)
    func remove(_ slot: ContainerSlot)
    func retitle(_ slot: ContainerSlot, _ title: String)
}

/// A container's pages by key: a key placed again keeps its slot (and the views in it), a new
/// key gets a new slot at its position, a key no longer placed has its slot removed and its
/// views told (`viewWillRemove`) and released.
@MainActor
final class KeyedSlots {
    private(set) var slots: [(key: AnyHashable, slot: ContainerSlot, title: String)] = []

    /// Applies the pages `build` lists, from `owner`'s `render()`.
    func update(from owner: StateView, _ build: (PageList) -> Void, in host: SlotHost) {
        let list = PageList()
        build(list)
        update(list.pages, owner: owner, in: host)
    }

    private func update(_ pages: [PageList.Page], owner: StateView, in host: SlotHost) {
        var seen: Set<AnyHashable> = []
        let unique = pages.filter { page in
            guard seen.insert(page.key).inserted else {
                stateGtkLog.error("\(type(of: owner)): page key \(page.key) placed twice in one render; the first is kept")
                return false
            }
            return true
        }
        let keys = Set(unique.map(\.key))
        for entry in slots where !keys.contains(entry.key) {
            host.remove(entry.slot)
            entry.slot.willRemove()
            entry.slot.releaseSubtree()
        }
        slots.removeAll { !keys.contains($0.key) }
        for (index, page) in unique.enumerated() {
            if let current = slots.firstIndex(where: { $0.key == page.key }) {
                var entry = slots.remove(at: current)
                if current != index { host.move(entry.slot, to: index) }
                if entry.title != page.title {
                    host.retitle(entry.slot, page.title)
                    entry.title = page.title
                }
                slots.insert(entry, at: index)
                entry.slot.place(from: owner, page.content)
            } else {
                let slot = ContainerSlot(parentViewController: owner.parentViewController)
                host.insert(slot, at: index, name: "\(page.key.base)", title: page.title)
                slots.insert((page.key, slot, page.title), at: index)
                slot.place(from: owner, page.content)
            }
        }
    }

    /// The slot of page `key`, if placed.
    func slot(forKey key: AnyHashable) -> ContainerSlot? { slots.first { $0.key == key }?.slot }
}
