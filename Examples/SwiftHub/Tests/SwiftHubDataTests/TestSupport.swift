import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import XCTest
@testable import SwiftHubData

/// The folder holding this file, server.py and make_fixtures.py.
let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// 2026-11-21T16:00:00Z, a Saturday afternoon; the clock the tests give the client.
let fixedNow = Date(timeIntervalSince1970: 1_795_276_800)

/// A local stand-in for api.github.com: `python3 -u server.py` on 127.0.0.1.
///
/// Started in `setUp`, stopped in `tearDown`. The server also exits by itself when its
/// stdin closes or after two minutes, so a crashed test never leaves it running.
final class TestServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    private let stdin = Pipe()
    private let stdout = Pipe()

    /// `environment`: more variables for server.py (SERVER_TLS_CERT and SERVER_TLS_KEY: https too).
    init(environment extra: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", testsDirectory.appendingPathComponent("server.py").path]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()

        // The first stdout line is the port. Read it on another thread with a deadline so a
        // broken server fails the test instead of hanging it.
        let box = LineBox()
        let handle = stdout.fileHandleForReading
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = Data()
            while !buffer.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            box.set(String(decoding: buffer, as: UTF8.self))
            done.signal()
        }
        guard done.wait(timeout: .now() + 15) == .success,
              let line = box.get()?.split(separator: "\n").first,
              let port = Int(line.trimmingCharacters(in: .whitespaces))
        else {
            process.terminate()
            throw NSError(domain: "TestServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "server.py did not print its port"])
        }
        self.port = port
    }

    func stop() {
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
        try? stdin.fileHandleForWriting.close()
    }

    var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The apiBase for one scenario of server.py.
    func api(_ scenario: String) -> URL { base.appendingPathComponent("s").appendingPathComponent(scenario) }

    /// Every request the server has seen, oldest first.
    func requests() async throws -> [LoggedRequest] {
        let (data, _) = try await URLSession.shared.data(from: base.appendingPathComponent("_log"))
        return try JSONDecoder().decode([LoggedRequest].self, from: data)
    }

    /// The server's second port (same scenarios, same log).
    func otherPort() async throws -> Int {
        struct Answer: Decodable { let port: Int }
        let (data, _) = try await URLSession.shared.data(from: base.appendingPathComponent("_other_port"))
        return try JSONDecoder().decode(Answer.self, from: data).port
    }

    /// A loopback port nobody listens on.
    func closedPort() async throws -> Int {
        struct Answer: Decodable { let port: Int }
        let (data, _) = try await URLSession.shared.data(from: base.appendingPathComponent("_closed_port"))
        return try JSONDecoder().decode(Answer.self, from: data).port
    }

    struct LoggedRequest: Decodable {
        let path: String
        let query: [String: String]
        let headers: [String: String]
        /// The port the request came in on: the server's own or its second one.
        let port: Int
        /// "http" or "https".
        let scheme: String

        /// Header lookup ignoring case, as HTTP does.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    private final class LineBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?
        func set(_ v: String) { lock.lock(); value = v; lock.unlock() }
        func get() -> String? { lock.lock(); defer { lock.unlock() }; return value }
    }
}

/// A log handler that keeps everything it is given, so tests can search the output.
struct CapturingLogHandler: LogHandler {
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        store.append("\(event.level) \(event.message) \(merged) \(event.source) \(event.file)")
    }

    static func logger(_ store: Store, label: String = "test") -> Logger {
        var logger = Logger(label: label) { _ in CapturingLogHandler(store: store) }
        logger.logLevel = .trace
        return logger
    }
}

/// Keeps expected warnings out of the test output.
let quietLogger = Logger(label: "quiet") { _ in SwiftLogNoOpLogHandler() }

/// A repository for tests that do not care about most fields.
func makeRepository(
    id: Int, name: String, owner: String = "someone", description: String? = nil,
    topics: [String] = [], stars: Int = 0, forks: Int = 0, updated: Date = fixedNow
) -> Repository {
    Repository(
        id: id, name: name, fullName: "\(owner)/\(name)",
        owner: .init(login: owner, avatarURL: URL(string: "https://avatars.githubusercontent.com/u/\(id)?v=4")),
        description: description, htmlURL: URL(string: "https://github.com/\(owner)/\(name)")!,
        homepage: nil, language: "Swift", stargazersCount: stars, forksCount: forks, openIssuesCount: 0,
        topics: topics, license: .init(name: "MIT License", spdxId: "MIT"),
        createdAt: fixedNow.addingTimeInterval(-86_400), pushedAt: updated, updatedAt: updated)
}

/// Asserts that an async call fails with the expected ``GitHubError``.
func assertFails<T>(
    with expected: GitHubError, file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> T
) async {
    do {
        _ = try await body()
        XCTFail("expected \(expected), got a result", file: file, line: line)
    } catch {
        // Closures do not infer typed throws, so the error arrives as `any Error`.
        XCTAssertEqual(error as? GitHubError, expected, file: file, line: line)
    }
}

/// What `dump` prints for a value.
func dumped(_ value: Any) -> String {
    var out = ""
    dump(value, to: &out)
    return out
}
