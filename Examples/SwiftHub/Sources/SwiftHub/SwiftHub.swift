import ArgumentParser
import Foundation
import StateGtk
import SwiftHubApp
/// SwiftHub: the most starred Swift repositories on GitHub, in a GTK window.
@main
struct SwiftHubCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swifthub",
        abstract: "Browse the most starred Swift repositories on GitHub.",
        discussion: "Set GITHUB_TOKEN to raise GitHub's rate limit; the token is never printed or logged.")

    @Flag(help: "Use only the repositories built into SwiftHub; never touch the network.")
    var offline = false

    @Option(help: "The GitHub API to use (e.g. a GitHub Enterprise server).")
    var apiBase: String?

    @Option(help: ArgumentHelp("Which repositories to show first.", valueName: "week|month|year|any"))
    var filter: String = "week"

    @Flag(help: "Start another instance instead of activating the running one's window.")
    var newInstance = false

    @Option(help: ArgumentHelp(
        "Save a screenshot to this PNG once the first results or a failure show, print its path and quit: exit status 0 when results are shown.",
        valueName: "file"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Seconds to wait for GitHub before giving up on a request.", valueName: "seconds"))
    var timeout: Double = AppConfiguration().timeout

    @Option(help: ArgumentHelp("The window's size at start, such as 360x740 (narrower than 600 shows one column).", valueName: "WIDTHxHEIGHT"))
    var windowSize: String?

    @Option(help: ArgumentHelp("The style: light, dark, or system (what the desktop prefers).", valueName: "style"))
    var style: String = "system"

    mutating func run() throws {
        var configuration = AppConfiguration()
        configuration.offline = offline
        configuration.screenshotPath = screenshot
        configuration.isUnique = !newInstance
        guard AppConfiguration.timeoutRange.contains(timeout) else {
            throw ValidationError("--timeout must be a number of seconds above 0 and at most \(Int(AppConfiguration.timeoutRange.upperBound))")
        }
        configuration.timeout = timeout
        if let apiBase {
            guard let url = URL(string: apiBase), url.scheme != nil else {
                throw ValidationError("--api-base must be a URL such as https://api.github.com")
            }
            configuration.apiBase = url
        }
        guard let filter = SwiftHubFilterArgument(rawValue: filter) else {
            throw ValidationError("--filter must be week, month, year or any")
        }
        configuration.filter = filter.searchFilter
        if let windowSize {
            let sides = windowSize.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, (200...8_192).contains(sides[0]), (200...8_192).contains(sides[1]) else {
                throw ValidationError("--window-size must be WIDTHxHEIGHT, each from 200 to 8192, such as 360x740")
            }
            configuration.windowSize = Size(width: Double(sides[0]), height: Double(sides[1]))
        }
        switch style {
        case "light": configuration.prefersDark = false
        case "dark": configuration.prefersDark = true
        case "system": configuration.prefersDark = nil
        default: throw ValidationError("--style must be light, dark or system")
        }
        let final = configuration
        let status = MainActor.assumeIsolated {
            SwiftHubApplication.run(configuration: final)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
