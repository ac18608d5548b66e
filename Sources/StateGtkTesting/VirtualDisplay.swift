// toolkit: both
import Foundation
/// An Xvfb server this process started because it had no display, so that `swift test` works
/// without `xvfb-run`. Started at most once; Xvfb ends with the process (see `start()`).
@MainActor
enum VirtualDisplay {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The display it started (`:N`), once it did.
    private(set) static var name: String?

    /// Starts Xvfb on a free display number and points DISPLAY at it.
    ///
    /// Xvfb chooses the number itself (`-displayfd` writes it on the pipe once the server takes
    /// connections), so two test processes starting at once never race for one. `-terminate`
    /// ends it when its last client goes, which is this process's GTK connection, even when the
    /// process crashes; `atexit` kills it as well, for a process that never connected.
    static func start() throws(Failure) {
        if name != nil { return }
        guard let xvfb = executable(named: "Xvfb") else {
            throw Failure(description: "DISPLAY is not set and Xvfb is not installed: install it (Debian: apt-get install xvfb) or run the tests under a display")
        }
        let process = Process()
        process.executableURL = xvfb
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-terminate"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(description: "DISPLAY is not set and Xvfb (\(xvfb.path)) did not start: \(error)")
        }
        // One line, the display number, once Xvfb is ready; nothing if it failed.
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(line) else {
            process.terminate()
            throw Failure(description: "DISPLAY is not set and Xvfb (\(xvfb.path)) did not report a display (exit status \(process.isRunning ? "none yet" : "\(process.terminationStatus)"))")
        }
        xvfbProcess = process.processIdentifier
        atexit { if xvfbProcess > 0 { kill(xvfbProcess, SIGTERM) } }
        name = ":\(number)"
        setenv("DISPLAY", ":\(number)", 1)
    }

    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Xvfb's process id, for the `atexit` handler (a C function: it can read globals only).
nonisolated(unsafe) private var xvfbProcess: pid_t = 0
