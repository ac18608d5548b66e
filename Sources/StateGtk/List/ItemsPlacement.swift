// toolkit: both
import StateGtkCore
/// A placed list or table with its items: what `.items(…)`, `.sections(…)` on a list and `.items(…)` on a table
/// return. It knows the items' `Element` and `Key` types, so the modifiers that hand keys or
/// items back (selection, activation, type-ahead) take exactly those: a selection of `Int`
/// keys on a list keyed by `String` does not compile.
///
/// ```swift
/// place(ListView.self, key: "repositories") { make in make.edges.equalTo(self) }
///     .items(repositories, key: { $0.id }) { repository, row in row.place(RepositoryRow.self) }
///     .selection(.single, selected: selectedIDs) { [weak self] ids in self?.state[Self.selected] = ids }
///     .onActivate { [weak self] id in self?.open(id) }
///     .typeAhead { $0.name }
/// ```
public struct ItemsPlacement<PlacedList: ListPlacingView, Element, Key: Hashable>: ListPlacing {
    /// The placed list's (or table's) element.
    public let listElement: ShadowViewElement

    init(listElement: ShadowViewElement) { self.listElement = listElement }

    /// The selection, as the parent keeps it, and what runs with the selection the user asks
    /// for (the list shows the user's choice at once, and the parent's value whenever it
    /// passes one).
    ///
    /// `mode` is GTK's ``SelectionMode``, as for ``ListBox``: `.none` selects nothing (the cursor
    /// still moves and Enter still activates); `.single` and `.browse` select the row the cursor
    /// moves to or the click lands on (Ctrl+click unselects it); `.multiple` selects one row per
    /// click, adds or removes one with Ctrl+click and Ctrl+Space, a range with Shift+click and
    /// Shift+arrows, and all with Ctrl+A.
    ///
    /// ```swift
    /// .selection(.single, selected: Set([selectedID].compactMap { $0 })) { [weak self] ids in
    ///     self?.state[Self.selected] = ids.first
    /// }
    /// ```
    @MainActor @discardableResult
    public func selection(_ mode: SelectionMode, selected: Set<Key>, onChange: @escaping (Set<Key>) -> Void) -> Self {
        var keys = Set<FastKey>()
        for key in selected { keys.insert(FastKey(key)) }
        // The model's keys are of type `Key` (this placement was made with them), so every key
        // the list reports converts.
        listElement.prop(ListViewProps.selection, is: ListSelection(mode: mode, keys: keys) { chosen in
            var result = Set<Key>()
            for key in chosen { if let key = key.base as? Key { result.insert(key) } }
            onChange(result)
        })
        return self
    }

    /// Runs with a row's key when the user activates it: a double click on the row (within
    /// GTK's double-click time and distance, from GtkSettings), Enter or Space on the cursor's
    /// row, or a single click with `activatesOnSingleClick()`. A double click on a control inside
    /// the row (a button, an entry) is the control's and does not activate the row.
    ///
    /// ```swift
    /// .onActivate { [weak self] id in self?.openRepository(id) }
    /// ```
    @MainActor @discardableResult
    public func onActivate(_ action: @escaping (Key) -> Void) -> Self {
        listElement.prop(ListViewProps.onActivate, is: ListKeyAction { key in
            if let key = key.base as? Key { action(key) }
        })
        return self
    }

    /// Type-ahead find, as in GtkTreeView: characters typed while the list has the focus move
    /// the cursor (and the selection, as a cursor move does) to the next row whose `text`
    /// starts with them, ignoring case. A pause starts a new prefix; typing the same letter
    /// again goes to the next row starting with it; Escape forgets the prefix. Only items are
    /// read (never rows made), so it finds a row among 100,000 items at once.
    ///
    /// ```swift
    /// .items(repositories) { repository, row in … }
    /// .typeAhead { $0.name }
    /// ```
    @MainActor @discardableResult
    public func typeAhead(_ text: @escaping @MainActor (Element) -> String) -> Self {
        listElement.prop(ListViewProps.typeAhead, is: ListTypeAhead(text))
        return self
    }

    // The layout modifiers every placement takes, so that they may follow the items.

    /// In a stack arrangement, gives the list a share of the spare space along the stack.
    ///
    /// ```swift
    /// place(TableView.self, key: "files").columns(columns).items(files, key: { $0.path }) { … }.expanding()
    /// ```
    @MainActor @discardableResult
    public func expanding(_ expands: Bool = true) -> Self {
        listElement.expanding(expands)
        return self
    }

    /// In a grid arrangement, makes the list span several columns and rows.
    @MainActor @discardableResult
    public func spanning(columns: Int = 1, rows: Int = 1) -> Self {
        listElement.spanning(columns: columns, rows: rows)
        return self
    }

    /// How strongly the list resists growing past its natural size along `axis`.
    @MainActor @discardableResult
    public func contentHugging(_ priority: LayoutPriority, for axis: Axis) -> Self {
        listElement.contentHugging(priority, for: axis)
        return self
    }

    /// How strongly the list resists shrinking below its natural size along `axis`.
    @MainActor @discardableResult
    public func compressionResistance(_ priority: LayoutPriority, for axis: Axis) -> Self {
        listElement.compressionResistance(priority, for: axis)
        return self
    }
}
