import StateGtk
import SwiftHubData
/// The repositories in a `ListView`, one row each, keyed by repository id: only the rows on
/// screen exist, so clearing a search that narrowed a thousand repositories to a few shows the
/// whole list in the next frame, and loading a page adds no row off screen.
///
/// The list decides selection (a click, the arrow keys, type-ahead) and says so through
/// `onSelect`; the parent passes the selection back as `selectedID`. `grabFocus()` gives the
/// keyboard focus to the list, where the arrow keys, Enter and the Menu key work on its rows.
///
/// ```swift
/// place(RepositoryList.self, key: "list")
///     .prop(RepositoryList.repositories, is: repositories)
///     .prop(RepositoryList.selectedID, is: selected?.id)
///     .prop(RepositoryList.onSelect, is: select)
/// ```
@MainActor
final class RepositoryList: StateView {
    static let repositories = PropKey<[Repository]>("repositories")
    static let selectedID = PropKey<Int?>("selectedID")
    /// A line of text below the rows (nil for none). It is one line high whatever it says, so
    /// changing what it says does not change the list's height.
    static let footer = PropKey<String?>("footer")
    /// Another value (a new query) starts the list at the top.
    static let listing = PropKey<AnyHashable>("listing")
    static let avatars = PropKey<AvatarLoader?>("avatars")
    /// What screen readers call the list.
    static let accessibleListName = PropKey<String>("accessibleListName")
    /// The user selected a repository.
    static let onSelect = PropKey<(Int) -> Void>("onSelect")
    /// A row was double-clicked, or Enter or Space pressed on it.
    static let onActivate = PropKey<(Int) -> Void>("onActivate")
    /// The rows on screen came near the end of the list: time for the next page.
    static let onEndReached = PropKey<() -> Void>("onEndReached")

    private let more = Label()

    /// The keyboard focus starts in the list, where the arrow keys select a repository (GTK
    /// would give it to the window's first control, the filter chooser, where they change the
    /// filter). The list joins the window once the parent's render that placed it is done.
    override func viewDidInitialize() {
        Task { @MainActor [weak self] in self?.grabFocus() }
    }

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
        more.ellipsize = .end  // one line, whatever it says
        // The list scrolls: the parent gives it the spare height, not to a label.
        expandsVertically = true
    }

    override func render() {
        let selected = props[Self.selectedID] ?? nil
        let avatars = props[Self.avatars] ?? nil
        place(ListView.self, key: "rows")
            .items(props[Self.repositories] ?? [], key: { $0.id }) { repository, row in
                row.place(RepositoryRow.self)
                    .prop(RepositoryRow.repository, is: repository)
                    .prop(RepositoryRow.isSelected, is: row.isSelected)
                    .prop(RepositoryRow.avatars, is: avatars, comparedBy: { $0 === $1 })
            }
            .rowHeight(.estimated(64))
            .selection(.single, selected: selected.map { [$0] } ?? []) { [weak self] ids in
                if let id = ids.first { self?.props[Self.onSelect]?(id) }
            }
            .onEdgeReached(within: 5) { [weak self] in self?.props[Self.onEndReached]?() }
            .onActivate { [weak self] id in self?.props[Self.onActivate]?(id) }
            .typeAhead { $0.name }
            .resetsScroll(when: props[Self.listing] ?? AnyHashable(0))
            .accessibleName(props[Self.accessibleListName] ?? tr("Repositories"))
        if let footer = props[Self.footer] ?? nil {
            more.text = footer
            place(more, key: "more")
        }
    }

    /// The list view of the rows, once rendered.
    var rows: ListView? { childView(forKey: "rows") as? ListView }

    /// The row views that exist now (on screen and just around it), top first.
    var realisedRows: [RepositoryRow] {
        guard let rows else { return [] }
        return rows.realizedKeys(as: Int.self).compactMap { rows.rowView(forKey: $0) as? RepositoryRow }
    }
}
