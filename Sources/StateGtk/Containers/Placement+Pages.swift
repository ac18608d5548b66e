// toolkit: both
import StateGtkCore
/// A container whose children are pages, each under a key and a title: `Notebook` shows the
/// titles as tabs, `Stack` one page at a time (its switcher shows the titles).
@MainActor
public protocol PagedContainer: Widget {}

/// What the placement modifiers of a paged container (and a flow box) ask of it.
@MainActor
protocol KeyedPagesHolder {
    func updatePages(_ pages: [PageList.Page], owner: StateView)
}

extension Placement where Placed: PagedContainer {
    /// The pages, in order, each with its key, title and the views it holds: a key kept keeps
    /// its page and views, a dropped one's views are removed. For pages made from a collection,
    /// use `items(_:key:title:page:)`.
    ///
    /// ```swift
    /// place(tabs, key: "tabs").expanding()
    ///     .pages { pages in
    ///         pages.page("list", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
    ///         pages.page("about", title: "About") { $0.place(AboutPage.self, key: "about") }
    ///     }
    /// ```
    @MainActor @discardableResult
    public func pages(_ build: (PageList) -> Void) -> Self {
        guard let holder = payload as? any KeyedPagesHolder, let owner = renderingOwner("\(Placed.self)", modifier: "pages")
        else { return self }
        let list = PageList()
        build(list)
        holder.updatePages(list.pages, owner: owner)
        return self
    }

    /// One page per item, keyed by `key` and titled by `title`; `page` places the item's view
    /// with `page.place(…)`. It runs for every item whenever the placing view renders.
    ///
    /// ```swift
    /// place(tabs, key: "documents")
    ///     .items(documents, key: { $0.id }, title: { $0.name }) { document, page in
    ///         page.place(DocumentView.self).prop(\.document, is: document)
    ///     }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: (Items.Element) -> Key, title: (Items.Element) -> String,
        page: (Items.Element, ItemSlot) -> ShadowViewElement
    ) -> Self {
        let container = "\(Placed.self)"
        guard let holder = payload as? any KeyedPagesHolder, let owner = renderingOwner(container, modifier: "items")
        else { return self }
        var titles: [FastKey: String] = [:]
        let pages = placeItems(items, key: key, container: container) { item, slot in
            titles[slot.key] = title(item)
            return page(item, slot)
        }.map { element in
            PageList.Page(key: element.key, title: titles[element.identity.fastKey] ?? "", content: { $0.place(made: element) })
        }
        holder.updatePages(pages, owner: owner)
        return self
    }
}

extension Placement where Placed == FlowBox {
    /// One flow box child per item, keyed by `key`; `child` places the item's view with
    /// `child.place(…)`. It runs for every item whenever the placing view renders.
    ///
    /// ```swift
    /// place(tags, key: "tags")
    ///     .items(repository.topics, key: { $0 }) { topic, child in
    ///         child.place(TagChip.self).prop(\.name, is: topic)
    ///     }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: (Items.Element) -> Key, child: (Items.Element, ItemSlot) -> ShadowViewElement
    ) -> Self {
        guard let flowBox = payload as? FlowBox, let owner = renderingOwner("FlowBox", modifier: "items") else { return self }
        let pages = placeItems(items, key: key, container: "FlowBox", child).map { element in
            PageList.Page(key: element.key, title: "", content: { $0.place(made: element) })
        }
        flowBox.updatePages(pages, owner: owner)
        return self
    }
}
