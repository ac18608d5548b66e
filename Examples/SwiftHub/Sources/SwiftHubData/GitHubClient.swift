import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging

/// The live source: GitHub's REST search API over URLSession.
///
/// Immutable after `init`, hence `Sendable`; one instance can serve every window and task.
///
/// The API token, if any, is only ever put in the `Authorization` header of requests to the
/// API's origin (scheme, host and port; a redirect elsewhere goes without it, see
/// ``HTTPTransport``). It is not a public property, it is left out of `description`,
/// `debugDescription` and `dump`, it is never logged (the client logs URLs, without any user
/// name or password in them, and status codes, never headers), and any server text that echoes
/// it, in any letter case, is scrubbed before it reaches a ``GitHubError``.
public final class GitHubClient: RepositorySource, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `https://api.github.com`.
    public static let defaultAPIBase = URL(string: "https://api.github.com")!
    /// GitHub rejects requests without a User-Agent; this one names the app.
    public static let defaultUserAgent = "SwiftHub/1.0 (StateGtk example app)"
    /// Seconds a request may go without an answer: 15.
    public static let defaultTimeout: TimeInterval = 15
    /// The REST API version this client was written against.
    public static let apiVersion = "2022-11-28"

    /// The API root; requests go to `apiBase/search/repositories`. Tests point it at a
    /// local server.
    public let apiBase: URL
    /// Seconds to wait for an answer before failing with ``GitHubError/timeout``.
    public let timeout: TimeInterval
    /// What requests run on (shareable with ``AvatarLoader``).
    public let transport: HTTPTransport
    /// The `User-Agent` header sent with every request.
    public let userAgent: String
    /// Whether requests are authenticated. The token itself is not exposed.
    public var hasToken: Bool { token != nil }

    private let token: String?
    let logger: Logger
    private let now: @Sendable () -> Date

    /// Creates a client.
    /// - Parameters:
    ///   - apiBase: the API root, `https://api.github.com` by default.
    ///   - token: a personal access token, by default the `GITHUB_TOKEN` environment variable.
    ///     An empty string counts as no token. Raises the search rate limit from 10 to 30
    ///     requests a minute.
    ///   - timeout: seconds before a request fails with ``GitHubError/timeout``.
    ///   - transport: what to send requests with; by default one of its own with `timeout`.
    ///   - userAgent: the `User-Agent` header.
    ///   - logger: where requests and failures are logged (never headers or the token).
    ///   - now: the clock used to build date-relative queries; injectable for tests.
    public init(
        apiBase: URL = GitHubClient.defaultAPIBase,
        token: String? = ProcessInfo.processInfo.environment["GITHUB_TOKEN"],
        timeout: TimeInterval = GitHubClient.defaultTimeout,
        transport: HTTPTransport? = nil,
        userAgent: String = GitHubClient.defaultUserAgent,
        logger: Logger = Logger(label: "SwiftHubData.GitHubClient"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.apiBase = apiBase
        let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.token = (trimmed?.isEmpty ?? true) ? nil : trimmed
        self.timeout = timeout
        self.userAgent = userAgent
        self.logger = logger
        self.now = now
        self.transport = transport ?? HTTPTransport(timeout: timeout)
    }

    // MARK: - Search

    public func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        let (data, url, elapsed) = try await send(makeSearchRequest(filter: filter, sort: sort, page: page, perPage: perPage), "GitHub search")
        let page: SearchPage
        do {
            page = try SearchPage.decode(from: data)
        } catch {
            let scrubbed = GitHubError.malformed(redact(error.malformedDetail))
            log(scrubbed, url: url)
            throw scrubbed
        }
        logger.debug(
            "GitHub search returned \(page.items.count) of \(page.totalCount) in \(elapsed) ms",
            metadata: ["url": "\(url)"])
        if page.skippedItemCount > 0 {
            logger.warning("Skipped \(page.skippedItemCount) malformed repositories", metadata: ["url": "\(url)"])
        }
        return page
    }

    /// Sends `request`, returning the body of a 2xx answer, its URL (for logs) and how long it
    /// took in milliseconds; anything else becomes a ``GitHubError``.
    func send(_ request: URLRequest, _ what: String) async throws(GitHubError) -> (Data, String, Int) {
        let url = request.url.map(Self.loggable) ?? "?"
        logger.debug("\(what)", metadata: ["url": "\(url)"])
        if Task.isCancelled { throw .cancelled }

        let started = Date()
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await transport.data(for: request)
        } catch {
            let mapped = GitHubError(error)
            log(mapped, url: url)
            throw mapped
        }
        if Task.isCancelled { throw .cancelled }
        guard let http = response as? HTTPURLResponse else {
            let mapped = GitHubError.malformed("not an HTTP response")
            log(mapped, url: url)
            throw mapped
        }

        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        guard (200..<300).contains(http.statusCode) else {
            let mapped = error(for: http, body: data)
            logger.debug("\(what) answered \(http.statusCode) in \(elapsed) ms", metadata: ["url": "\(url)"])
            log(mapped, url: url)
            throw mapped
        }
        return (data, url, elapsed)
    }

    /// The request ``searchRepositories(filter:sort:page:perPage:)`` sends. Internal on
    /// purpose: it carries the `Authorization` header, and a public URLRequest would be one
    /// `print` away from leaking the token. Tests reach it through `@testable import`.
    func makeSearchRequest(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) -> URLRequest {
        let page = max(1, page)
        let perPage = min(max(1, perPage), 100)
        let endpoint = apiBase.appendingPathComponent("search").appendingPathComponent("repositories")
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
        // Built by hand: URLComponents.queryItems leaves `>=` and `+` alone and writes spaces
        // as %20, while GitHub's documented form is `+` between qualifiers.
        components.percentEncodedQuery = [
            "q=" + Self.formEncode(filter.query(now: now())),
            "sort=" + sort.rawValue,
            "order=desc",
            "per_page=\(perPage)",
            "page=\(page)",
        ].joined(separator: "&")
        return makeRequest(components.url!)
    }

    /// A GET of `url` with GitHub's headers (and the token, when there is one).
    func makeRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.timeoutInterval = timeout
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(Self.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        if let token, Origin(url) == Origin(apiBase) {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    // MARK: - Errors

    private func error(for http: HTTPURLResponse, body: Data) -> GitHubError {
        let message = Self.errorMessage(in: body).map(redact)
        if let limited = Self.rateLimit(status: http.statusCode, message: message, header: { http.value(forHTTPHeaderField: $0) }, now: now()) {
            return limited
        }
        return .http(status: http.statusCode, message: message)
    }

    /// Recognises GitHub's primary and secondary rate limits.
    /// - 403 or 429 with `X-RateLimit-Remaining: 0`: reset time from `X-RateLimit-Reset`.
    /// - 403 or 429 with `Retry-After` (seconds or HTTP date): reset at now + that.
    /// - 429 otherwise, or 403 whose message mentions the rate limit: reset unknown.
    static func rateLimit(status: Int, message: String?, header: (String) -> String?, now: Date) -> GitHubError? {
        guard status == 403 || status == 429 else { return nil }
        let reset = header("X-RateLimit-Reset")
            .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            .map(Date.init(timeIntervalSince1970:))
        let retryAfter = header("Retry-After").flatMap { retryAfterDate($0, now: now) }
        if header("X-RateLimit-Remaining")?.trimmingCharacters(in: .whitespaces) == "0" {
            return .rateLimited(resetsAt: reset ?? retryAfter)
        }
        if let retryAfter { return .rateLimited(resetsAt: retryAfter) }
        if status == 429 || message?.lowercased().contains("rate limit") == true {
            return .rateLimited(resetsAt: reset)
        }
        return nil
    }

    static func retryAfterDate(_ value: String, now: Date) -> Date? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(value), seconds >= 0 {
            return now.addingTimeInterval(TimeInterval(seconds))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value)
    }

    /// GitHub's error bodies are `{"message": "...", "documentation_url": "..."}`.
    static func errorMessage(in body: Data) -> String? {
        struct Body: Decodable { let message: String? }
        guard let message = (try? JSONDecoder().decode(Body.self, from: body))?.message else { return nil }
        return message.count > 1000 ? String(message.prefix(1000)) : message
    }

    func redact(_ text: String) -> String {
        guard let token else { return text }
        return text.replacingOccurrences(of: token, with: "<redacted>", options: .caseInsensitive)
    }

    /// `url` as logs show it: without the user name and password it may carry
    /// (`--api-base https://user:secret@host`).
    static func loggable(_ url: URL) -> String {
        guard url.user != nil || url.password != nil,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        components.user = nil
        components.password = nil
        return components.url?.absoluteString ?? "<an address with credentials>"
    }

    func log(_ error: GitHubError, url: String) {
        // .cancelled is routine (the user switched filters), not worth a warning.
        let level: Logger.Level = error == .cancelled ? .debug : .warning
        logger.log(level: level, "GitHub search failed: \(error)", metadata: ["url": "\(url)"])
    }

    /// `application/x-www-form-urlencoded` value encoding: unreserved characters and `:`
    /// stay, spaces become `+`, everything else is percent-encoded as UTF-8.
    static func formEncode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                out += "+"
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return out
    }

    // MARK: - Redacted descriptions

    public var description: String {
        "GitHubClient(apiBase: \(Self.loggable(apiBase)), token: \(hasToken ? "<redacted>" : "none"), timeout: \(timeout)s)"
    }

    public var debugDescription: String { description }

    /// What `dump` and debuggers show: everything but the token.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "apiBase": Self.loggable(apiBase),
            "hasToken": hasToken,
            "timeout": timeout,
            "userAgent": userAgent,
        ], displayStyle: .class)
    }
}

private extension GitHubError {
    var malformedDetail: String {
        if case .malformed(let detail) = self { return detail }
        return description
    }
}
