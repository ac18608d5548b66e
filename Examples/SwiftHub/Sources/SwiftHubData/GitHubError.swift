import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong while asking for a page of repositories, in terms the
/// window can act on: show a message, offer "Try again", or stay quiet.
///
/// No case ever carries the API token. Strings that come from the server (``http(status:message:)``)
/// or from decoding (``malformed(_:)``) are scrubbed of it by ``GitHubClient`` before the
/// error is built, so logging or dumping an error is always safe.
public enum GitHubError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No network path to GitHub: no connection, DNS failure, connection refused or dropped.
    case offline
    /// GitHub did not answer within the client's timeout.
    case timeout
    /// The server kept redirecting (to itself, or round a circle) until the client gave up:
    /// a misconfigured API address, proxy or captive portal, not a missing connection.
    case redirectLoop
    /// The rate limit is used up. `resetsAt` is when requests will be accepted again, if
    /// GitHub said so (from `X-RateLimit-Reset` or `Retry-After`).
    case rateLimited(resetsAt: Date?)
    /// GitHub answered with an error status. `message` is the `message` field of its JSON
    /// error body when there was one (raw server text: escape it before showing as markup).
    case http(status: Int, message: String?)
    /// The response could not be understood. The string is a short technical summary for
    /// logs, never the payload.
    case malformed(String)
    /// The request was cancelled, usually because the user asked for something else first.
    /// The UI normally shows nothing for this one.
    case cancelled

    /// A one- or two-sentence explanation for the window, with times in the current time zone.
    public var userMessage: String {
        userMessage(timeZone: .current, locale: .current)
    }

    /// ``userMessage`` with an explicit time zone and locale (for tests and previews).
    public func userMessage(timeZone: TimeZone, locale: Locale = .current) -> String {
        switch self {
        case .offline:
            return "Can't reach GitHub. Check your internet connection and try again."
        case .timeout:
            return "GitHub is taking too long to answer. Try again in a moment."
        case .redirectLoop:
            return "GitHub's address redirects in a loop, so SwiftHub gave up. Check the API address (--api-base) or your proxy."
        case .rateLimited(let resetsAt?):
            // A fresh formatter per call: DateFormatter is not Sendable, and this runs only
            // when an error is shown.
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = "HH:mm"
            return "GitHub's rate limit is used up. It resets at \(formatter.string(from: resetsAt))."
        case .rateLimited(nil):
            return "GitHub's rate limit is used up. Try again in a few minutes."
        case .http(let status, let message):
            let detail = message.map { m -> String in
                let line = m.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                // Server text of unbounded length must not blow up the window.
                return line.count > 200 ? String(line.prefix(200)) + "…" : line
            }
            let prefix: String
            switch status {
            case 401: prefix = "GitHub did not accept the access token (GITHUB_TOKEN)."
            case 403: prefix = "GitHub refused the request."
            case 422: prefix = "GitHub could not run this search."
            case 500...599: prefix = "GitHub is having trouble (error \(status))."
            default: prefix = "GitHub answered with error \(status)."
            }
            guard let detail, !detail.isEmpty else { return prefix }
            return "\(prefix) \(detail)"
        case .malformed:
            return "GitHub sent a response SwiftHub could not read."
        case .cancelled:
            return "The request was cancelled."
        }
    }

    /// Whether offering "Try again" makes sense. Rate limits are retryable once
    /// `resetsAt` has passed; client errors (4xx) and unreadable responses are not, since the
    /// same request would fail the same way.
    public var isRetryable: Bool {
        switch self {
        case .offline, .timeout, .redirectLoop, .rateLimited: true
        case .http(let status, _): status == 408 || status >= 500
        case .malformed, .cancelled: false
        }
    }

    public var description: String {
        switch self {
        case .offline: "GitHubError.offline"
        case .timeout: "GitHubError.timeout"
        case .redirectLoop: "GitHubError.redirectLoop"
        case .rateLimited(let date): "GitHubError.rateLimited(resetsAt: \(date.map(GitHubDate.string(from:)) ?? "unknown"))"
        case .http(let status, let message): "GitHubError.http(status: \(status), message: \(message.map { "\"\($0.prefix(300))\"" } ?? "nil"))"
        case .malformed(let detail): "GitHubError.malformed(\(detail))"
        case .cancelled: "GitHubError.cancelled"
        }
    }

    /// Classifies a transport error from URLSession.
    public init(_ error: any Error) {
        if let error = error as? GitHubError {
            self = error
            return
        }
        if error is CancellationError {
            self = .cancelled
            return
        }
        guard let urlError = error as? URLError else {
            self = .offline
            return
        }
        switch urlError.code {
        case .timedOut:
            self = .timeout
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = .redirectLoop
        case .cancelled, .userCancelledAuthentication:
            self = .cancelled
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
             .cannotDecodeContentData, .zeroByteResource, .dataLengthExceedsMaximum:
            self = .malformed("transport: URLError \(urlError.code.rawValue)")
        default:
            // notConnectedToInternet, cannotConnectToHost, cannotFindHost,
            // networkConnectionLost, dnsLookupFailed, and the TLS and proxy failures: for the
            // user they all mean GitHub cannot be reached from here right now.
            self = .offline
        }
    }
}

extension GitHubError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
