import Foundation
import StateGtk
import SwiftHubData
/// One owner's repositories, pushed over the home view when an owner is activated (the
/// details' owner button, a row's context menu). What the cache holds shows at once; GitHub's
/// answer replaces it; offline, the owner's built-in repositories show.
@MainActor
final class OwnerView: StateView {
    static let listing = StateField<RepositoryListing>("listing")
    static let failure = StateField<GitHubError>("failure")
    static let selectedID = StateField<Int>("selectedID")

    private(set) var login = ""
    private var store: RepositoryStore?
    private var avatars: AvatarLoader?
    private var loadTask: Task<Void, Never>?

    let status = Label()

    func configure(login: String, store: RepositoryStore, avatars: AvatarLoader?) {
        self.login = login
        self.store = store
        self.avatars = avatars
    }

    /// The list of the owner's repositories, once rendered.
    var list: RepositoryList? { childView(forKey: "list") as? RepositoryList }

    override func viewDidInitialize() {
        status.xAlign = 0
        status.styleClasses = ["dim-label"]
        status.accessibleName = tr("Owner status")
        status.announcesChanges = true  // the result count, "Loading…" and errors are spoken
        load()
    }

    override func viewWillRemove() { loadTask?.cancel() }

    private func load() {
        guard let store else { return }
        state[Self.listing] = store.immediateOwnerListing(login)
        let login = login
        loadTask = Task { [weak self] in
            do {
                let listing = try await store.loadOwner(login)
                guard !Task.isCancelled else { return }
                self?.state[Self.listing] = listing
            } catch {
                guard !Task.isCancelled else { return }
                self?.state[Self.failure] = error as? GitHubError ?? .malformed("\(error)")
            }
        }
    }

    override func render() {
        let listing = state[Self.listing]
        let repositories = listing?.repositories ?? []
        status.text = statusText(listing)
        place(RepositoryList.self, key: "list") { make in
            make.top.leading.trailing.equalTo(self)
            make.bottom.equalTo(self.status.snp.top).offset(-6)
        }
        .prop(RepositoryList.repositories, is: repositories)
        .prop(RepositoryList.selectedID, is: state[Self.selectedID] ?? repositories.first?.id)
        .prop(RepositoryList.avatars, is: avatars, comparedBy: { $0 === $1 })
        .prop(RepositoryList.accessibleListName, is: tr("Repositories of \(login)", comment: "The value is a GitHub user or organisation"))
        .prop(RepositoryList.onSelect, is: { [weak self] id in self?.state[Self.selectedID] = id })
        place(status, key: "status") { make in
            make.leading.equalTo(self).offset(12)
            make.trailing.equalTo(self).offset(-12)
            make.bottom.equalTo(self).offset(-6)
        }
    }

    private func statusText(_ listing: RepositoryListing?) -> String {
        if let failure = state[Self.failure], listing == nil { return failure.localizedMessage }
        guard let listing else { return tr("Loading the repositories of \(login)…") }
        let total = listing.repositories.count
        let count = tr("\(total) repository of \(login)", plural: "\(total) repositories of \(login)", count: total)
        switch listing.origin {
        case .network: return count + " · " + tr("from GitHub")
        case .cache(let savedAt): return count + " · " + (state[Self.failure] == nil
            ? tr("cached at \(Formatting.time(savedAt)), refreshing", comment: "The value is a time")
            : tr("cached at \(Formatting.time(savedAt))", comment: "The value is a time"))
        case .builtIn: return count + " · " + tr("built-in data")
        }
    }
}
