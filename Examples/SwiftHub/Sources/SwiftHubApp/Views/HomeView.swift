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
    /// Whether the window is too narrow for the list and the details side by side: the list
    /// fills it, and a repository's details are pushed over it.
    static let isNarrow = StateField<Bool>("isNarrow")
    /// Below this width (points), one column.
    static let narrowWidth = 600.0
    /// Whether the window opens narrow (its size is set before the first render).
    var startsNarrow = false
    /// One column: the window's latest size says so, or it opened narrow.
    private var isNarrow: Bool { state[Self.isNarrow] ?? startsNarrow }

    private var store: RepositoryStore!
    private var loader: RepositoryLoader!
    private(set) var avatars: AvatarLoader!
    private var configuration = AppConfiguration()
    /// Where the divider's position is kept; nil keeps it for this window only.
    private(set) var settings: Settings?
    /// Whether the failure shown is the next page's (the footer says so).
    private var nextPageFailed = false
    private var search: (listing: RepositoryListing, results: RepositorySearch)?
    private lazy var refreshNotice = RefreshNotice(threshold: configuration.longRefresh)
    /// Whether reaching the end of the list asks for the next page (a tool reading every row
    /// turns it off while it scrolls).
    var loadsMoreAtEnd = true

    /// The filter, sort and search controls; the controller shows them in the header bar.
    let panel = ControlPanel()
    /// The list on its start side, the details column on its end side; the user drags the divider.
    let split = Paned(.horizontal)
    /// The right column: the details view is placed in it, and scrolls there.
    let detailsColumn = ContainerSlot()
    lazy var detailsScroller = ScrolledWindow(detailsColumn)
    let status = Label()
    let filterName = Label()
    /// What the list's place shows when a search matches nothing.
    let noResults = StatusPage(iconName: "system-search-symbolic", title: tr("No Results"))

    /// The list of repositories, once rendered.
    var list: RepositoryList? { split.start.childView(forKey: "list") as? RepositoryList }
    /// The details of the selected repository, once rendered.
    var details: DetailsView? { detailsColumn.childView(forKey: "details") as? DetailsView }

    func configure(store: RepositoryStore, avatars: AvatarLoader, configuration: AppConfiguration, settings: Settings?) {
        self.store = store
        self.settings = settings
        self.loader = RepositoryLoader(store: store)
        self.avatars = avatars
        self.configuration = configuration
        panel.loader = loader
    }

    /// In one column, a repository chosen in the list: its details, pushed over the list (the
    /// title bar's back button, Alt+Left or the mouse's back button return).
    private func showDetailsPage(_ id: Int?) {
        guard let id, let repository = visibleRepositories(state[Self.listing]).first(where: { $0.id == id }),
              let controller = parentViewController else { return }
        state[Self.selectedID] = nil  // back in the list, the same row can be chosen again
        controller.push(DetailsPage.self, title: repository.fullName) { page in
            page.repository = repository
            page.onOpen = { [weak self] repository in self?.open(repository) }
        }
    }

    /// A double click (or Enter) on a repository shows its owner's page.
    private func activate(_ id: Int) {
        guard let repository = visibleRepositories(state[Self.listing]).first(where: { $0.id == id }) else { return }
        showOwner(repository.owner.login)
    }

    override func getInitialState() -> [String: Any?] {
        [Self.query.name: RepositoryQuery(), Self.searchText.name: "", Self.isLoading.name: false, Self.isLoadingMore.name: false]
    }

    override func viewDidInitialize() {
        panel.onSearch = { [weak self] text in self?.state[Self.searchText] = text }
        status.xAlign = 0
        status.styleClasses = ["dim-label"]
        status.accessibleName = tr("Status")
        status.announcesChanges = true  // the result count, "Loading…" and errors are spoken
        filterName.styleClasses = ["dim-label"]
        detailsColumn.arrangement = .stack(.vertical)  // the details fill the column; no constraints to solve
        split.accessibleName = tr("Repositories and details", comment: "What screen readers call the divider between the list and the details")
        detailsScroller.hscrollbarPolicy = .never
        detailsScroller.styleClasses = ["swifthub-details-column"]
        restoreDivider()
        onKeyPress { [weak self] key in self?.handle(key) ?? false }
        loader.observe { [weak self] status in self?.show(status) }
        loader.show(RepositoryQuery(filter: configuration.filter, sort: .stars))
    }

    override func viewWillRemove() {
        loader.cancel()
        saveDivider()
    }

    /// What the loader says, as this view's state.
    private func show(_ status: RepositoryLoader.Status) {
        // A refusal is about what was shown before a new load.
        if status.isLoading, state[Self.isLoading] != true { state[Self.refusal] = nil }
        state[Self.query] = status.query
        state[Self.listing] = status.listing
        state[Self.failure] = status.failure
        state[Self.isLoading] = status.isLoading
        state[Self.isLoadingMore] = status.isLoadingMore
        state[Self.isUsingBuiltInData] = status.isUsingBuiltInData
        nextPageFailed = status.nextPageFailed
        if let notification = refreshNotice.notification(after: status, windowIsActive: isWindowActive) {
            Application.shared?.sendNotification(notification, id: RefreshNotice.id)
        }
    }

    // MARK: Rendering

    override func render() {
        declareActions(actions)
        let query = state[Self.query] ?? RepositoryQuery()
        let listing = state[Self.listing]
        let visible = visibleRepositories(listing)
        let selectedID = state[Self.selectedID]
        let selected = selectedID.flatMap { id in visible.first { $0.id == id } } ?? visible.first

        // The banner keeps its natural height; the list and the details take the rest.
        let banner = place(StatusBanner.self, key: "banner") { make in
            make.top.leading.trailing.equalTo(self)
        }
        banner.contentHugging(.high, for: .vertical)
            .prop(StatusBanner.message, is: bannerMessage())
            .prop(StatusBanner.onRetry, is: { [weak self] in self?.retry() })

        let (footer, avatars, detailsScroller) = (listFooter(listing), avatars, detailsScroller)
        // A search that matches nothing: the empty list, and over it a page that says so.
        let searchText = state[Self.searchText] ?? ""
        let matchesNothing = listing != nil && visible.isEmpty && !searchText.isEmpty
        noResults.details = tr("No loaded repository matches “\(searchText)”.", comment: "The value is what the user typed")
        let noResults = noResults
        if isNarrow {
            place(RepositoryList.self, key: "narrowList") { make in
                make.top.equalTo(banner.snp.bottom)
                make.leading.trailing.equalTo(self)
                make.bottom.equalTo(self.status.snp.top)
            }
            .prop(RepositoryList.repositories, is: visible)
            .prop(RepositoryList.selectedID, is: selectedID)
            .prop(RepositoryList.footer, is: footer)
            .prop(RepositoryList.listing, is: AnyHashable(query))
            .prop(RepositoryList.avatars, is: avatars, comparedBy: { $0 === $1 })
            .prop(RepositoryList.onSelect, is: { [weak self] id in self?.showDetailsPage(id) })
            .prop(RepositoryList.onEndReached, is: { [weak self] in self?.scrolledToEnd() })
            .prop(RepositoryList.onActivate, is: { [weak self] id in self?.activate(id) })
            if matchesNothing {
                place(noResults, key: "noResults") { make in
                    make.top.equalTo(banner.snp.bottom)
                    make.leading.trailing.equalTo(self)
                    make.bottom.equalTo(self.status.snp.top)
                }
            }
        } else {
        place(split, key: "split") { make in
            make.top.equalTo(banner.snp.bottom)
            make.leading.trailing.equalTo(self)
            make.bottom.equalTo(self.status.snp.top)
        }
        .contentHugging(.low, for: .vertical)
        .start { [weak self] side in
            side.place(RepositoryList.self, key: "list")
                .prop(RepositoryList.repositories, is: visible)
                .prop(RepositoryList.selectedID, is: selected?.id)
                .prop(RepositoryList.footer, is: footer)
                .prop(RepositoryList.listing, is: AnyHashable(query))
                .prop(RepositoryList.avatars, is: avatars, comparedBy: { $0 === $1 })
                .prop(RepositoryList.onSelect, is: { id in self?.state[Self.selectedID] = id })
                .prop(RepositoryList.onEndReached, is: { self?.scrolledToEnd() })
                .prop(RepositoryList.onActivate, is: { id in self?.activate(id) })
            if matchesNothing { side.place(noResults, key: "noResults") }
        }
        .end { [weak self] side in
            side.place(detailsScroller, key: "details").content { column in
                column.place(DetailsView.self, key: "details")
                    .prop(DetailsView.repository, is: selected)
                    .prop(DetailsView.onOpen, is: { repository in self?.open(repository) })
            }
        }
        }

        let narrow = isNarrow
        panel.isCompact = narrow
        status.text = statusText(listing, visibleCount: visible.count)
        place(status, key: "status") { make in
            make.leading.equalTo(self).offset(12)
            if narrow { make.trailing.equalTo(self).offset(-12) } else { make.trailing.equalTo(self.filterName.snp.leading).offset(-12) }
            make.bottom.equalTo(self).offset(-6)
        }
        // The filter shown, in the window (the header bar's title stays still: a subtitle that
        // changes width re-lays out the window while the list's rows change).
        filterName.text = tr("Filter: \(query.filter.localizedTitle)", comment: "The value is a filter such as \"Last week\"")
        if !narrow {
            place(filterName, key: "filterName") { make in
                make.trailing.equalTo(self).offset(-12)
                make.bottom.equalTo(self).offset(-6)
            }
        }
    }

    /// SWIFTHUB_DEBUG_LAYOUT=1 prints where every part of the window went, and why, after each
    /// render. Read once: `ProcessInfo.environment` builds a dictionary of the whole environment.
    private static let printsLayout = ProcessInfo.processInfo.environment["SWIFTHUB_DEBUG_LAYOUT"] != nil

    override func viewDidUpdate() {
        if Self.printsLayout { print(layoutDescription) }
        reportToHeadlessRun()
    }

    private func visibleRepositories(_ listing: RepositoryListing?) -> [Repository] {
        guard let listing else { return [] }
        let text = state[Self.searchText] ?? ""
        guard !text.isEmpty else { return listing.repositories }
        if search?.listing != listing { search = (listing, RepositorySearch(RepositoryFilter(listing.repositories))) }
        return search!.results.matches(text)
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

    /// The list reached its end: the next page, unless a search narrows the list. The search
    /// looks through the loaded repositories, and a few matches make a list that is at its end
    /// without any scrolling, which would fetch every page there is, one after the other.
    private func scrolledToEnd() {
        guard loadsMoreAtEnd, state[Self.searchText]?.isEmpty != false else { return }
        loader.loadNextPage()
    }

    private func retry() { loader.retry() }

    private func open(_ repository: Repository) { open(repository.htmlURL.absoluteString) }

    /// Opens a repository's page: the button, Enter and the context menu all come here.
    private func open(_ url: String) {
        guard let page = SafeLink.repositoryPage(url) else {
            state[Self.refusal] = SafeLink.localizedRefusal(of: url)
            return
        }
        state[Self.refusal] = nil
        parentViewController?.showURI(page)
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
        Action.withParameter("copy-url", title: tr("Copy URL")) { [weak self] url in
            Clipboard.setText(url)
            self?.parentViewController?.showToast(Toast(tr("Link copied")))
        },
        Action.withParameter("show-owner", title: tr("Show Owner")) { [weak self] login in self?.showOwner(login) },
        Action(RefreshNotice.showWindow, title: tr("Show SwiftHub"), scope: .application) { [weak self] in self?.bringWindowToFront() },
    ]

    /// Loads the query again from GitHub (after falling back to the built-in data, too).
    private func refresh() {
        refreshNotice.refreshStarted()
        loader.refresh()
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

    /// Escape clears the search from anywhere in the window. The list handles its own keys: the
    /// arrows select, Enter and a double click show the owner's page, the Menu key and
    /// Shift+F10 open the selected row's context menu (Ctrl+F, F5 and the rest are actions:
    /// they work wherever the focus is).
    private func handle(_ key: Key) -> Bool {
        guard key == .escape, state[Self.searchText]?.isEmpty == false else { return false }
        panel.clearSearch()
        return true
    }

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
