import Foundation
import StateGtk
import SwiftHubData
// The data layer's words for people, in the user's language: SwiftHubData knows no GTK and no
// gettext, so the window translates them here.

extension SearchFilter {
    /// ``title`` translated.
    var localizedTitle: String {
        switch self {
        case .lastWeek: tr("Last week", comment: "Repositories created in the last week")
        case .lastMonth: tr("Last month", comment: "Repositories created in the last month")
        case .lastYear: tr("Last year", comment: "Repositories created in the last year")
        case .anyTime: tr("Any time", comment: "Repositories created at any time")
        }
    }
}

extension SearchSort {
    /// ``title`` translated.
    var localizedTitle: String {
        switch self {
        case .stars: tr("Most stars")
        case .forks: tr("Most forks")
        case .updated: tr("Recently updated")
        }
    }
}

extension GitHubError {
    /// ``userMessage`` translated, with the time in the translation's language.
    var localizedMessage: String {
        switch self {
        case .offline:
            return tr("Can't reach GitHub. Check your internet connection and try again.")
        case .timeout:
            return tr("GitHub is taking too long to answer. Try again in a moment.")
        case .redirectLoop:
            return tr("GitHub's address redirects in a loop, so SwiftHub gave up. Check the API address (--api-base) or your proxy.")
        case .rateLimited(let resetsAt?):
            return tr("GitHub's rate limit is used up. It resets at \(Formatting.time(resetsAt)).", comment: "The value is a time")
        case .rateLimited(nil):
            return tr("GitHub's rate limit is used up. Try again in a few minutes.")
        case .http(let status, let message):
            let prefix: String = switch status {
            case 401: tr("GitHub did not accept the access token (GITHUB_TOKEN).")
            case 403: tr("GitHub refused the request.")
            case 422: tr("GitHub could not run this search.")
            case 500...599: tr("GitHub is having trouble (error \(String(status))).", comment: "The value is an HTTP status code")
            default: tr("GitHub answered with error \(String(status)).", comment: "The value is an HTTP status code")
            }
            // GitHub's own words, in English, after ours (as userMessage cuts them).
            let detail = GitHubError.http(status: status, message: message).userMessage(timeZone: .current)
            let english = GitHubError.http(status: status, message: nil).userMessage(timeZone: .current)
            let serverText = detail.dropFirst(english.count).trimmingCharacters(in: .whitespaces)
            return serverText.isEmpty ? prefix : "\(prefix) \(serverText)"
        case .malformed:
            return tr("GitHub sent a response SwiftHub could not read.")
        case .cancelled:
            return tr("The request was cancelled.")
        }
    }
}

extension SafeLink {
    /// ``refusal(of:)`` translated.
    static func localizedRefusal(of address: String) -> String {
        tr("SwiftHub did not open “\(shown(address))”: it only opens https pages on \(webHost).",
           comment: "The values are a web address and a host name")
    }
}
