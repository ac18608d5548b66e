// toolkit: both
import Foundation
import XCTest
/// A program run to completion for a test, with what it printed kept for assertions and their
/// messages: an app's own executable, a validator, a probe that must fail in a certain way.
///
/// ```swift
/// let result = try Command.run("desktop-file-validate", [entry.path])
/// XCTAssertEqual(result.status, 0, result.output)
///
/// let app = try XCTUnwrap(Command.builtProduct("MyApp"))
/// let help = try Command.run(app.path, ["--help"], environment: ["DISPLAY": nil])
/// XCTAssertTrue(help.standardOutput.contains("USAGE"))
/// ```
public struct Command: Sendable {
    /// The exit status (or the signal number, when a signal ended the program).
    public let status: Int32
    /// What the program wrote to its standard output.
    public let standardOutput: String
    /// What the program wrote to its standard error.
    public let standardError: String

    /// Standard output, then standard error: for `contains` checks and failure messages.
    public var output: String { standardOutput + standardError }

    /// Runs `tool` (a path, or a name looked up on PATH) with a time limit. `environment` changes
    /// this process's environment for the run: a `nil` value unsets a variable. A tool that is not
    /// installed, or that overruns the limit (it is then terminated), fails the test.
    ///
    /// Output goes through files, not pipes: a chatty program can never fill a pipe and stall.
    public static func run(
        _ tool: String, _ arguments: [String], environment changes: [String: String?] = [:],
        timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Command {
        let executable = try XCTUnwrap(path(of: tool), "\(tool) is not installed (scripts/test installs it)", file: file, line: line)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }

        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(tool) \(arguments.joined(separator: " ")) took more than \(Int(timeout)) s", file: file, line: line)
        }
        process.waitUntilExit()
        func text(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return Command(status: process.terminationStatus, standardOutput: text(outURL), standardError: text(errURL))
    }

    /// `tool` itself when it is a path, else the first executable of that name on PATH.
    public static func path(of tool: String) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// An executable of this package that `swift test` built: it sits next to the test bundle.
    /// The test target must depend on it, so that it is built first.
    public static func builtProduct(_ name: String) -> URL? {
        var folders: [URL] = []
        if let bundle = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) {
            folders.append(bundle.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
