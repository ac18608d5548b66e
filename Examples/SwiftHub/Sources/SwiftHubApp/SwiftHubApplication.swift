import Foundation
import StateGtk
import SwiftHubData

/// Starts SwiftHub's window and runs GTK's main loop.
@MainActor
public enum SwiftHubApplication {
    /// Runs until the window closes (or a `--screenshot` run ends); returns the exit status.
    public static func run(configuration: AppConfiguration) -> Int32 {
        // A headless run must end even when no answer ever comes: a little after the client's
        // own timeout, it takes its screenshot of whatever is shown.
        let headless = configuration.screenshotPath.map {
            HeadlessRun(screenshotPath: $0, deadline: configuration.timeout + 5)
        }
        let status = Application.run(id: "org.stategtk.SwiftHub", isUnique: configuration.isUnique,
                                     localization: Localization(domain: "swifthub"), configure: { application in
            application.about = AboutInfo(
                name: "SwiftHub", version: "1.0", comments: tr("The most starred Swift repositories on GitHub, in a GTK window."),
                website: "https://github.com/topics/swift", license: .mit, authors: ["The StateGtk authors"],
                iconName: "org.stategtk.SwiftHub")
        }) {
            _ = Style.load(css: SwiftHubStyle.css)
            let controller = HomeViewController(configuration: configuration)
            controller.headlessRun = headless
            headless?.watch(controller)
            return controller
        }
        return status != 0 ? status : headless?.exitStatus ?? 0
    }
}

/// The `--filter` values.
public enum SwiftHubFilterArgument: String, CaseIterable, Sendable {
    case week, month, year, any

    public var searchFilter: SearchFilter {
        switch self {
        case .week: .lastWeek
        case .month: .lastMonth
        case .year: .lastYear
        case .any: .anyTime
        }
    }
}
