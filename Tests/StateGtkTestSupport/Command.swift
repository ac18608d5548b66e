import Foundation
import XCTest

/// A command-line tool run to completion, its output (standard output and error, interleaved)
/// kept for assertions and their messages.
///
/// ```swift
/// let result = try Command.run("desktop-file-validate", [entry.path])
/// XCTAssertEqual(result.status, 0, result.output)
/// ```
public struct Command {
    public let status: Int32
    public let output: String

    /// Runs `tool` (a path, or a name looked up on PATH) with a time limit; a tool that is not
    /// installed fails the test. The output goes through a file, not a pipe, so a chatty tool can
    /// never fill a pipe and stall.
    public static func run(
        _ tool: String, _ arguments: [String], environment: [String: String] = [:],
        timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Command {
        let executable = try XCTUnwrap(path(of: tool), "\(tool) is not installed (scripts/test installs it)", file: file, line: line)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-desktop-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(tool) \(arguments.joined(separator: " ")) took more than \(Int(timeout)) s", file: file, line: line)
        }
        process.waitUntilExit()
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        return Command(status: process.terminationStatus, output: output)
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
