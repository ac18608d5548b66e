#if GTK3
import Foundation
import XCTest
/// SwiftHub end to end: runs `Tests/EndToEnd/swifthub_e2e.py`, which starts the real SwiftHub
/// binary on a private X server with the accessibility bus, drives it through the accessibility
/// tree and real pointer and key events (against a GitHub-shaped server on 127.0.0.1, and with
/// `--offline`; shortcuts wherever the focus is, menus, the owner page, a second launch, the
/// window's size and maximised state across launches, a settings portal's dark preference),
/// and saves a screenshot after each step.
///
/// The script brings its own display and session bus, so this test needs neither (it also runs
/// under `scripts/test`'s xvfb-run). It needs Debian's python3 with python3-pyatspi, and Xvfb,
/// dbus, at-spi2-core, openbox, xdotool, x11-utils and imagemagick; `SWIFTHUB_SKIP_E2E=1` skips it.
/// The binary is the one built next to this test bundle (`swift test` builds it: the test target
/// depends on the executable), or `SWIFTHUB_BINARY`.
final class SwiftHubEndToEndTests: XCTestCase {
    /// The whole run takes about twenty-five seconds; this is the limit for a machine under load.
    static let timeout: TimeInterval = 150

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EndToEnd").appendingPathComponent("swifthub_e2e.py")

    func testSwiftHubThroughTheAccessibilityTree() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["SWIFTHUB_SKIP_E2E"] == "1" { throw XCTSkip("SWIFTHUB_SKIP_E2E=1") }
        let binary = try XCTUnwrap(Self.swiftHubBinary(), "no SwiftHub executable next to the tests: swift build first, or set SWIFTHUB_BINARY")
        let screenshots = FileManager.default.temporaryDirectory
            .appendingPathComponent("swifthub-e2e-\(UUID().uuidString.prefix(8).lowercased())")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")  // Debian's: pyatspi is a Debian package
        process.arguments = [
            Self.script.path, "--binary", binary.path, "--screenshots", screenshots.path,
            "--timeout", String(Int(Self.timeout) - 10),
        ]
        var childEnvironment = environment
        childEnvironment["PYTHONDONTWRITEBYTECODE"] = "1"
        childEnvironment["PYTHONPATH"] = nil  // pyenv's or a virtualenv's paths have no place here
        childEnvironment.removeValue(forKey: "NO_AT_BRIDGE")  // the app must talk to the accessibility bus
        process.environment = childEnvironment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice

        // Read the output on another thread, so that a full pipe never stalls the script.
        let collected = OutputCollector()
        let reader = Thread {
            let handle = output.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                collected.append(chunk)
            }
            collected.finish()
        }
        reader.start()
        try process.run()

        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning, Date() < deadline { usleep(100_000) }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()  // the script ends the processes it started when told to stop
            let grace = Date().addingTimeInterval(10)
            while process.isRunning, Date() < grace { usleep(100_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        collected.waitUntilFinished(timeout: 10)
        let text = collected.text

        print(text)  // the steps and the screenshots' folder, in the test log
        XCTAssertFalse(timedOut, "swifthub_e2e.py took more than \(Int(Self.timeout)) s:\n\(text)")
        XCTAssertEqual(process.terminationStatus, 0, "swifthub_e2e.py failed:\n\(text)")
        XCTAssertTrue(text.contains("PASS:"), "swifthub_e2e.py did not report success:\n\(text)")
    }

    /// The SwiftHub executable: `SWIFTHUB_BINARY`, else next to the test bundle (the same
    /// `.build/<triple>/<configuration>` folder), else `.build/debug/SwiftHub` above this file.
    static func swiftHubBinary() -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["SWIFTHUB_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let bundle = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) {
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("SwiftHub"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("SwiftHub"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("SwiftHub"))
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent(".build/debug/SwiftHub"))
            folder.deleteLastPathComponent()
        }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: candidate.path)
        }
    }
}

/// The script's output, filled by the reading thread.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    func finish() { done.signal() }

    func waitUntilFinished(timeout: TimeInterval) { _ = done.wait(timeout: .now() + timeout) }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
#endif
