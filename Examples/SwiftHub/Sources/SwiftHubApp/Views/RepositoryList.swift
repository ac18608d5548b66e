import StateGtk
import SwiftHubData

/// The repositories, one row each, keyed by repository id: narrowing the list by a search,
/// changing the sort or loading the next page moves, adds and removes only the rows concerned.
@MainActor
final class RepositoryList: StateView {
    static let repositories = StateField<[Repository]>("repositories")
    static let selectedID = StateField<Int>("selectedID")
    static let footer = StateField<String>("footer")

    var avatars: AvatarLoader?
    var onSelect: (Int) -> Void = { _ in }
    private let more = Label()
    // One callback shared by every row (a closure prop would be wrapped again for each row).
    private lazy var selectRow = Callback<Int> { [weak self] id in self?.onSelect(id) }

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
        more.ellipsize = .end  // one line, whatever it says: see `update`
        // The list takes the keyboard focus (at start, and when a row is clicked) so that Up and
        // Down reach the home view's key handler instead of moving a chooser's choice.
        isFocusable = true
    }

    /// Shows these repositories (from the home view's render), and a line of text below them
    /// (nil for none). The line is one line high whatever it says, so changing what it says does
    /// not change the list's height.
    func update(repositories: [Repository], selectedID: Int?, footer: String?) {
        state[Self.repositories] = repositories
        state[Self.selectedID] = selectedID
        state[Self.footer] = footer
    }

    /// Everything a row shows: `placeEach` keeps a row's element while its item is unchanged, so
    /// moving the selection describes two rows again, not the whole page.
    private struct RowItem: Equatable {
        let repository: Repository
        let isSelected: Bool
        let avatars: AvatarLoader?

        static func == (lhs: RowItem, rhs: RowItem) -> Bool {
            lhs.repository == rhs.repository && lhs.isSelected == rhs.isSelected && lhs.avatars === rhs.avatars
        }
    }

    override func render() {
        let selected = state[Self.selectedID]
        var items: [RowItem] = []
        for repository in state[Self.repositories] ?? [] {
            items.append(RowItem(repository: repository, isSelected: repository.id == selected, avatars: avatars))
        }
        placeEach(items, key: { $0.repository.id }) { item in
            place(RepositoryRow.self, key: item.repository.id)
                .prop(RepositoryRow.repository, is: item.repository)
                .prop(RepositoryRow.isSelected, is: item.isSelected)
                .prop(RepositoryRow.avatars, is: item.avatars, comparedBy: { $0 === $1 })
                .prop(RepositoryRow.onSelect, is: selectRow)
        }
        if let footer = state[Self.footer] {
            more.text = footer
            place(more, key: "more")
        }
    }
}
