import Foundation
import XCTest

/// A command-line tool run to completion, its output kept for assertion messages.
struct Command {
    let status: Int32
    let output: String

    /// Runs `tool` (a path, or a name looked up on PATH) with a time limit. The output goes
    /// through a file, not a pipe, so a chatty tool can never fill a pipe and stall.
    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String] = [:],
        timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Command {
        let executable = try XCTUnwrap(path(of: tool), "\(tool) is not installed (scripts/test installs it)", file: file, line: line)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-desktop-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
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
    static func path(of tool: String) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
