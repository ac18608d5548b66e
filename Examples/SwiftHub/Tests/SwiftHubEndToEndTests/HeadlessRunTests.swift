#if GTK3
import Foundation
import XCTest
/// `SwiftHub --screenshot FILE` (what `scripts/swifthub` runs without a display) against
/// Tests/EndToEnd/github_server.py misbehaving: the run ends by itself on every outcome, saves
/// what the window shows, prints the file's path, and exits 0 only when results are shown.
/// `--timeout 2` makes the client give up after two seconds instead of fifteen.
final class HeadlessRunTests: XCTestCase {
    private static let server = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EndToEnd").appendingPathComponent("github_server.py")

    func testAStalledBodyEndsTheRunWithTheBuiltInDataAndTheFailure() throws {
        let run = try headlessRun(mode: "stall")
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.stderr.contains(
            "SwiftHub: GitHub is taking too long to answer. Try again in a moment. Showing the repositories built into SwiftHub."),
            run.output)
        XCTAssertFalse(run.stderr.contains("No answer from GitHub"), "the client's timeout ended it, not the run's deadline")
        XCTAssertTrue(run.screenshotSaved, run.output)
    }

    /// A byte a second: never silent for long, never done. The client's one deadline ends it
    /// at `--timeout`, as in the window (`WindowTimeoutTests`), before the run's own deadline.
    func testADrippingServerEndsTheRunAtTheClientsTimeout() throws {
        let run = try headlessRun(mode: "drip")
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.stderr.contains("SwiftHub: GitHub is taking too long to answer. Try again in a moment."), run.output)
        XCTAssertFalse(run.stderr.contains("No answer from GitHub"), "the client's timeout ended it, not the run's deadline")
        XCTAssertTrue(run.screenshotSaved, run.output)
    }

    func testARedirectLoopEndsTheRunSayingSo() throws {
        let run = try headlessRun(mode: "redirectloop")
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.stderr.contains("GitHub's address redirects in a loop"), run.output)
        XCTAssertTrue(run.screenshotSaved, run.output)
    }

    func testResultsEndTheRunWithStatusZero() throws {
        let run = try headlessRun(mode: "ok")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.screenshotSaved, run.output)
        XCTAssertEqual(run.stderr.contains("SwiftHub:"), false, run.output)
    }

    func testAnUnreachableGitHubShowsTheBuiltInDataWithStatusZero() throws {
        // A notice, not an error: the README's first command on a machine without network.
        let run = try headlessRun(apiBase: "http://127.0.0.1:9")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.screenshotSaved, run.output)
    }

    // MARK: Running the app

    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// A PNG was written and its path printed.
        var screenshotSaved: Bool
        var output: String { "exit \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
    }

    /// Runs SwiftHub headless against the server in `mode`, or against `apiBase`.
    private func headlessRun(mode: String? = nil, apiBase: String? = nil) throws -> Run {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw XCTSkip("needs an X display (scripts/test runs xvfb-run)") }
        let binary = try XCTUnwrap(SwiftHubEndToEndTests.swiftHubBinary(), "no SwiftHub executable: swift build first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-headless-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var base = apiBase
        var server: Process?
        if let mode {
            let (process, port) = try startServer()
            server = process
            base = "http://127.0.0.1:\(port)"
            _ = try Data(contentsOf: URL(string: "\(base!)/_mode?set=\(mode)")!)
        }
        defer { server?.terminate(); server?.waitUntilExit() }

        let screenshot = folder.appendingPathComponent("shot.png")
        let app = Process()
        app.executableURL = binary
        app.arguments = ["--screenshot", screenshot.path, "--api-base", base!, "--timeout", "2"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.path  // no cache from other runs, none left behind
        environment["NO_AT_BRIDGE"] = "1"
        app.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        app.standardOutput = stdout
        app.standardError = stderr
        try app.run()
        // A guard against the hang this test is about, not a timing: the run takes seconds.
        let guardTime = Date().addingTimeInterval(90)
        while app.isRunning, Date() < guardTime { usleep(50_000) }
        let hung = app.isRunning
        if hung { app.terminate() }
        app.waitUntilExit()
        XCTAssertFalse(hung, "the headless run did not end by itself")
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let png = (try? Data(contentsOf: screenshot)) ?? Data()
        return Run(
            status: app.terminationStatus, stdout: printed,
            stderr: String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            screenshotSaved: png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && printed.contains(screenshot.path))
    }

    /// github_server.py on a free loopback port; it exits when its stdin closes.
    private func startServer() throws -> (Process, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", Self.server.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let port = try XCTUnwrap(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
                                 "github_server.py did not print its port")
        return (process, port)
    }
}
#endif
