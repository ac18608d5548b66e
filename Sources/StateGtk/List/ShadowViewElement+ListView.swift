import StateGtkCore

/// The modifiers of a placed `ListView`: its items and row description, row height,
/// selection and callbacks. Each is a prop, given again on every render like any other.
extension ShadowViewElement {
    /// The list's items, any random-access collection, keyed by `key`, and the row each shows.
    ///
    /// `row` places exactly one StateView through its `ListRow` and returns it; it runs only for
    /// the rows on screen (and a few around them), whenever the list renders, and a row whose
    /// props did not change is not re-rendered. It must depend on nothing but its item and its
    /// `ListRow` (like `placeEach`'s closure): when the collection is `Equatable` (an array of
    /// Equatable items), passing the same items again is no change, costs one comparison, and
    /// does not describe the rows again. Put what a row shows into the item, or pass it to the
    /// list (`.selection(…)` gives `row.isSelected`).
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
    ) -> Self {
        setModel(CollectionListModel(items: items, key: key, describe: row, sameItems: nil))
    }

    /// `items(_:key:row:)` for an Equatable collection: the same items passed again are
    /// recognised by `==` (for an array passed unchanged, one pointer comparison).
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection & Equatable, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key,
        row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> Self {
        setModel(CollectionListModel(items: items, key: key, describe: row, sameItems: { $0 == $1 }))
    }

    /// `items(_:key:row:)` for Identifiable items, keyed by their `id`.
    @MainActor @discardableResult
    public func items<Items: RandomAccessCollection & Equatable>(
        _ items: Items, row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> Self where Items.Element: Identifiable {
        setModel(CollectionListModel(items: items, key: { $0.id }, describe: row, sameItems: { $0 == $1 }))
    }

    @MainActor
    func setModel(_ model: any ListModel) -> Self {
        // The same items again (an Equatable collection that compares equal) are no change: the
        // list does not render for them. Rows are described again when the list renders.
        prop(ListViewProps.model, is: ListModelBox(model)) { old, new in
            MainActor.assumeIsolated { new.model.hasSameItems(as: old.model) }
        }
    }

    /// The rows' height: `.fixed` (nothing measured, the fastest) or `.estimated` (the default,
    /// 44 px).
    @MainActor @discardableResult
    public func rowHeight(_ height: ListRowHeight) -> Self {
        prop(ListViewProps.rowHeight, is: height)
    }

    /// The selection, as the parent keeps it, and the callback that receives the selection the
    /// user asks for (the list shows the user's choice at once, and the parent's value whenever
    /// it passes one).
    ///
    /// `mode` is GTK's ``SelectionMode``, as for ``ListBox``: `.none` selects nothing (the cursor
    /// still moves and Enter still activates); `.single` and `.browse` select the row the cursor
    /// moves to or the click lands on (Ctrl+click unselects it); `.multiple` selects one row per
    /// click, adds or removes one with Ctrl+click and Ctrl+Space, a range with Shift+click and
    /// Shift+arrows, and all with Ctrl+A.
    ///
    /// ```swift
    /// private lazy var select = Callback<Set<Int>> { [weak self] ids in self?.state[Self.selected] = ids.first }
    /// // in render():
    /// .selection(.single, selected: Set([selectedID].compactMap { $0 }), onChange: select)
    /// ```
    @MainActor @discardableResult
    public func selection<Key: Hashable>(_ mode: SelectionMode, selected: Set<Key>, onChange: Callback<Set<Key>>) -> Self {
        var keys = Set<FastKey>()
        for key in selected { keys.insert(FastKey(key)) }
        return prop(ListViewProps.selection, is: ListSelection(mode: mode, keys: keys) { chosen in
            var result = Set<Key>()
            for key in chosen { if let key = key.base as? Key { result.insert(key) } }
            onChange(result)
        })
    }

    /// Runs with a row's key when the user activates it: a double click on the row (within
    /// GTK's double-click time and distance, from GtkSettings), Enter or Space on the cursor's
    /// row, or a single click with `activatesOnSingleClick()`. A double click on a control inside
    /// the row (a button, an entry) is the control's and does not activate the row.
    ///
    /// ```swift
    /// private lazy var open = Callback<Int> { [weak self] id in self?.openRepository(id) }
    /// // in render():
    /// .onActivate(open)
    /// ```
    @MainActor @discardableResult
    public func onActivate<Key: Hashable>(_ action: Callback<Key>) -> Self {
        prop(ListViewProps.onActivate, is: ListKeyAction { key in
            if let key = key.base as? Key { action(key) }
        })
    }

    /// Runs when the rows on screen come within `threshold` rows of the end: load the next page
    /// here. Once per end: again after the list grew or shrank, or after a load ended
    /// (`isLoading` went from true to false) with the end still in view; never while
    /// `isLoading` is true, so one scroll never asks for two pages.
    ///
    /// ```swift
    /// .onEdgeReached(within: 10, isLoading: state[Self.isLoading] ?? false, loadNextPage)
    /// ```
    @MainActor @discardableResult
    public func onEdgeReached(within threshold: Int = 10, isLoading: Bool = false, _ action: Callback<Void>) -> Self {
        prop(ListViewProps.onEndReached, is: action).prop(ListViewProps.endThreshold, is: threshold)
            .prop(ListViewProps.isLoading, is: isLoading)
    }

    /// How many rows beyond each edge of the viewport exist as views (default 4): more makes
    /// short scrolls create no row, fewer keeps fewer rows alive.
    @MainActor @discardableResult
    public func overscan(_ rows: Int) -> Self {
        prop(ListViewProps.overscan, is: max(rows, 0))
    }

    /// The name screen readers announce for the list ("Repositories, list").
    @MainActor @discardableResult
    public func accessibleName(_ name: String) -> Self {
        prop(ListViewProps.accessibleName, is: name)
    }
}
