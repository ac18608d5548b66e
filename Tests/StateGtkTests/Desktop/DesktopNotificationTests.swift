// toolkit: both
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A notification reaches the desktop's notification server, and its button reaches the app:
/// a fake `org.freedesktop.Notifications` (Tests/Fakes/fake_notifications.py) on a private
/// session bus receives what DesktopProbe sends, clicks its button, and sees it withdrawn.
final class DesktopNotificationTests: XCTestCase {
    private var processes: [Process] = []
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notifications-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheNotificationIsShownItsButtonRunsTheAppsActionAndItIsWithdrawn() throws {
        for tool in ["dbus-daemon", "/usr/bin/python3"] where Command.path(of: tool) == nil {
            throw XCTSkip("\(tool) is not installed (scripts/test installs it)")
        }
        let bus = "unix:path=\(folder.appendingPathComponent("bus").path)"
        try start("dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(bus)"])
        let socket = folder.appendingPathComponent("bus").path
        try poll("the bus's socket", until: { FileManager.default.fileExists(atPath: socket) })
        let events = folder.appendingPathComponent("events")
        let fake = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fakes/fake_notifications.py")
        let server = try start("/usr/bin/python3", [fake.path, "--invoke", "Open"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus], output: events)
        try poll("the fake notification server", until: { (try? String(contentsOf: events, encoding: .utf8))?.contains("ready") ?? !server.isRunning })

        let probe = try XCTUnwrap(Command.builtProduct("DesktopProbe"), "DesktopProbe is not built next to the tests")
        let run = try Command.run(probe.path, ["notify"], environment: [
            // GTK 4 would look for an accessibility bus on the private session bus, which has none.
            "DBUS_SESSION_BUS_ADDRESS": bus, "GIO_USE_PORTALS": nil, "GTK_A11Y": "none",
        ], timeout: 60)
        XCTAssertEqual(run.status, 0, "the button's action ran: \(run.output)")
        XCTAssertEqual(run.standardOutput, "activated open stategtk/stategtk\n")
        XCTAssertTrue(run.standardError.contains("\"win.close\" of button \"Not an app action\" is not an app. action"), run.standardError)
        XCTAssertFalse(run.standardError.contains("CRITICAL") || run.standardError.contains("WARNING"), run.standardError)

        try poll("the withdrawal", until: { (try? String(contentsOf: events, encoding: .utf8))?.contains("close") ?? false })
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(lines.count, 3, "ready, one notification, its withdrawal: \(lines)")
        let notification = try XCTUnwrap(lines.dropFirst().first?["notify"] as? [String: Any])
        XCTAssertEqual(notification["summary"] as? String, "Refresh finished")
        XCTAssertEqual(notification["body"] as? String, "42 repositories")
        XCTAssertEqual(notification["actions"] as? [String], ["app.open('stategtk/stategtk')", "Open"], "the one button, keyed by its action")
        XCTAssertEqual(lines.last?["close"] as? Int, notification["id"] as? Int, "the same notification is withdrawn")
    }

    @discardableResult
    private func start(_ tool: String, _ arguments: [String], environment changes: [String: String] = [:], output: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(Command.path(of: tool)))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(changes) { $1 }
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
        }
        // The fake server exits when its input closes, should this process die first.
        process.standardInput = Pipe()
        try process.run()
        processes.append(process)
        return process
    }

    /// Waits for another process (no GTK here: the app is DesktopProbe).
    private func poll(_ what: String, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { throw NotificationTestTimeout(what: what) }
            usleep(20_000)
        }
    }
}

private struct NotificationTestTimeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out after 10 s waiting for \(what)" }
}
