import Foundation
import StateGtk
import SwiftHubData

/// Starts SwiftHub's window and runs GTK's main loop.
@MainActor
public enum SwiftHubApplication {
    public static func run(configuration: AppConfiguration) -> Int32 {
        Application.run(id: "org.stategtk.SwiftHub", isUnique: configuration.isUnique, configure: { application in
            application.about = AboutInfo(
                name: "SwiftHub", version: "1.0", comments: "The most starred Swift repositories on GitHub, in a GTK window.",
                website: "https://github.com/topics/swift", license: .mit, authors: ["The StateGtk authors"],
                iconName: "org.stategtk.SwiftHub")
        }) {
            _ = Style.load(css: SwiftHubStyle.css)
            return HomeViewController(configuration: configuration)
        }
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
