import CGtk
import Foundation
import StateGtk
import SwiftHubData

/// SwiftHub's window: a header bar and the home view.
@MainActor
public final class HomeViewController: StateViewController {
    private let configuration: AppConfiguration

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
        super.init(title: "SwiftHub", width: 1100, height: 740)
    }

    public override func viewDidLoad() {
        let network: RepositorySource? = configuration.offline ? nil : GitHubClient(apiBase: configuration.apiBase)
        let store = RepositoryStore(
            network: network, cache: RepositoryCache(directory: configuration.cacheDirectory))
        let avatars = AvatarLoader(offline: configuration.offline)
        let header = HeaderBar(title: "SwiftHub", subtitle: "The most starred Swift repositories on GitHub")
        header.showsCloseButton = true
        titleBar = header
        let home = HomeView(parentViewController: self)
        home.configure(store: store, avatars: avatars, configuration: configuration)
        rootView = home
    }
}
