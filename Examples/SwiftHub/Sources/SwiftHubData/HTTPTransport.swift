import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GETs over one URLSession that SwiftHub controls end to end: it follows redirects itself, so
/// a credential never leaves the origin it was given for, and it enforces every timeout itself,
/// in the window as in headless runs.
///
/// - Redirects: at most ``maximumRedirects``; one to another origin (scheme, host or port) goes
///   without the `Authorization` header.
/// - Timeout: one deadline, `timeout` seconds after the request starts, for the whole answer
///   (connecting, redirects and every byte of the body), however the server paces it. The window
///   and headless runs (`--timeout`) both keep it. A limit on silence alone would let a server
///   that drips a byte a second hold a request for as long as it likes, and URLSession's own
///   resource timeout is not enforced on Linux.
///
/// ```swift
/// let transport = HTTPTransport(timeout: 15)
/// let (data, response) = try await transport.data(for: URLRequest(url: url))
/// ```
public final class HTTPTransport: Sendable {
    /// Redirects followed before a request fails with `URLError(.httpTooManyRedirects)`.
    public static let maximumRedirects = 16
    /// Seconds a whole answer may take, from the request's start to its last byte.
    public let timeout: TimeInterval
    let session: URLSession
    private let delegate: TransferDelegate

    /// Creates a transport whose requests fail with `URLError(.timedOut)` when their answer has
    /// not fully arrived `timeout` seconds after they started.
    public init(timeout: TimeInterval) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        // Ours is the real limit; URLSession's are a backstop past it.
        configuration.timeoutIntervalForRequest = timeout + 1
        configuration.timeoutIntervalForResource = timeout + 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        delegate = TransferDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        // The session holds its delegate until invalidated.
        session.invalidateAndCancel()
    }

    /// The body and response of `request`, however many redirects it took. Cancelling the
    /// calling task cancels the request.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let transfer = Transfer(origin: Origin(request.url))
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.start(task, continuation: continuation, delegate: delegate, deadline: timeout)
            }
        } onCancel: {
            // Never cancel under the task's status lock: URLSession's queue may be waiting for it.
            DispatchQueue.global().async { transfer.finish(throwing: URLError(.cancelled)) }
        }
    }

    /// `proposed`, the request a redirect from `origin` leads to, without its credentials when
    /// it goes to another origin.
    static func redirected(_ proposed: URLRequest, from origin: Origin) -> URLRequest {
        guard Origin(proposed.url) != origin else { return proposed }
        var stripped = proposed
        stripped.setValue(nil, forHTTPHeaderField: "Authorization")
        return stripped
    }
}

/// Scheme, host and port: where a credential may go. Hosts compare without case; a missing
/// port is the scheme's default.
struct Origin: Hashable {
    let scheme: String, host: String, port: Int

    init(_ url: URL?) {
        scheme = url?.scheme?.lowercased() ?? ""
        host = url?.host?.lowercased() ?? ""
        port = url?.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }
}

/// One request's state: what arrived, its deadline, and the continuation resumed exactly once.
private final class Transfer: @unchecked Sendable {
    let origin: Origin
    private let lock = NSLock()
    private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    private var task: URLSessionTask?
    private weak var delegate: TransferDelegate?
    private var body = Data()
    private var response: URLResponse?
    private var redirects = 0
    private var deadlineTimer: DispatchSourceTimer?
    private var isFinished = false

    init(origin: Origin) { self.origin = origin }

    func start(_ task: URLSessionTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>,
               delegate: TransferDelegate, deadline: TimeInterval) {
        lock.lock()
        if isFinished {  // cancelled before it started
            lock.unlock()
            continuation.resume(throwing: URLError(.cancelled))
            return
        }
        self.continuation = continuation
        self.task = task
        self.delegate = delegate
        deadlineTimer = Self.timer(after: deadline) { [weak self] in self?.finish(throwing: URLError(.timedOut)) }
        lock.unlock()
        delegate.register(self, for: task)
        task.resume()
    }

    func received(_ data: Data) {
        lock.lock()
        body.append(data)
        lock.unlock()
    }

    func received(_ response: URLResponse) {
        lock.lock()
        self.response = response
        lock.unlock()
    }

    /// The request to follow a redirect with, or nil after too many: URLSession then completes
    /// the task with the redirect as its answer, which `completed` turns into the error (the
    /// task must not be cancelled while URLSession waits for this answer).
    func redirect(to proposed: URLRequest) -> URLRequest? {
        lock.lock()
        redirects += 1
        let tooMany = redirects > HTTPTransport.maximumRedirects
        body = Data()
        lock.unlock()
        if tooMany { return nil }
        return HTTPTransport.redirected(proposed, from: origin)
    }

    /// The task ended; `response` is its last, should no response event have come first.
    func completed(with error: (any Error)?, response last: URLResponse?) {
        lock.lock()
        let result = (body, response ?? last)
        let tooMany = redirects > HTTPTransport.maximumRedirects
        lock.unlock()
        if tooMany {
            finish(throwing: URLError(.httpTooManyRedirects))
        } else if let error {
            finish(throwing: error)
        } else if let response = result.1 {
            finish(returning: (result.0, response))
        } else {
            finish(throwing: URLError(.badServerResponse))
        }
    }

    func finish(throwing error: any Error) { finish { $0.resume(throwing: error) } }

    private func finish(returning value: (Data, URLResponse)) { finish { $0.resume(returning: value) } }

    private func finish(_ resume: (CheckedContinuation<(Data, URLResponse), any Error>) -> Void) {
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        isFinished = true
        let continuation = self.continuation, task = self.task
        self.continuation = nil
        deadlineTimer?.cancel()
        deadlineTimer = nil
        lock.unlock()
        if let task {
            delegate?.unregister(task)
            task.cancel()  // a no-op once it completed
        }
        if let continuation { resume(continuation) }
    }

    private static func timer(after seconds: TimeInterval, _ fire: @escaping @Sendable () -> Void) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler(handler: fire)
        timer.resume()
        return timer
    }
}

/// The session's delegate: hands each task's events to its transfer.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        lock.lock()
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
    }

    func unregister(_ task: URLSessionTask) {
        lock.lock()
        transfers[task.taskIdentifier] = nil
        lock.unlock()
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
        lock.lock()
        defer { lock.unlock() }
        return transfers[task.taskIdentifier]
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        transfer(dataTask)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        guard let transfer = transfer(task) else { return completionHandler(nil) }
        completionHandler(transfer.redirect(to: request))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        transfer(task)?.completed(with: error, response: task.response)
    }
}
