import Foundation
import XCTest

/// What a run of the MisuseProbe executable printed, and how it ended.
struct ProbeRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs MisuseProbe (built next to this test bundle) with `display` as DISPLAY, and the
/// environment changed by `environment` (a nil value unsets a variable).
func runProbe(
    _ arguments: [String], display: String? = ProcessInfo.processInfo.environment["DISPLAY"], environment changes: [String: String?] = [:]
) throws -> ProbeRun {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
    let probe = bundle.deletingLastPathComponent().appendingPathComponent("MisuseProbe")
    guard FileManager.default.isExecutableFile(atPath: probe.path) else {
        XCTFail("MisuseProbe not found at \(probe.path)")
        throw XCTSkip("no probe")
    }
    let process = Process()
    process.executableURL = probe
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["WAYLAND_DISPLAY"] = nil
    environment["SWIFT_BACKTRACE"] = "enable=no"  // the message alone, not a page of backtrace
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    // Both into files: a pipe read one after the other could fill and stall the probe.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return ProbeRun(
        status: process.terminationStatus,
        stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "", stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
}
