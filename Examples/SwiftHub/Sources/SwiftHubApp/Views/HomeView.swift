import CGtk
import Foundation
import StateGtk
import SwiftHubData

/// SwiftHub's window content: the control panel, the list of repositories and their details.
@MainActor
final class HomeView: StateView {
    static let query = StateField<RepositoryQuery>("query")
    static let listing = StateField<RepositoryListing>("listing")
    static let searchText = StateField<String>("searchText")
    static let selectedID = StateField<Int>("selectedID")
    static let isLoading = StateField<Bool>("isLoading")
    static let isLoadingMore = StateField<Bool>("isLoadingMore")
    static let failure = StateField<GitHubError>("failure")
    static let isUsingBuiltInData = StateField<Bool>("isUsingBuiltInData")
    /// Why the latest link or owner asked for was not opened; shown in the banner.
    static let refusal = StateField<String>("refusal")

    private var store: RepositoryStore!
    private(set) var avatars: AvatarLoader!
    private var configuration = AppConfiguration()
    private var loadTask: Task<Void, Never>?
    private var moreTask: Task<Void, Never>?
    /// Whether the failure shown is the next page's (Retry then asks for that page again).
    private var nextPageFailed = false
    private var searchIndex: (listing: RepositoryListing, filter: RepositoryFilter)?

    /// The filter, sort and search controls; the controller shows them in the header bar.
    let panel = ControlPanel()
    let list = RepositoryList()
    let details = DetailsView()
    lazy var detailsScroller = ScrolledWindow(details)
    let status = Label()
    let filterName = Label()

    func configure(store: RepositoryStore, avatars: AvatarLoader, configuration: AppConfiguration) {
        self.store = store
        self.avatars = avatars
        self.configuration = configuration
    }

    override func getInitialState() -> [String: Any?] {
        ["query": RepositoryQuery(), "searchText": "", "isLoading": false, "isLoadingMore": false]
    }

    override func viewDidInitialize() {
        panel.onQueryChange = { [weak self] query in self?.show(query) }
        panel.onSearch = { [weak self] text in self?.state[Self.searchText] = text }
        list.avatars = avatars
        // A click gives the list view the keyboard focus, its cursor on the clicked row: Up, Down
        // and type-ahead go on from there.
        list.onSelect = { [weak self] id in self?.state[Self.selectedID] = id }
        list.onEndReached = { [weak self] in self?.scrolledToEnd() }
        // A double click (or Enter) on a repository shows its owner's page.
        list.onActivate = { [weak self] id in
            guard let self, let repository = visibleRepositories(state[Self.listing]).first(where: { $0.id == id }) else { return }
            showOwner(repository.owner.login)
        }
        status.xAlign = 0
        status.styleClasses = ["dim-label"]
        status.accessibleName = tr("Status")
        filterName.styleClasses = ["dim-label"]
        details.onOpen = { [weak self] repository in self?.open(repository) }
        detailsScroller.horizontalPolicy = .never
        detailsScroller.styleClasses = ["swifthub-details-column"]
        onKeyPress { [weak self] key in self?.handle(key) ?? false }
        list.renderDeep()  // placed as a widget below: started here, removed with its widget
        // The list starts with the keyboard focus: GTK would give it to the first control, the
        // filter chooser, where Up and Down change the filter instead of the selected row.
        list.grabFocus()
        show(RepositoryQuery(filter: configuration.filter, sort: .stars))
    }

    override func viewWillRemove() {
        loadTask?.cancel()
        moreTask?.cancel()
    }

    // MARK: Rendering

    override func render() {
        declareActions(actions)
        let query = state[Self.query] ?? RepositoryQuery()
        let listing = state[Self.listing]
        let visible = visibleRepositories(listing)
        let selected = visible.first { $0.id == state[Self.selectedID] } ?? visible.first

        panel.update(query: query, isLoading: state[Self.isLoading] ?? false)

        // The banner keeps its natural height; the list and the details take the rest.
        let banner = place(StatusBanner.self, key: "banner") { make in
            make.top.leading.trailing.equalTo(self)
        }
        banner.contentHugging(.high, for: .vertical)
            .prop(StatusBanner.message, is: bannerMessage())
            .prop(StatusBanner.onRetry, is: { [weak self] in self?.retry() })

        list.update(repositories: visible, selectedID: selected?.id, footer: listFooter(listing), listing: query)
        let rows = place(list.widget, key: "list") { make in
            make.top.equalTo(banner.snp.bottom)
            make.leading.equalTo(self)
            make.bottom.equalTo(self.status.snp.top)
        }
        details.update(repository: selected)
        place(detailsScroller, key: "details") { make in
            make.top.equalTo(banner.snp.bottom)
            make.leading.equalTo(rows.snp.trailing)
            make.trailing.equalTo(self)
            make.width.equalTo(self).dividedBy(3)
            make.bottom.equalTo(self.status.snp.top)
        }

        status.text = statusText(listing, visibleCount: visible.count)
        place(status, key: "status") { make in
            make.leading.equalTo(self).offset(12)
            make.trailing.equalTo(self.filterName.snp.leading).offset(-12)
            make.bottom.equalTo(self).offset(-6)
        }
        // The filter shown, in the window (the header bar's title stays still: a subtitle that
        // changes width re-lays out the window while the list's rows change).
        filterName.text = tr("Filter: \(query.filter.localizedTitle)", comment: "The value is a filter such as \"Last week\"")
        place(filterName, key: "filterName") { make in
            make.trailing.equalTo(self).offset(-12)
            make.bottom.equalTo(self).offset(-6)
        }
    }

    override func viewDidUpdate() {
        // SWIFTHUB_DEBUG_LAYOUT=1 prints where every part of the window went, and why.
        if ProcessInfo.processInfo.environment["SWIFTHUB_DEBUG_LAYOUT"] != nil { print(layoutDescription) }
        reportToHeadlessRun()
    }

    private func visibleRepositories(_ listing: RepositoryListing?) -> [Repository] {
        guard let listing else { return [] }
        let text = state[Self.searchText] ?? ""
        guard !text.isEmpty else { return listing.repositories }
        if searchIndex?.listing != listing { searchIndex = (listing, RepositoryFilter(listing.repositories)) }
        return searchIndex!.filter.filter(text)
    }

    /// The line below the rows while there is a next page: empty until the end is reached, then
    /// "Loading more…", then gone with the new rows or saying that loading failed. It is there
    /// all along (one line high) so that its changes never look like new content to the scrolled
    /// window, which would ask for the page again by itself right after a failure.
    private func listFooter(_ listing: RepositoryListing?) -> String? {
        if state[Self.isLoadingMore] == true { return tr("Loading more…") }
        guard listing?.nextPage != nil else { return nil }
        if nextPageFailed, state[Self.failure] != nil { return tr("Could not load more repositories.") }
        return ""
    }

    private func bannerMessage() -> StatusBanner.Message? {
        if let refusal = state[Self.refusal] { return .init(text: refusal, isError: true, canRetry: false) }
        if let failure = state[Self.failure] {
            return .failure(failure, showing: state[Self.listing]?.origin)
        }
        if state[Self.isUsingBuiltInData] == true {
            let text = configuration.offline
                ? tr("Offline mode: showing the repositories built into SwiftHub.")
                : tr("GitHub cannot be reached: showing the repositories built into SwiftHub.")
            return .init(text: text, isError: false, canRetry: !configuration.offline)
        }
        return nil
    }

    private func statusText(_ listing: RepositoryListing?, visibleCount: Int) -> String {
        guard let listing else { return state[Self.isLoading] == true ? tr("Loading…") : "" }
        let total = listing.repositories.count
        var parts = [visibleCount == total
            ? tr("\(total) repository", plural: "\(total) repositories", count: total)
            : tr("\(visibleCount) of \(total) repository", plural: "\(visibleCount) of \(total) repositories", count: total)]
        switch listing.origin {
        case .network: parts.append(tr("from GitHub"))
        case .cache(let savedAt):
            parts.append(state[Self.isLoading] == true
                ? tr("cached at \(Formatting.time(savedAt)), refreshing", comment: "The value is a time")
                : tr("cached at \(Formatting.time(savedAt))", comment: "The value is a time"))
        case .builtIn: parts.append(tr("built-in data"))
        }
        if listing.nextPage == nil { parts.append(tr("all loaded")) }
        return parts.joined(separator: " · ")
    }

    // MARK: Loading

    /// Shows `query`: what is known at once, then the first page from the source.
    func show(_ query: RepositoryQuery) {
        state[Self.query] = query
        state[Self.listing] = store.immediateListing(for: query)
        state[Self.failure] = nil
        state[Self.refusal] = nil
        state[Self.isLoading] = true
        state[Self.isLoadingMore] = false
        nextPageFailed = false
        loadTask?.cancel()
        moreTask?.cancel()  // a page of the previous query is no longer wanted
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                let listing = try await store.load(query)
                guard !Task.isCancelled, state[Self.query] == query else { return }
                state[Self.listing] = listing
            } catch {
                guard !Task.isCancelled else { return }
                state[Self.failure] = error as? GitHubError ?? .malformed("\(error)")
                // Never an empty window when the cache or the built-in data has something; the
                // banner says which it is.
                if state[Self.listing]?.repositories.isEmpty != false, let fallback = await store.fallbackListing(for: query) {
                    guard !Task.isCancelled, state[Self.query] == query else { return }
                    state[Self.listing] = fallback
                }
            }
            state[Self.isUsingBuiltInData] = store.isUsingBuiltInData
            state[Self.isLoading] = false
        }
    }

    /// The list reached its end: the next page, unless a search narrows the list. The search
    /// looks through the loaded repositories, and a few matches make a list that is at its end
    /// without any scrolling, which would fetch every page there is, one after the other.
    private func scrolledToEnd() {
        guard state[Self.searchText]?.isEmpty != false else { return }
        loadNextPage()
    }

    private func loadNextPage() {
        guard let query = state[Self.query], state[Self.listing]?.nextPage != nil,
              state[Self.isLoadingMore] != true, state[Self.isLoading] != true else { return }
        state[Self.isLoadingMore] = true
        moreTask = Task { [weak self] in
            guard let self else { return }
            do {
                let listing = try await store.loadNextPage(query)
                guard !Task.isCancelled, state[Self.query] == query else { return }
                state[Self.listing] = listing
                // A page from GitHub ends an earlier failure; one of the built-in data, shown
                // because of that failure, does not.
                if listing.origin == .network { state[Self.failure] = nil }
            } catch {
                guard !Task.isCancelled, state[Self.query] == query else { return }
                nextPageFailed = true
                state[Self.failure] = error as? GitHubError ?? .malformed("\(error)")
            }
            state[Self.isUsingBuiltInData] = store.isUsingBuiltInData
            state[Self.isLoadingMore] = false
        }
    }

    /// Asks again for what failed: the next page when that was it (the list stays and grows),
    /// else the query afresh.
    private func retry() {
        store.retryNetwork()
        if nextPageFailed, state[Self.failure] != nil, state[Self.listing]?.nextPage != nil {
            state[Self.failure] = nil
            nextPageFailed = false
            loadNextPage()
        } else {
            show(state[Self.query] ?? RepositoryQuery())
        }
    }

    private func open(_ repository: Repository) { open(repository.htmlURL.absoluteString) }

    /// Opens a repository's page: the button, Enter and the context menu all come here.
    private func open(_ url: String) {
        guard let window = parentViewController?.window else { return }
        guard let page = SafeLink.repositoryPage(url) else {
            state[Self.refusal] = SafeLink.localizedRefusal(of: url)
            return
        }
        state[Self.refusal] = nil
        gtk_show_uri_on_window(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), page.absoluteString, UInt32(GDK_CURRENT_TIME), nil)
    }

    // MARK: Actions

    /// The window's actions while the home view shows: the same every render, so declaring
    /// them again makes no GTK call. Rows and the details run them by name.
    private lazy var actions: [Action] = [
        Action("refresh", title: tr("Refresh"), accelerators: ["F5", "<Control>r"]) { [weak self] in self?.refresh() },
        Action("search", title: tr("Search"), accelerators: ["<Control>f"]) { [weak self] in
            self?.panel.search.grabFocus()
        },
        Action.withParameter("open-url", title: tr("Open on GitHub")) { [weak self] url in self?.open(url) },
        Action.withParameter("copy-url", title: tr("Copy URL")) { url in Clipboard.setText(url) },
        Action.withParameter("show-owner", title: tr("Show Owner")) { [weak self] login in self?.showOwner(login) },
    ]

    /// Loads the query again from GitHub (after falling back to the built-in data, too).
    private func refresh() {
        store.retryNetwork()
        show(state[Self.query] ?? RepositoryQuery())
    }

    /// Pushes the owner's repositories over the home view.
    private func showOwner(_ login: String) {
        guard isValidGitHubLogin(login) else {
            let shown = login.count > 40 ? String(login.prefix(40)) + "…" : login
            state[Self.refusal] = tr("“\(shown)” is not a GitHub login, so SwiftHub cannot list its repositories.", comment: "The value is what was asked for as a GitHub user name")
            return
        }
        guard let controller = parentViewController else { return }
        controller.push(OwnerView.self, title: login) { [store, avatars] owner in
            owner.configure(login: login, store: store!, avatars: avatars)
        }
    }

    // MARK: Keyboard

    /// Up and Down move the selection, Enter opens it on GitHub (in the list view, which handles
    /// its own keys, Enter and a double click show the owner's page), the Menu key and Shift+F10
    /// open its context menu, Escape clears the search (Ctrl+F, F5 and the rest are actions: they work
    /// wherever the focus is).
    private func handle(_ key: Key) -> Bool {
        let visible = visibleRepositories(state[Self.listing])
        let index = visible.firstIndex { $0.id == state[Self.selectedID] } ?? 0
        switch key {
        case .down, .up:
            guard !visible.isEmpty else { return false }
            let next = key == .down ? min(index + 1, visible.count - 1) : max(index - 1, 0)
            state[Self.selectedID] = visible[next].id
            StateView.flushRenders()
            reveal(visible[next].id)
            return true
        case .enter:
            guard visible.indices.contains(index) else { return false }
            open(visible[index])
            return true
        case .escape:
            guard state[Self.searchText]?.isEmpty == false else { return false }
            panel.search.text = ""
            state[Self.searchText] = ""
            return true
        case Self.menuKey, Self.shiftF10:
            // The list has the focus, not its rows: the selected row's context menu.
            guard visible.indices.contains(index) else { return false }
            list.reveal(visible[index].id)  // the list view realises the rows in view only
            return list.rows?.rowView(forKey: visible[index].id)?.showContextMenu() ?? false
        default:
            return false
        }
    }

    static let menuKey = Key(keyval: UInt32(GDK_KEY_Menu))
    static let shiftF10 = Key(keyval: UInt32(GDK_KEY_F10), modifiers: .shift)

    /// Scrolls the list so that the row of `id` is visible.
    private func reveal(_ id: Int) { list.reveal(id) }

    // MARK: Headless runs

    /// Tells a `--screenshot` run the first answer on screen: results, a failure (with what
    /// is shown instead), or an empty list.
    private func reportToHeadlessRun() {
        guard let run = (parentViewController as? HomeViewController)?.headlessRun, run.outcome == nil,
              state[Self.isLoading] == false else { return }
        let window = parentViewController
        if let message = bannerMessage(), message.isError {
            run.finish(.failure(message.text), window: window)
        } else if state[Self.listing]?.repositories.isEmpty == false {
            run.finish(.results, window: window)
        } else if state[Self.listing] != nil {
            run.finish(.failure(tr("GitHub found no repositories for this filter.")), window: window)
        }
    }
}
