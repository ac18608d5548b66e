import SwiftHubData
/// Loads what the home view shows: a query's first page, the next pages as the list reaches its
/// end, and what to show instead when GitHub fails. Views observe its `Status` and ask it to
/// load; it knows nothing of views.
///
/// ```swift
/// let loader = RepositoryLoader(store: store)
/// loader.observe { [weak self] status in self?.state[HomeView.listing] = status.listing }
/// loader.show(RepositoryQuery(filter: .lastMonth))
/// ```
@MainActor
final class RepositoryLoader {
    /// Everything loading has to say, at one moment.
    struct Status: Equatable {
        var query = RepositoryQuery()
        /// What the list shows: nil until something is known for the query.
        var listing: RepositoryListing?
        var failure: GitHubError?
        /// The first page of the query is on its way.
        var isLoading = false
        /// The next page is on its way.
        var isLoadingMore = false
        /// Whether the failure shown is the next page's (Retry then asks for that page again).
        var nextPageFailed = false
        var isUsingBuiltInData = false
    }

    private let store: RepositoryStore
    private(set) var status = Status()
    private var observers: [(Status) -> Void] = []
    private var loadTask: Task<Void, Never>?
    private var moreTask: Task<Void, Never>?

    init(store: RepositoryStore) {
        self.store = store
    }

    /// Calls `observer` with the status now and after every change.
    func observe(_ observer: @escaping (Status) -> Void) {
        observers.append(observer)
        observer(status)
    }

    /// Changes the status in one step, so that observers hear of it once.
    private func change(_ body: (inout Status) -> Void) {
        var next = status
        body(&next)
        guard next != status else { return }
        status = next
        for observer in observers { observer(next) }
    }

    /// Shows `query`: what is known at once, then the first page from the source.
    func show(_ query: RepositoryQuery) {
        change {
            $0.query = query
            $0.listing = store.immediateListing(for: query)
            $0.failure = nil
            $0.isLoading = true
            $0.isLoadingMore = false
            $0.nextPageFailed = false
        }
        loadTask?.cancel()
        moreTask?.cancel()  // a page of the previous query is no longer wanted
        loadTask = Task { [weak self, store] in
            do {
                let listing = try await store.load(query)
                guard !Task.isCancelled, let self, status.query == query else { return }
                change { $0.listing = listing }
            } catch {
                guard !Task.isCancelled, let self else { return }
                change { $0.failure = error as? GitHubError ?? .malformed("\(error)") }
                // Never an empty window when the cache or the built-in data has something; the
                // banner says which it is.
                if status.listing?.repositories.isEmpty != false, let fallback = await store.fallbackListing(for: query) {
                    guard !Task.isCancelled, status.query == query else { return }
                    change { $0.listing = fallback }
                }
            }
            self?.change {
                $0.isUsingBuiltInData = store.isUsingBuiltInData
                $0.isLoading = false
            }
        }
    }

    /// Loads the next page of the query shown, unless there is none or a load is on its way.
    func loadNextPage() {
        let query = status.query
        guard status.listing?.nextPage != nil, !status.isLoadingMore, !status.isLoading else { return }
        change { $0.isLoadingMore = true }
        moreTask = Task { [weak self, store] in
            do {
                let listing = try await store.loadNextPage(query)
                guard !Task.isCancelled, let self, status.query == query else { return }
                change {
                    $0.listing = listing
                    // A page from GitHub ends an earlier failure; one of the built-in data,
                    // shown because of that failure, does not.
                    if listing.origin == .network { $0.failure = nil }
                }
            } catch {
                guard !Task.isCancelled, let self, status.query == query else { return }
                change {
                    $0.nextPageFailed = true
                    $0.failure = error as? GitHubError ?? .malformed("\(error)")
                }
            }
            self?.change {
                $0.isUsingBuiltInData = store.isUsingBuiltInData
                $0.isLoadingMore = false
            }
        }
    }

    /// Asks again for what failed: the next page when that was it (the list stays and grows),
    /// else the query afresh.
    func retry() {
        store.retryNetwork()
        if status.nextPageFailed, status.failure != nil, status.listing?.nextPage != nil {
            change {
                $0.failure = nil
                $0.nextPageFailed = false
            }
            loadNextPage()
        } else {
            show(status.query)
        }
    }

    /// Loads the query again from GitHub (after falling back to the built-in data, too).
    func refresh() {
        store.retryNetwork()
        show(status.query)
    }

    /// Stops loading (the window goes).
    func cancel() {
        loadTask?.cancel()
        moreTask?.cancel()
    }
}
