#if GTK4 && !GTK3
import Foundation
import StateGtkTesting
import XCTest

/// A StateGtk app on GTK 4 under Wayland (weston's headless compositor) and under X11 (the
/// tests' Xvfb): it starts on the backend it was given, says so, and saves a screenshot of its
/// window. GDK opens one display backend per process and this one is already on X11, so the app
/// (Tests/ScreenshotProbe) runs as a child process.
final class GTK4WaylandTests: XCTestCase {
    func testTheAppRunsAndSavesItsScreenshotUnderWayland() throws {
        let weston = try HeadlessWeston.start()
        defer { weston.stop() }
        // DISPLAY unset: GDK_BACKEND=wayland alone already refuses X11, and this makes sure.
        try checkProbe(backend: "wayland", display: "GdkWaylandDisplay", environment: [
            "XDG_RUNTIME_DIR": weston.runtimeDirectory, "WAYLAND_DISPLAY": weston.socket, "DISPLAY": nil,
        ])
    }

    func testTheSameAppRunsAndSavesItsScreenshotUnderX11() throws {
        let display = try XCTUnwrap(ProcessInfo.processInfo.environment["DISPLAY"], "no X display: run the tests under xvfb-run")
        try checkProbe(backend: "x11", display: "GdkX11Display", environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil])
    }

    /// SwiftHub itself, on GTK 4, offline: it starts on Wayland and on X11, shows its built-in
    /// repositories and saves its window (exit status 0 means the results were on screen).
    func testSwiftHubRunsAndSavesItsScreenshotUnderWaylandAndX11() throws {
        let weston = try HeadlessWeston.start()
        defer { weston.stop() }
        try checkSwiftHub(backend: "wayland", environment: [
            "XDG_RUNTIME_DIR": weston.runtimeDirectory, "WAYLAND_DISPLAY": weston.socket, "DISPLAY": nil,
        ])
        let display = try XCTUnwrap(ProcessInfo.processInfo.environment["DISPLAY"], "no X display: run the tests under xvfb-run")
        try checkSwiftHub(backend: "x11", environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil])
    }

    private func checkSwiftHub(backend: String, environment: [String: String?], file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try XCTUnwrap(Command.builtProduct("SwiftHub"), "no SwiftHub next to the tests", file: file, line: line)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-\(backend)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("swifthub.png").path
        var changes = environment
        changes["GDK_BACKEND"] = backend
        changes["GSK_RENDERER"] = nil
        changes["GTK_A11Y"] = "none"
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"] { changes[name] = folder.path }
        // GTK 4's GtkApplication warns without a session bus: a private one, as on a desktop.
        let bus = try XCTUnwrap(Command.path(of: "dbus-run-session"), "dbus-run-session is not installed", file: file, line: line)
        let run = try Command.run(bus, ["--", app.path, "--offline", "--new-instance", "--screenshot", png],
                                  environment: changes, timeout: 90, file: file, line: line)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        XCTAssertTrue(run.output.contains("Screenshot of SwiftHub saved to \(png)"), run.output, file: file, line: line)
        for problem in ["-CRITICAL", "-WARNING"] {
            XCTAssertFalse(run.output.contains(problem), run.output, file: file, line: line)
        }
        let image = try PNGPixels(path: png)
        XCTAssertGreaterThanOrEqual(image.width, 1_000, "SwiftHub's window at its default size", file: file, line: line)
        XCTAssertGreaterThan(image.distinctPixels, 50, "rows, text and icons, not a flat window", file: file, line: line)
    }

    /// Runs the probe with `--screenshot` on `backend` and checks that it said it was on
    /// `display`, ended well, and saved a 320×200 picture with its swatch in it.
    private func checkProbe(backend: String, display: String, environment: [String: String?],
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let probe = try XCTUnwrap(Command.builtProduct("ScreenshotProbe"), "no ScreenshotProbe next to the tests", file: file, line: line)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("probe.png").path
        var changes = environment
        changes["GDK_BACKEND"] = backend
        // GTK's own renderer choice, as an app gets it (this process's harness chose cairo).
        changes["GSK_RENDERER"] = nil
        // No accessibility bus here: GTK 4 would warn that it cannot reach one.
        changes["GTK_A11Y"] = "none"
        // The probe's saved window size stays in the test's folder.
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"] { changes[name] = folder.path }
        let run = try Command.run(probe.path, ["--screenshot", png], environment: changes, timeout: 60, file: file, line: line)

        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        XCTAssertTrue(run.standardOutput.contains("display: \(display)\n"), run.output, file: file, line: line)
        XCTAssertTrue(run.standardOutput.contains("ScreenshotProbe: saved a screenshot to \(png)"), run.output, file: file, line: line)
        for problem in ["-CRITICAL", "-WARNING"] {
            XCTAssertFalse(run.output.contains(problem), run.output, file: file, line: line)
        }
        let image = try PNGPixels(path: png)
        XCTAssertEqual(image.width, 320, file: file, line: line)
        XCTAssertEqual(image.height, 200, file: file, line: line)
        XCTAssertGreaterThan(image.distinctPixels, 2, "more than a flat colour", file: file, line: line)
        // ScreenshotProbe's swatch: 120 × 60 of rgba(192, 32, 128).
        XCTAssertEqual(image.count(of: PNGPixels.Pixel(red: 0xC0, green: 0x20, blue: 0x80, alpha: 0xFF)), 120 * 60, file: file, line: line)
    }
}

/// weston's headless compositor on a socket of its own, in a private XDG_RUNTIME_DIR (mode 0700,
/// as Wayland asks), for one test. `start()` skips the test when weston is not installed or
/// does not start; scripts/test installs it.
final class HeadlessWeston {
    let runtimeDirectory: String
    let socket: String
    private let process: Process

    private init(runtimeDirectory: String, socket: String, process: Process) {
        self.runtimeDirectory = runtimeDirectory
        self.socket = socket
        self.process = process
    }

    static func start() throws -> HeadlessWeston {
        guard let weston = Command.path(of: "weston") else {
            throw XCTSkip("weston is not installed (apt-get install weston; scripts/test installs it)")
        }
        // mkdtemp makes the folder 0700. A short path: a socket's path is at most 107 bytes.
        var template = Array("/tmp/stategtk-wayland-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("cannot make a runtime folder for weston") }
        let runtimeDirectory = String(cString: made)
        let socket = "stategtk-\(getpid())"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: weston)
        process.arguments = [
            "--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0", "--no-config",
            "--log=\(runtimeDirectory)/weston.log",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let compositor = HeadlessWeston(runtimeDirectory: runtimeDirectory, socket: socket, process: process)
        do { try process.run() } catch {
            compositor.stop()
            throw XCTSkip("weston did not start: \(error)")
        }
        // Its socket is listening once a connection to it succeeds; weston serves it from its
        // event loop, after its shell is loaded, so a client sees a whole compositor.
        let deadline = Date().addingTimeInterval(20)
        while !compositor.accepts() {
            guard process.isRunning, Date() < deadline else {
                let log = (try? String(contentsOfFile: "\(runtimeDirectory)/weston.log", encoding: .utf8)) ?? ""
                compositor.stop()
                throw XCTSkip("weston did not start (\(process.isRunning ? "no socket in 20 s" : "it exited")): \(log.suffix(2000))")
            }
            usleep(20_000)
        }
        return compositor
    }

    /// Whether a client can connect to the socket now.
    private func accepts() -> Bool {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array("\(runtimeDirectory)/\(socket)".utf8CString)
        guard path.count <= MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            path.withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }

    /// Ends weston (its own clients, the shell and the keyboard, end with its socket) and
    /// removes its folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }
}
#endif
