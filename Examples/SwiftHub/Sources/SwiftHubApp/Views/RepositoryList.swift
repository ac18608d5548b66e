import CGtk
import StateGtk
import SwiftHubData

/// The repositories in a `ListView`, one row each, keyed by repository id: only the rows on
/// screen exist, so clearing a search that narrowed a thousand repositories to a few shows the
/// whole list in the next frame, and loading a page adds no row off screen.
@MainActor
final class RepositoryList: StateView {
    static let repositories = StateField<[Repository]>("repositories")
    static let selectedID = StateField<Int>("selectedID")
    static let footer = StateField<String>("footer")
    static let listing = StateField<AnyHashable>("listing")

    var avatars: AvatarLoader?
    var onSelect: (Int) -> Void = { _ in }
    /// A row was double-clicked, or Enter or Space pressed on it.
    var onActivate: (Int) -> Void = { _ in }
    /// The rows on screen came near the end of the list: time for the next page.
    var onEndReached: () -> Void = {}
    /// What screen readers call the list.
    var accessibleListName = tr("Repositories")
    private let more = Label()
    // Callbacks shared by every row, made once (a closure prop would be wrapped for each row).
    private lazy var selectRow = Callback<Int> { [weak self] id in self?.onSelect(id) }
    private lazy var selectionChanged = Callback<Set<Int>> { [weak self] ids in
        if let id = ids.first { self?.onSelect(id) }
    }
    private lazy var endReached = Callback<Void> { [weak self] in self?.onEndReached() }
    private lazy var activateRow = Callback<Int> { [weak self] id in self?.onActivate(id) }

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
        more.ellipsize = .end  // one line, whatever it says: see `update`
        // The list takes the keyboard focus (at start, and when a row is clicked) so that Up and
        // Down reach the home view's key handler instead of moving a chooser's choice.
        isFocusable = true
        // The list scrolls: the home view gives it the spare height, not to a label.
        gtk_widget_set_vexpand(widget, 1)
    }

    /// Shows these repositories (from the home view's render), and a line of text below them
    /// (nil for none). The line is one line high whatever it says, so changing what it says does
    /// not change the list's height. Another `listing` (a new query) starts at the top.
    func update(repositories: [Repository], selectedID: Int?, footer: String?, listing: AnyHashable = 0) {
        state[Self.listing] = listing
        state[Self.repositories] = repositories
        state[Self.selectedID] = selectedID
        state[Self.footer] = footer
    }

    override func render() {
        let selected = state[Self.selectedID]
        let avatars = self.avatars
        place(ListView.self, key: "rows")
            .items(state[Self.repositories] ?? [], key: { $0.id }) { [selectRow] repository, row in
                row.place(RepositoryRow.self)
                    .prop(RepositoryRow.repository, is: repository)
                    .prop(RepositoryRow.isSelected, is: row.isSelected)
                    .prop(RepositoryRow.avatars, is: avatars, comparedBy: { $0 === $1 })
                    .prop(RepositoryRow.onSelect, is: selectRow)
            }
            .rowHeight(.estimated(64))
            .selection(.single, selected: selected.map { [$0] } ?? [], onChange: selectionChanged)
            .onEndReached(within: 5, endReached)
            .onActivate(activateRow)
            .typeAhead { (repository: Repository) in repository.name }
            .resetsScroll(when: state[Self.listing] ?? AnyHashable(0))
            .accessibleName(accessibleListName)
        if let footer = state[Self.footer] {
            more.text = footer
            place(more, key: "more")
        }
    }

    /// The list view of the rows, once rendered.
    var rows: ListView? { childView(forKey: "rows") as? ListView }

    /// The row views that exist now (on screen and just around it), top first.
    var realisedRows: [RepositoryRow] {
        guard let rows else { return [] }
        return rows.realisedKeys.compactMap { rows.rowView(forKey: $0) as? RepositoryRow }
    }

    /// Scrolls so that the row of `id` is in view.
    func reveal(_ id: Int) { rows?.scrollTo(key: id) }
}
