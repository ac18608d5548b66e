import Foundation
import StateGtk
import SwiftHubData
/// How SwiftHub was started (from the command line).
public struct AppConfiguration: Sendable {
    /// Use only the built-in data, never the network.
    public var offline = false
    /// The GitHub API to talk to (a test server, GitHub Enterprise…).
    public var apiBase = GitHubClient.defaultAPIBase
    /// Where to save a screenshot once the first answer (results or a failure) is on screen;
    /// the app then quits (see ``HeadlessRun``).
    public var screenshotPath: String?
    /// Seconds to wait for GitHub before giving up on a request.
    public var timeout: TimeInterval = GitHubClient.defaultTimeout
    /// The timeouts accepted: above zero, and an hour at most (far past any server's answer;
    /// a timeout of 10^16 seconds overflowed the clocks that enforce it).
    public static let timeoutRange: ClosedRange<TimeInterval> = .leastNonzeroMagnitude...3_600
    /// The filter shown first.
    public var filter: SearchFilter = .lastWeek
    /// Where the on-disk cache lives; nil for the XDG default.
    public var cacheDirectory: URL?
    /// Seconds a refresh takes before its end is worth a notification, when the window is not
    /// the active one by then (tests shorten it).
    public var longRefresh: TimeInterval = 5
    /// Whether a second launch hands over to the running instance (`--new-instance` opts out).
    public var isUnique = true
    /// The window's size at start; nil for SwiftHub's own (1100 × 740).
    public var windowSize: Size?
    /// Dark (true) or light (false) whatever the desktop prefers; nil follows the desktop.
    public var prefersDark: Bool?

    public init() {}
}
