// toolkit: both
import StateGtkCore
/// A placement that takes a list's modifiers: a placed ``ListView`` or ``TableView``, before or
/// after its items (``ItemsPlacement``). The modifiers that depend on the items' type (selection,
/// activation, type-ahead) are ``ItemsPlacement``'s, so that the compiler checks their keys.
///
/// ```swift
/// place(ListView.self, key: "repositories") { make in make.edges.equalTo(self) }
///     .items(repositories, key: { $0.id }) { repository, row in row.place(RepositoryRow.self) }
///     .rowHeight(.fixed(56))
///     .overscan(8)
/// ```
public protocol ListPlacing {
    /// ``ListView`` or ``TableView``: a table takes the modifiers its rows' list uses, not
    /// those of sections, reordering and drops.
    associatedtype PlacedList: ListPlacingView
    /// The placed list's element, which the modifiers give their props to.
    var listElement: ShadowViewElement { get }
}

extension Placement: ListPlacing where Placed: ListPlacingView {
    /// The placed list or table.
    public typealias PlacedList = Placed
    /// The placement itself.
    public var listElement: ShadowViewElement { self }
}

/// The views whose placements take a list's modifiers: ``ListView`` and ``TableView``.
@MainActor
public protocol ListPlacingView: StateView {}

extension ListView: ListPlacingView {}
extension TableView: ListPlacingView {}

extension ListPlacing {
    /// The rows' height: `.fixed` (nothing measured, the fastest) or `.estimated` (the default,
    /// 44 px).
    ///
    /// ```swift
    /// .rowHeight(.fixed(36))
    /// ```
    @MainActor @discardableResult
    public func rowHeight(_ height: ListRowHeight) -> Self {
        listElement.prop(ListViewProps.rowHeight, is: height)
        return self
    }

    /// How many rows beyond each edge of the viewport exist as views (default 4): more makes
    /// short scrolls create no row, fewer keeps fewer rows alive.
    ///
    /// ```swift
    /// .overscan(8)
    /// ```
    @MainActor @discardableResult
    public func overscan(_ rows: Int) -> Self {
        listElement.prop(ListViewProps.overscan, is: max(rows, 0))
        return self
    }

    /// The name screen readers announce for the list ("Repositories, list").
    ///
    /// ```swift
    /// .accessibleName("Repositories")
    /// ```
    @MainActor @discardableResult
    public func accessibleName(_ name: String) -> Self {
        listElement.prop(ListViewProps.accessibleName, is: name)
        return self
    }

    /// A single click on a row (without Ctrl or Shift) activates it, as GtkTreeView's
    /// `activate-on-single-click` does (for lists of links or places); the default is a double
    /// click.
    ///
    /// ```swift
    /// .onActivate { [weak self] id in self?.open(id) }
    /// .activatesOnSingleClick()
    /// ```
    @MainActor @discardableResult
    public func activatesOnSingleClick(_ activates: Bool = true) -> Self {
        listElement.prop(ListViewProps.activatesOnSingleClick, is: activates)
        return self
    }

    /// Starts the items at the top, with no cursor, whenever `value` changes (a new search, a
    /// new filter). Without it the list follows its rule for new items: the first row on screen
    /// that is still among them keeps its place on screen, so that items arriving or leaving
    /// above do not move what the user reads.
    ///
    /// ```swift
    /// .items(results) { result, row in … }
    /// .resetsScroll(when: query)
    /// ```
    @MainActor @discardableResult
    public func resetsScroll<Value: Hashable>(when value: Value) -> Self {
        listElement.prop(ListViewProps.scrollReset, is: AnyHashable(value))
        return self
    }

    /// Runs when the rows on screen come within `threshold` rows of the end: load the next page
    /// here. Once per end: again after the list grew or shrank, or after a load ended
    /// (`isLoading` went from true to false) with the end still in view; never while
    /// `isLoading` is true, so one scroll never asks for two pages.
    ///
    /// ```swift
    /// .onEdgeReached(within: 10, isLoading: state[Self.isLoading] ?? false) { [weak self] in
    ///     self?.loadNextPage()
    /// }
    /// ```
    @MainActor @discardableResult
    public func onEdgeReached(within threshold: Int = 10, isLoading: Bool = false, _ action: @escaping () -> Void) -> Self {
        listElement.callbackProp(ListViewProps.onEndReached, is: Callback(action))
            .prop(ListViewProps.endThreshold, is: threshold)
            .prop(ListViewProps.isLoading, is: isLoading)
        return self
    }
}

/// The modifiers of a list that a table does not take.
extension ListPlacing where PlacedList == ListView {
    /// Rows wider than the list scroll sideways, with a horizontal scroll bar, instead of being
    /// squeezed to the list's width: each row gets its natural width (the widest realised row's),
    /// or the list's width when that is wider.
    ///
    /// ```swift
    /// place(ListView.self, key: "log") { make in make.edges.equalTo(self) }
    ///     .items(lines) { line, row in row.place(LogLine.self).prop(LogLine.text, is: line) }
    ///     .scrollsHorizontally()
    /// ```
    @MainActor @discardableResult
    public func scrollsHorizontally(_ scrolls: Bool = true) -> Self {
        listElement.prop(ListViewProps.scrollsHorizontally, is: scrolls)
        return self
    }

    /// Keeps the header of the section at the top of the viewport pinned there while its
    /// section is on screen; the next section's header pushes it out (UITableView's plain
    /// style). Without it headers scroll with their rows.
    ///
    /// ```swift
    /// .sections(languages, key: { $0.name }, items: { $0.repositories }, itemKey: { $0.id }) { … } row: { … }
    /// .stickyHeaders()
    /// ```
    @MainActor @discardableResult
    public func stickyHeaders(_ sticky: Bool = true) -> Self {
        listElement.prop(ListViewProps.stickyHeaders, is: sticky)
        return self
    }

    /// Lets the user reorder the items: drag a row and drop it between two others (a line
    /// shows where; the list scrolls while the row is held near its top or bottom), or press
    /// Alt+Up or Alt+Down on the cursor's row. `action` receives the move; the list does not
    /// move the item itself: the app moves it in its items, and the rows follow. Lists given
    /// `sections(…)` do not reorder.
    ///
    /// ```swift
    /// .items(state[Self.names] ?? [], key: { $0 }) { name, row in … }
    /// .onMove { [weak self] move in
    ///     guard let self else { return }
    ///     var names = state[Self.names] ?? []
    ///     names.insert(names.remove(at: move.from), at: move.to)
    ///     state[Self.names] = names
    /// }
    /// ```
    @MainActor @discardableResult
    public func onMove(_ action: @escaping (ListItemMove) -> Void) -> Self {
        listElement.callbackProp(ListViewProps.onMove, is: Callback(action))
        return self
    }

    /// Makes the placed list a drop target for `types`, as `StateView.dropTarget(accepting:onDrop:)`
    /// does for a view of the app's own: files dragged from a file manager onto the list arrive
    /// as `.uris` of file URLs.
    ///
    /// ```swift
    /// place(ListView.self, key: "files") { make in make.edges.equalTo(self) }
    ///     .items(state[Self.files] ?? [], key: { $0 }) { url, row in … }
    ///     .onDrop(accepting: [.uris]) { [weak self] data in
    ///         guard let self, case .uris(let urls) = data else { return }
    ///         state[Self.files] = (state[Self.files] ?? []) + urls
    ///     }
    /// ```
    @MainActor @discardableResult
    public func onDrop(accepting types: [DragType], _ action: @escaping (DragData) -> Void) -> Self {
        listElement.prop(ListViewProps.drop, is: ListDrop(types: types, action: Callback(action)))
        return self
    }
}
