import StateGtk
import SwiftHubData

/// The repositories, one row each, keyed by repository id: narrowing the list by a search,
/// changing the sort or loading the next page moves, adds and removes only the rows concerned.
@MainActor
final class RepositoryList: StateView {
    static let repositories = StateField<[Repository]>("repositories")
    static let selectedID = StateField<Int>("selectedID")
    static let isLoadingMore = StateField<Bool>("isLoadingMore")

    var avatars: AvatarLoader?
    var onSelect: (Int) -> Void = { _ in }
    private let more = Label("Loading more…")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    /// Shows these repositories (from the home view's render).
    func update(repositories: [Repository], selectedID: Int?, isLoadingMore: Bool) {
        state[Self.repositories] = repositories
        state[Self.selectedID] = selectedID
        state[Self.isLoadingMore] = isLoadingMore
    }

    override func render() {
        let selected = state[Self.selectedID]
        for repository in state[Self.repositories] ?? [] {
            place(RepositoryRow.self, key: repository.id)
                .prop(RepositoryRow.repository, is: repository)
                .prop(RepositoryRow.isSelected, is: repository.id == selected)
                .prop(RepositoryRow.avatars, is: avatars, comparedBy: { $0 === $1 })
                .prop(RepositoryRow.onSelect, is: { [weak self] id in self?.onSelect(id) })
        }
        if state[Self.isLoadingMore] == true { place(more, key: "more") }
    }
}
