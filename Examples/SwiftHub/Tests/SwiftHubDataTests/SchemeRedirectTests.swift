import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SwiftHubData

/// A redirect from http to https on the same host and port, through the real `HTTPTransport`
/// and libcurl's TLS, against server.py answering both schemes on one port with a certificate
/// made for this test: only the scheme changes, and the token stays behind.
///
/// FoundationNetworking gives libcurl the first system CA bundle it finds and reads no setting
/// to change it, so a process cannot trust a test certificate by itself. The requests run in a
/// child process (this test binary, `SchemeRedirectChild`) in a private mount namespace where
/// /etc/ssl/certs/ca-certificates.crt is the test certificate (`unshare`, as root or with user
/// namespaces); the server's log says what came over TLS.
final class SchemeRedirectTests: XCTestCase {
    static let token = "ghp_SCHEME_TOKEN_61c2a9_STAYS_ON_HTTP"
    private static let systemBundle = "/etc/ssl/certs/ca-certificates.crt"
    private var folder: URL!
    private var certificate: URL { folder.appendingPathComponent("cert.pem") }
    private var server: TestServer!

    /// On the main thread: a process started from a task's thread inherits its blocked signals,
    /// and `stop()`'s SIGTERM would never reach the server.
    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scheme-redirect-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = folder.appendingPathComponent("key.pem")
        let made = try run("/usr/bin/env", [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key.path, "-out", certificate.path,
        ])
        XCTAssertEqual(made.status, 0, "openssl: \(made.output)")
        server = try TestServer(environment: ["SERVER_TLS_CERT": certificate.path, "SERVER_TLS_KEY": key.path])
    }

    override func tearDown() {
        server?.stop()
        server = nil
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    func testARedirectFromHTTPToHTTPSOnTheSameHostAndPortGoesWithoutTheToken() async throws {

        // The child trusts the certificate alone: its bundle is mounted over the system's.
        let mountAndRun = "mount --bind \"$1\" \(Self.systemBundle) && shift && exec \"$@\""
        var namespace = ["--mount", "--propagation", "private"]
        if getuid() != 0 { namespace.insert("--map-root-user", at: 0) }
        let child = try run("/usr/bin/unshare", namespace + [
            "/bin/sh", "-c", mountAndRun, "sh", certificate.path,
            "/proc/\(getpid())/exe", "SwiftHubDataTests.SchemeRedirectChild/testRequestsFromTheChild",
        ], environment: ["SCHEME_REDIRECT_SERVER": "127.0.0.1:\(server.port)"])
        guard !child.output.contains("unshare: ") && !child.output.contains("mount: ") else {
            throw XCTSkip("no private mount namespace here (root or user namespaces needed): \(child.output)")
        }
        XCTAssertEqual(child.status, 0, "the child's requests failed:\n\(child.output)")

        let requests = try await server.requests()
        let echoes = requests.filter { $0.path == "/s/echo/search/repositories" }
        XCTAssertEqual(echoes.map(\.scheme), ["https", "https"], "both answers came over TLS")
        XCTAssertEqual(echoes.first?.header("Authorization"), "Bearer \(Self.token)", "a request to the https origin itself carries it")
        XCTAssertEqual(echoes.last?.port, server.port, "same host and port: only the scheme changed")
        XCTAssertNil(echoes.last?.header("Authorization"), "the token followed a redirect from http to https")
        let asked = requests.filter { $0.path == "/s/redirectscheme/search/repositories" }
        XCTAssertEqual(asked.map(\.scheme), ["http"])
        XCTAssertEqual(asked.first?.header("Authorization"), "Bearer \(Self.token)", "the http origin it was given for gets it")
    }

    private func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The requests of `SchemeRedirectTests`, run by it in its namespace; skipped in a normal run.
final class SchemeRedirectChild: XCTestCase {
    func testRequestsFromTheChild() async throws {
        guard let address = ProcessInfo.processInfo.environment["SCHEME_REDIRECT_SERVER"] else {
            throw XCTSkip("run by SchemeRedirectTests in a mount namespace trusting its certificate")
        }
        let token = SchemeRedirectTests.token
        let direct = GitHubClient(apiBase: URL(string: "https://\(address)/s/echo")!, token: token, timeout: 5, logger: quietLogger)
        _ = try await direct.searchRepositories(filter: .anyTime)
        let redirected = GitHubClient(apiBase: URL(string: "http://\(address)/s/redirectscheme")!, token: token, timeout: 5, logger: quietLogger)
        _ = try await redirected.searchRepositories(filter: .anyTime)
    }
}
