// toolkit: both
import StateGtkCore
/// A placed `ListBox`'s items, selection and activation: the list box takes its rows as a
/// `ListView` takes them, and its key type is the items' key type, so a selection or an
/// activation of another key type does not compile.
extension Placement {
    /// The list box's items, keyed by `key`, and the view each row shows: `row` places it with
    /// `row.place(…)`. It runs for every item whenever the placing view renders; a row whose
    /// props did not change is not re-rendered.
    ///
    /// ```swift
    /// place(list, key: "list")
    ///     .items(repositories, key: { $0.id }) { repository, row in
    ///         row.place(RepositoryRow.self).prop(\.repository, is: repository)
    ///     }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: (Items.Element) -> Key, row: (Items.Element, ItemSlot) -> ShadowViewElement
    ) -> Self where Placed == ListBox<Key> {
        guard let list = payload as? ListBox<Key>, let owner = renderingOwner("ListBox", modifier: "items") else { return self }
        list.place(placeItems(items, key: key, container: "ListBox", row), owner: owner)
        return self
    }

    /// `items(_:key:row:)` for Identifiable items, keyed by their `id`.
    ///
    /// ```swift
    /// place(list, key: "list").items(repositories) { repository, row in row.place(RepositoryRow.self) }
    /// ```
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection>(
        _ items: Items, row: (Items.Element, ItemSlot) -> ShadowViewElement
    ) -> Self where Items.Element: Identifiable, Placed == ListBox<Items.Element.ID> {
        self.items(items, key: { $0.id }, row: row)
    }

    /// The selected rows' keys, as the parent keeps them, and what runs with the selection the
    /// user makes. The parent's selection reaches the list box only when it differs from what
    /// it passed last time, so the user's choice stands (see "Values the user changes"). Give
    /// it after `items`: keys without a row select nothing.
    ///
    /// ```swift
    /// .selection(selectedIDs) { [weak self] ids in self?.state[Self.selected] = ids.first }
    /// ```
    @MainActor @discardableResult
    public func selection<Key: Hashable>(
        _ selected: Set<Key>, onChange: @escaping @MainActor (Set<Key>) -> Void
    ) -> Self where Placed == ListBox<Key> {
        guard let list = payload as? ListBox<Key> else { return self }
        list.selectedKeys = selected
        list.runOnSelectionChange(onChange)
        return self
    }

    /// Runs with a row's key when the user activates it (a click, a double click or Enter, as
    /// `activatesOnSingleClick` says).
    ///
    /// ```swift
    /// .onActivate { [weak self] id in self?.open(id) }
    /// ```
    @MainActor @discardableResult
    public func onActivate<Key: Hashable>(_ action: @escaping @MainActor (Key) -> Void) -> Self where Placed == ListBox<Key> {
        (payload as? ListBox<Key>)?.runOnActivation(action)
        return self
    }
}
