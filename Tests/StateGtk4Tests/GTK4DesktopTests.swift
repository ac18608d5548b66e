#if GTK4 && !GTK3
import CGtk4
import Foundation
import StateGtkTesting
import XCTest

@testable import StateGtk

/// The desktop services on GTK 4, as StateGtkTests' SettingsTests, ClipboardTests and
/// DesktopNotificationTests check them on GTK 3: settings kept through GSettings from a schema
/// compiled from the app's settings (and read back in the next process), the clipboard within
/// this process and with another X client (xclip), a notification reaching a notification
/// server on a private session bus and its button reaching the app.
final class GTK4DesktopTests: XCTestCase {
    private var folder: URL!
    private var processes: [Process] = []

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Settings

    private enum Keys {
        static let id = "org.stategtk.DesktopProbe"  // DesktopProbe's settings, the same keys
        static let position = Setting<Int>("divider-position", default: 280) { (0...10_000).contains($0) }
        static let ratio = Setting<Double>("ratio", default: 0.5) { $0.isFinite }
        static let theme = Setting<String>("theme", default: "system")
        static let recent = Setting<[String]>("recent", default: [])
        static let compact = Setting<Bool>("compact", default: false)
        static var all: [any AnySetting] { [position, ratio, theme, recent, compact] }
    }

    private var environment: [String: String?] {
        ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
         "GSETTINGS_SCHEMA_DIR": nil, "GSETTINGS_BACKEND": nil]
    }
    private var directories: AppDirectories {
        AppDirectories(applicationID: Keys.id, environment: environment.compactMapValues { $0 })
    }
    private var keyFile: URL { directories.config.appendingPathComponent("settings.ini") }

    /// DesktopProbe, built for GTK 4 with these tests, in a process of its own.
    private func probe(_ arguments: [String], _ changes: [String: String?] = [:]) throws -> Command {
        let probe = try XCTUnwrap(Command.builtProduct("DesktopProbe"), "DesktopProbe is not built next to the tests")
        let command = try Command.run(probe.path, arguments, environment: environment.merging(changes) { $1 }, timeout: 60)
        XCTAssertEqual(command.status, 0, command.output)
        return command
    }

    func testSettingsWrittenByOneProcessAreReadByTheNextThroughTheCompiledSchema() throws {
        XCTAssertEqual(try probe(["settings-read"]).standardOutput, """
            storage keyFile(\(keyFile.absoluteString))
            divider-position=280
            ratio=0.5
            theme=system
            recent=
            compact=false

            """, "defaults before anything is stored")
        _ = try probe(["settings-write", "divider-position", "412"])
        _ = try probe(["settings-write", "theme", "dark ' \" [x]"])
        _ = try probe(["settings-write", "recent", "stategtk/a,stategtk/b"])
        _ = try probe(["settings-write", "compact", "true"])
        _ = try probe(["settings-write", "ratio", "0.25"])
        let refused = try probe(["settings-write", "divider-position", "20000"])
        XCTAssertTrue(refused.standardError.contains("does not accept 20000; not stored"), refused.output)
        let read = try probe(["settings-read"])
        XCTAssertEqual(read.standardOutput.split(separator: "\n").dropFirst(), [
            "divider-position=412", "ratio=0.25", "theme=dark ' \" [x]", "recent=stategtk/a,stategtk/b", "compact=true",
        ])
        XCTAssertFalse(read.standardError.contains("setting"), "no diagnostic: \(read.standardError)")
        let stored = try String(contentsOf: keyFile, encoding: .utf8)
        XCTAssertTrue(stored.contains("[settings]") && stored.contains("divider-position=412"), stored)
        let schema = directories.cache.appendingPathComponent("settings-schema")
        XCTAssertTrue(FileManager.default.fileExists(atPath: schema.appendingPathComponent("gschemas.compiled").path),
                      "the schema was compiled with glib-compile-schemas")
    }

    /// What scripts/install does: the schema compiled into a schema folder GLib searches.
    func testWithTheSchemaInstalledSettingsGoThroughTheDesktopsBackend() throws {
        let schemas = folder.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        let schema = try probe(["settings-schema"]).standardOutput
        try schema.write(to: schemas.appendingPathComponent("\(Keys.id).gschema.xml"), atomically: true, encoding: .utf8)
        let compile = try Command.run("glib-compile-schemas", ["--strict", schemas.path])
        XCTAssertEqual(compile.status, 0, compile.output)
        // GLib's own keyfile backend stands in for dconf, which needs a session bus.
        let installed: [String: String?] = ["GSETTINGS_SCHEMA_DIR": schemas.path, "GSETTINGS_BACKEND": "keyfile"]
        XCTAssertEqual(try probe(["settings-write", "divider-position", "97"], installed).standardOutput, "storage installedSchema\n")
        let read = try probe(["settings-read"], installed)
        XCTAssertTrue(read.standardOutput.hasPrefix("storage installedSchema\ndivider-position=97\n"), read.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: keyFile.path), "the app's own key file is not used")
        XCTAssertEqual(try probe(["settings-read"]).standardOutput.split(separator: "\n")[1], "divider-position=280",
                       "without the schema, the key file: it holds nothing yet")
    }

    func testStoredSettingsAreValidatedWhenRead() throws {
        let directories = directories, keyFile = keyFile
        try onMain {
            try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
            try """
                [settings]
                divider-position='wide'
                ratio=0.75
                theme=42
                recent=['a', 'b']
                compact=123456789012345678901234567890
                """.write(to: keyFile, atomically: true, encoding: .utf8)
            var values: [String] = []
            var problems: [String] = []
            let messages = GTK4TestLog.capture { problems = GTK4Harness.problems(of: {
                let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
                for _ in 0..<3 {
                    values = ["\(settings[Keys.position])", "\(settings[Keys.ratio])", settings[Keys.theme],
                              settings[Keys.recent].joined(separator: ","), "\(settings[Keys.compact])"]
                }
            }) }
            XCTAssertEqual(problems, [], "GSettings is asked only what its schema declares")
            XCTAssertEqual(values, ["280", "0.75", "42", "a,b", "false"])
            for key in ["divider-position", "compact"] {
                XCTAssertEqual(messages.filter { $0.contains("setting \(key) of \(Keys.id) holds") }.count, 1, "\(key): \(messages)")
            }
            XCTAssertEqual(messages.count, 2, "\(messages)")

            try "[settings]\ndivider-position=-40\n".write(to: keyFile, atomically: true, encoding: .utf8)
            let outOfRange = GTK4TestLog.capture {
                let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
                XCTAssertEqual(settings[Keys.position], 280)
                settings[Keys.position] = 20_000
                XCTAssertEqual(settings[Keys.position], 280, "a value isValid refuses is not stored")
                settings[Keys.position] = 640
                settings.reset(Keys.ratio)
            }
            XCTAssertTrue(outOfRange.contains { $0.contains("holds -40, which it does not accept") }, "\(outOfRange)")
            XCTAssertTrue(outOfRange.contains { $0.contains("does not accept 20000; not stored") }, "\(outOfRange)")
            let reread = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
            XCTAssertEqual(reread[Keys.position], 640, "a valid value is written at once")

            let bytes = Data("[settings]\ndivider-position=412\ntheme='\u{e9}'\n".utf8.map { $0 == 0xc3 ? 0xe9 : $0 })
            try bytes.write(to: keyFile)
            let unreadable = GTK4TestLog.capture {
                let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
                XCTAssertEqual(settings[Keys.position], 280)
            }
            XCTAssertTrue(unreadable.contains { $0.contains("settings.ini is not UTF-8 text; it is kept as settings.ini.unreadable") }, "\(unreadable)")
            XCTAssertEqual(try Data(contentsOf: keyFile.appendingPathExtension("unreadable")), bytes, "the user's file is kept")
            XCTAssertEqual(GTK4Harness.takeProblems(), [])
        }
    }

    // MARK: Clipboard

    func testTextRoundTripsThroughTheClipboardAsynchronously() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        Clipboard.setText("first ✓")
        var read: String??
        Clipboard.readText { read = $0 }
        XCTAssertTrue(read == nil, "the answer comes through the main loop, never at once")
        XCTAssertTrue(GTK4Harness.drain(until: { read != nil }))
        XCTAssertEqual(read, "first ✓")

        Clipboard.setText("second")
        var awaited: String??
        Task { @MainActor in awaited = await Clipboard.text() }
        XCTAssertTrue(GTK4Harness.drain(until: { awaited != nil }))
        XCTAssertEqual(awaited, "second")

        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 2, 2)!
        Clipboard.setImage(pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        var none: String?? = .some("not read yet")
        var noURIs: [String]?
        Clipboard.readText { none = $0 }
        Clipboard.readURIs { noURIs = $0 }
        XCTAssertTrue(GTK4Harness.drain(until: { none != .some("not read yet") && noURIs != nil }))
        XCTAssertEqual(none, .some(nil), "an image is no text")
        XCTAssertEqual(noURIs, [], "nor a URI list")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testTextIsReadByAnotherProcess() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        Clipboard.setText("https://github.com/stategtk/stategtk ✓")
        XCTAssertEqual(try xclip(["-o", "-selection", "clipboard"]), Data("https://github.com/stategtk/stategtk ✓".utf8))
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testURIsAreOfferedAsAURIListAndAsTextAndReadBack() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let uris = ["file:///tmp/a%20b.txt", "https://example.org/"]
        Clipboard.setURIs(uris)
        let list = String(decoding: try xclip(["-o", "-selection", "clipboard", "-t", "text/uri-list"]), as: UTF8.self)
        XCTAssertEqual(list.split(whereSeparator: \.isNewline).map(String.init), uris)
        XCTAssertEqual(String(decoding: try xclip(["-o", "-selection", "clipboard"]), as: UTF8.self), uris.joined(separator: "\n"))
        var read: [String]?
        Clipboard.readURIs { read = $0 }
        XCTAssertNil(read)
        XCTAssertTrue(GTK4Harness.drain(until: { read != nil }))
        XCTAssertEqual(read, uris)
        var text: String??
        Clipboard.readText { text = $0 }
        XCTAssertTrue(GTK4Harness.drain(until: { text != nil }))
        XCTAssertEqual(text, uris.joined(separator: "\n"))
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAnImageIsPastedAsPNGElsewhereAndReadBack() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 7, 3)!
        gdk_pixbuf_fill(pixbuf, 0xff8800ff)
        Clipboard.setImage(pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        let png = try xclip(["-o", "-selection", "clipboard", "-t", "image/png"])
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG")
        var read: ClipboardImage??
        Clipboard.readImage { read = $0 }
        XCTAssertTrue(GTK4Harness.drain(until: { read != nil }))
        XCTAssertEqual(read??.size, Size(width: 7, height: 3))
        let image = try XCTUnwrap(read ?? nil)
        let pixels = try XCTUnwrap(gdk_pixbuf_read_pixels(image.pixbuf))
        XCTAssertEqual([pixels[0], pixels[1], pixels[2]], [0xff, 0x88, 0x00], "its colour")
        var text: String?? = .some("not read yet")
        Clipboard.readText { text = $0 }
        XCTAssertTrue(GTK4Harness.drain(until: { text != .some("not read yet") }))
        XCTAssertEqual(text, .some(nil), "an image is no text")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testWhatAnotherProcessPutOnTheClipboardIsReadHere() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        Clipboard.setText("ours")
        try whileAnotherProcessOwnsTheClipboard(Data("from xclip ✓".utf8)) {
            let read = try readUntil("xclip's text", Clipboard.readText) { $0 != "ours" && $0 != nil }
            XCTAssertEqual(read, "from xclip ✓")
        }
        Clipboard.setText("ours")
        try whileAnotherProcessOwnsTheClipboard(Data("file:///tmp/a%20b.txt\r\nhttps://example.org/\r\n".utf8), as: "text/uri-list") {
            let read = try readUntil("xclip's URIs", Clipboard.readURIs) { !$0.isEmpty }
            XCTAssertEqual(read, ["file:///tmp/a%20b.txt", "https://example.org/"])
        }
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 5, 4)!
        gdk_pixbuf_fill(pixbuf, 0x3366ccff)
        var buffer: UnsafeMutablePointer<gchar>?
        var size = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil), 0)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        let png = Data(bytes: buffer!, count: size)
        g_free(buffer)
        Clipboard.setText("ours")
        try whileAnotherProcessOwnsTheClipboard(png, as: "image/png") {
            let read = try readUntil("xclip's image", Clipboard.readImage) { $0 != nil }
            XCTAssertEqual(read??.size, Size(width: 5, height: 4))
        }
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    // MARK: Notifications

    func testTheNotificationIsShownItsButtonRunsTheAppsActionAndItIsWithdrawn() throws {
        for tool in ["dbus-daemon", "/usr/bin/python3"] where Command.path(of: tool) == nil {
            throw XCTSkip("\(tool) is not installed (scripts/test installs it)")
        }
        let bus = "unix:path=\(folder.appendingPathComponent("bus").path)"
        try start("dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(bus)"])
        let socket = folder.appendingPathComponent("bus").path
        try poll("the bus's socket", until: { FileManager.default.fileExists(atPath: socket) })
        let events = folder.appendingPathComponent("events")
        let fake = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fakes/fake_notifications.py")
        let server = try start("/usr/bin/python3", [fake.path, "--invoke", "Open"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus], output: events)
        try poll("the fake notification server", until: { (try? String(contentsOf: events, encoding: .utf8))?.contains("ready") ?? !server.isRunning })

        let probe = try XCTUnwrap(Command.builtProduct("DesktopProbe"), "DesktopProbe is not built next to the tests")
        let run = try Command.run(probe.path, ["notify"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus, "GIO_USE_PORTALS": nil, "GTK_A11Y": "none"], timeout: 60)
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

    /// Waits for another process (the app here is DesktopProbe, not this one).
    private func poll(_ what: String, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out after 10 s waiting for \(what)") }
            usleep(20_000)
        }
    }
}

/// Runs xclip (the second process) to paste, running GTK's main loop meanwhile, which serves
/// it; what it pasted.
@MainActor
private func xclip(_ arguments: [String]) throws -> Data {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") else { throw XCTSkip("xclip is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    let output = Pipe()
    process.standardOutput = output
    process.arguments = arguments
    try process.run()
    try StateGtkTesting.wait(timeout: 5, "xclip's output", until: { !process.isRunning })
    XCTAssertEqual(process.terminationStatus, 0, "xclip \(arguments)")
    return output.fileHandleForReading.readDataToEndOfFile()
}

/// Another process owns the clipboard: xclip, in the foreground (`-quiet`), serves `data` as
/// `target` until `body` returns.
@MainActor
private func whileAnotherProcessOwnsTheClipboard(_ data: Data, as target: String? = nil, _ body: () throws -> Void) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") else { throw XCTSkip("xclip is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    process.arguments = ["-i", "-selection", "clipboard", "-quiet"] + (target.map { ["-t", $0] } ?? [])
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
        process.terminate()
        process.waitUntilExit()
    }
    try input.fileHandleForWriting.write(contentsOf: data)
    try input.fileHandleForWriting.close()  // xclip takes the selection once its input ends
    try body()
}

/// Reads with `read` until `isExpected` holds: xclip takes the selection a moment after it
/// starts, and until then this process answers.
@MainActor
private func readUntil<Value>(_ what: String, _ read: (@escaping @MainActor (Value) -> Void) -> Void, isExpected: @escaping (Value) -> Bool) throws -> Value? {
    var last: Value?
    var pending = false
    try StateGtkTesting.wait(timeout: 5, what, until: {
        if let last, isExpected(last) { return true }
        if !pending {
            pending = true
            read { value in last = value; pending = false }
        }
        return false
    })
    return last
}
#endif
