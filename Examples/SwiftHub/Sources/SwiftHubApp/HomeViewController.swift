import CGtk
import Foundation
import StateGtk
import SwiftHubData

/// SwiftHub's window: a header bar and the home view.
@MainActor
public final class HomeViewController: StateViewController {
    private let configuration: AppConfiguration
    private let store: RepositoryStore?
    private let avatars: AvatarLoader?

    public convenience init(configuration: AppConfiguration) {
        self.init(configuration: configuration, store: nil, avatars: nil)
    }

    /// A window over a given store and avatar loader (tests, previews, benchmarks); nil makes
    /// the ones `configuration` asks for.
    public init(configuration: AppConfiguration, store: RepositoryStore?, avatars: AvatarLoader?) {
        self.configuration = configuration
        self.store = store
        self.avatars = avatars
        super.init(title: "SwiftHub", width: 1100, height: 740)
    }

    /// Set for a `--screenshot` run: told when the first answer is on screen.
    public var headlessRun: HeadlessRun?

    /// The window's content.
    var home: HomeView? { rootView as? HomeView }

    /// Narrows the list to `text`, as typing it into the search box does (for tools and the
    /// search benchmark). The list updates in the render before the next frame.
    public func search(_ text: String) {
        (home?.childView(forKey: "panel") as? ControlPanel)?.search.text = text
        home?.state[HomeView.searchText] = text
    }

    /// How many repositories are loaded and how many the list shows.
    public var repositoryCounts: (loaded: Int, shown: Int) {
        (home?.state[HomeView.listing]?.repositories.count ?? 0, home?.list.childKeys.count ?? 0)
    }

    public override func viewDidLoad() {
        let store = store ?? RepositoryStore(
            network: configuration.offline ? nil : GitHubClient(apiBase: configuration.apiBase, timeout: configuration.timeout),
            cache: RepositoryCache(directory: configuration.cacheDirectory))
        let avatars = avatars ?? AvatarLoader(offline: configuration.offline)
        let header = HeaderBar(title: "SwiftHub", subtitle: "The most starred Swift repositories on GitHub")
        header.showsCloseButton = true
        titleBar = header
        let home = HomeView(parentViewController: self)
        home.configure(store: store, avatars: avatars, configuration: configuration)
        rootView = home
    }
}
