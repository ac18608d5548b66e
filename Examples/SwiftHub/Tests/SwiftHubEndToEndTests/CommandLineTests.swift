#if GTK3
import Foundation
import XCTest
/// The command line says what it will not do: an absurd `--timeout` is refused with a message
/// (1e16 crashed), a second launch with `--screenshot` runs and saves its own window (it exited 1
/// silently), and one with `--offline` says the running window keeps its own data.
final class CommandLineTests: XCTestCase {
    private func binary() throws -> URL {
        try XCTUnwrap(SwiftHubEndToEndTests.swiftHubBinary(), "no SwiftHub executable: swift build first")
    }

    private func run(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, signalled: Bool, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra.merging(["NO_AT_BRIDGE": "1"]) { $1 }) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
    }

    func testAnAbsurdTimeoutIsRefusedWithAMessage() throws {
        for value in ["1e16", "0", "-3", "nan", "inf"] {
            let result = try run(try binary(), ["--offline", "--timeout=\(value)"])
            XCTAssertFalse(result.signalled, "--timeout \(value) crashed: \(result.output)")
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(result.output.contains("--timeout must be a number of seconds above 0 and at most 3600"), "\(value): \(result.output)")
        }
    }

    /// A private session bus, so that uniqueness works as on a desktop: the first instance owns
    /// the name, then the second launches run against it.
    func testASecondLaunchIsNeverSilent() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw XCTSkip("needs an X display (scripts/test runs xvfb-run)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-second-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("second.png").path
        let script = """
            "$SWIFTHUB" --offline & first=$!
            for _ in $(seq 1 100); do
                gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \\
                    --method org.freedesktop.DBus.NameHasOwner org.stategtk.SwiftHub | grep -q true && break
                sleep 0.1
            done
            "$SWIFTHUB" --offline --screenshot "$SHOT"; echo "screenshot run: $?"
            "$SWIFTHUB" --offline; echo "offline run: $?"
            kill $first; wait $first
            """
        let result = try run(URL(fileURLWithPath: "/usr/bin/dbus-run-session"), ["--", "bash", "-c", script], environment: [
            "SWIFTHUB": try binary().path, "SHOT": shot,
            "XDG_CACHE_HOME": folder.path, "XDG_CONFIG_HOME": folder.path,
        ])
        XCTAssertTrue(result.output.contains("screenshot run: 0"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the second launch saved its own window: \(result.output)")
        XCTAssertTrue(result.output.contains("SwiftHub: SwiftHub is already running: its window was brought to the front, and --offline applies only to a new instance (add --new-instance)."), result.output)
        XCTAssertTrue(result.output.contains("offline run: 0"), result.output)
    }
}
#endif
