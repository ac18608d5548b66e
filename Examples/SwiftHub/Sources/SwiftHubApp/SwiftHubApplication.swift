import Foundation
import StateGtk
import SwiftHubData
/// Starts SwiftHub's window and runs GTK's main loop.
@MainActor
public enum SwiftHubApplication {
    /// Runs until the window closes (or a `--screenshot` run ends); returns the exit status.
    public static func run(configuration: AppConfiguration) -> Int32 {
        // The client's deadline (`timeout`, for each whole request) ends a load in the window and
        // so the headless run with it; this later one is a backstop, should no answer ever show.
        let headless = configuration.screenshotPath.map {
            HeadlessRun(screenshotPath: $0, deadline: configuration.timeout + 5)
        }
        // A screenshot is of this run's own window: never handed to an instance already running.
        let isUnique = configuration.isUnique && configuration.screenshotPath == nil
        var madeWindow = false
        let status = Application.run(id: "org.stategtk.SwiftHub", isUnique: isUnique,
                                     localization: Localization(domain: "swifthub"), configure: { application in
            application.about = AboutInfo(
                name: "SwiftHub", version: "1.0", comments: tr("The most starred Swift repositories on GitHub, in a GTK window."),
                website: "https://github.com/topics/swift", license: .mit, authors: ["The StateGtk authors"],
                iconName: "org.stategtk.SwiftHub")
        }) {
            madeWindow = true
            _ = Style.load(css: SwiftHubStyle.css)
            if let dark = configuration.prefersDark { Style.prefersDarkTheme = dark }
            let controller = HomeViewController(configuration: configuration)
            controller.headlessRun = headless
            headless?.watch(controller)
            return controller
        }
        if !madeWindow, status == 0, let notice = secondLaunchNotice(configuration) {
            FileHandle.standardError.write(Data("SwiftHub: \(notice)\n".utf8))
        }
        return status != 0 ? status : headless?.exitStatus ?? 0
    }

    /// What a second launch says when it handed over to the running instance and some of its
    /// options cannot follow (the running window keeps its own); nil when none were given.
    static func secondLaunchNotice(_ configuration: AppConfiguration) -> String? {
        var ignored: [String] = []
        if configuration.offline { ignored.append("--offline") }
        if configuration.apiBase != AppConfiguration().apiBase { ignored.append("--api-base") }
        guard !ignored.isEmpty else { return nil }
        return "SwiftHub is already running: its window was brought to the front, and \(ignored.joined(separator: " and ")) "
            + "\(ignored.count == 1 ? "applies" : "apply") only to a new instance (add --new-instance)."
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
