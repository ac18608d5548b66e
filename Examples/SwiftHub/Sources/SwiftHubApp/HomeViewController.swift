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

    /// A window over a given store and avatar loader (tests and previews); nil makes the ones
    /// `configuration` asks for.
    init(configuration: AppConfiguration, store: RepositoryStore?, avatars: AvatarLoader?) {
        self.configuration = configuration
        self.store = store
        self.avatars = avatars
        super.init(title: "SwiftHub", width: 1100, height: 740)
    }

    /// The window's content.
    var home: HomeView? { rootView as? HomeView }

    public override func viewDidLoad() {
        let store = store ?? RepositoryStore(
            network: configuration.offline ? nil : GitHubClient(apiBase: configuration.apiBase),
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
