// toolkit: both
import StateGtkCore
/// A placed `ListView`'s items and the row each shows. The modifiers every list takes are
/// ``ListPlacing``'s; those that read the items' keys are ``ItemsPlacement``'s.
extension Placement where Placed == ListView {
    /// The list's items, any random-access collection, keyed by `key`, and the row each shows.
    /// What it returns knows the items' element and key types, so that `.selection`,
    /// `.onActivate` and `.typeAhead` take exactly those.
    ///
    /// `row` places exactly one StateView through its `ListRow` and returns it; it runs only for
    /// the rows on screen (and a few around them), whenever the list renders, and a row whose
    /// props did not change is not re-rendered. It must depend on nothing but its item and its
    /// `ListRow`: when the collection is `Equatable` (an array of Equatable items), passing the
    /// same items again is no change and does not describe the rows again. Put what a row
    /// shows into the item, or pass it to the list (`.selection(…)` gives `row.isSelected`).
    ///
    /// ```swift
    /// place(ListView.self, key: "repositories") { make in make.edges.equalTo(self) }
    ///     .items(repositories, key: { $0.id }) { repository, row in
    ///         row.place(RepositoryRow.self)
    ///             .prop(RepositoryRow.repository, is: repository)
    ///             .prop(RepositoryRow.isSelected, is: row.isSelected)
    ///     }
    ///     .rowHeight(.estimated(72))
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key,
        row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> ItemsPlacement<ListView, Items.Element, Key> {
        setModel(CollectionListModel(items: items, key: key, describe: row, sameItems: nil))
    }

    /// `items(_:key:row:)` for an Equatable collection: the same items passed again are
    /// recognised by `==` (for an array passed unchanged, one pointer comparison).
    ///
    /// ```swift
    /// .items(names, key: { $0 }) { name, row in row.place(NameRow.self).prop(NameRow.name, is: name) }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection & Equatable, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key,
        row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> ItemsPlacement<ListView, Items.Element, Key> {
        setModel(CollectionListModel(items: items, key: key, describe: row, sameItems: { $0 == $1 }))
    }

    /// `items(_:key:row:)` for Identifiable items, keyed by their `id`.
    ///
    /// ```swift
    /// .items(repositories) { repository, row in row.place(RepositoryRow.self) }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection & Equatable>(
        _ items: Items, row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> ItemsPlacement<ListView, Items.Element, Items.Element.ID> where Items.Element: Identifiable {
        setModel(CollectionListModel(items: items, key: { $0.id }, describe: row, sameItems: { $0 == $1 }))
    }

    @MainActor
    func setModel<Element, Key>(_ model: any ListModel) -> ItemsPlacement<ListView, Element, Key> {
        // The same items again (an Equatable collection that compares equal) are no change: the
        // list does not render for them. Rows are described again when the list renders.
        prop(ListViewProps.model, is: ListModelBox(model)) { old, new in
            MainActor.assumeIsolated { new.model.hasSameItems(as: old.model) }
        }
        return ItemsPlacement(listElement: self)
    }
}
