import Foundation
import StateGtk
import SwiftHubData
/// SwiftHub's window: a header bar (filter, sort and search; the primary menu) and the home view.
@MainActor
public final class HomeViewController: StateViewController {
    private let configuration: AppConfiguration
    private let store: RepositoryStore?
    private let avatars: AvatarLoader?
    private let settings: Settings?

    /// The app's window, with the settings of the last launch.
    public convenience init(configuration: AppConfiguration) {
        self.init(configuration: configuration, store: nil, avatars: nil, settings: SwiftHubSettings.load())
    }

    /// A window over a given store and avatar loader (tests, previews, benchmarks); nil makes
    /// the ones `configuration` asks for. Without `settings`, the divider starts at its default
    /// and where the user leaves it is not kept.
    public init(configuration: AppConfiguration, store: RepositoryStore?, avatars: AvatarLoader?, settings: Settings? = nil) {
        self.configuration = configuration
        self.store = store
        self.avatars = avatars
        self.settings = settings
        super.init(title: "SwiftHub", width: 1100, height: 740)
    }

    /// Set for a `--screenshot` run: told when the first answer is on screen.
    public var headlessRun: HeadlessRun?

    /// The window's content.
    var home: HomeView? { rootView as? HomeView }

    /// Narrows the list to `text`, as typing it into the search box does (for tools and the
    /// search benchmark). The list updates in the render before the next frame.
    public func search(_ text: String) {
        home?.panel.search.text = text
        home?.state[HomeView.searchText] = text
    }

    /// How many repositories are loaded and how many the list shows.
    public var repositoryCounts: (loaded: Int, shown: Int) {
        (home?.state[HomeView.listing]?.repositories.count ?? 0, home?.list?.rows?.itemCount ?? 0)
    }

    /// GNOME's primary menu: what the app does beyond the window's content.
    static var primaryMenu: Menu {
        Menu([
            .section([.item(tr("Refresh"), action: "win.refresh")]),
            .section([.item(tr("Keyboard Shortcuts"), action: "win.show-help-overlay"),
                      .item(tr("About SwiftHub"), action: "app.about"),
                      .item(tr("Quit"), action: "app.quit")]),
        ])
    }

    public override func viewDidLoad() {
        let store = store ?? RepositoryStore(
            network: configuration.offline ? nil : GitHubClient(apiBase: configuration.apiBase, timeout: configuration.timeout),
            cache: RepositoryCache(directory: configuration.cacheDirectory))
        let avatars = avatars ?? AvatarLoader(offline: configuration.offline)
        let header = HeaderBar(title: "SwiftHub", subtitle: tr("The most starred Swift repositories on GitHub"))
        header.showsCloseButton = true
        header.primaryMenu = Self.primaryMenu
        titleBar = header
        let home = HomeView(parentViewController: self)
        home.configure(store: store, avatars: avatars, configuration: configuration, settings: settings)
        if let windowSize = configuration.windowSize { size = windowSize }
        // Narrower than a list and its details side by side: one column, the details pushed,
        // and the search box alone in the title bar (decided before the first render, so that
        // the window can open that narrow).
        home.startsNarrow = size.width < HomeView.narrowWidth
        home.panel.isCompact = home.startsNarrow
        header.startViews = [home.panel]  // GNOME's place for a window's filter, sort and search
        onSizeChanged = { [weak home] size in home?.state[HomeView.isNarrow] = size.width < HomeView.narrowWidth }
        rootView = home
    }
}

