// toolkit: both
import Foundation
@testable import StateGtk
import StateGtkTesting
import XCTest
/// The in-process tests' settings; DesktopProbe declares the same keys for the restart tests,
/// and prints its schema for the installed-schema test.
private enum Keys {
    static let id = "org.stategtk.DesktopProbe"
    static let position = Setting<Int>("divider-position", default: 280) { (0...10_000).contains($0) }
    static let ratio = Setting<Double>("ratio", default: 0.5) { $0.isFinite }
    static let theme = Setting<String>("theme", default: "system")
    static let recent = Setting<[String]>("recent", default: [])
    static let compact = Setting<Bool>("compact", default: false)
    static var all: [any AnySetting] { [position, ratio, theme, recent, compact] }
}

/// Settings persist through GSettings, into a key file where no schema is installed; what they
/// read from disk is checked, and no file content stops a launch.
final class SettingsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private var environment: [String: String?] {
        ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
         "GSETTINGS_SCHEMA_DIR": nil, "GSETTINGS_BACKEND": nil]
    }
    private var directories: AppDirectories {
        AppDirectories(applicationID: Keys.id, environment: environment.compactMapValues { $0 })
    }
    private var keyFile: URL { directories.config.appendingPathComponent("settings.ini") }

    private func probe(_ arguments: [String], _ changes: [String: String?] = [:]) throws -> Command {
        let probe = try XCTUnwrap(Command.builtProduct("DesktopProbe"), "DesktopProbe is not built next to the tests")
        let command = try Command.run(probe.path, arguments, environment: environment.merging(changes) { $1 }, timeout: 60)
        XCTAssertEqual(command.status, 0, command.output)
        return command
    }

    /// The probe's first value (its first line says the storage); a failed probe fails the test
    /// instead of stopping the run.
    private func secondLine(of command: Command) throws -> String {
        let lines = command.standardOutput.split(separator: "\n")
        return String(try XCTUnwrap(lines.dropFirst().first, command.output))
    }

    func testValuesWrittenByOneProcessAreReadByTheNext() throws {
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
        let compiled = directories.cache.appendingPathComponent("settings-schema/gschemas.compiled")
        XCTAssertTrue(FileManager.default.fileExists(atPath: compiled.path), "the schema was compiled with glib-compile-schemas")
    }

    /// What scripts/install does: the schema compiled into a schema folder GLib searches.
    func testWithTheSchemaInstalledValuesGoThroughTheDesktopsBackend() throws {
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
        XCTAssertEqual(try secondLine(of: probe(["settings-read"])), "divider-position=280",
                       "without the schema, the key file: it holds nothing yet")
    }

    /// Without glib-compile-schemas (libglib2.0-bin) nothing can be kept, and the app says so.
    func testWithoutTheSchemaCompilerValuesLiveInMemoryWithADiagnostic() throws {
        let noTools: [String: String?] = ["PATH": folder.path]
        let write = try probe(["settings-write", "divider-position", "97"], noTools)
        XCTAssertEqual(write.standardOutput, "storage memory\n")
        XCTAssertTrue(write.standardError.contains("cannot compile the settings schema org.stategtk.DesktopProbe"), write.standardError)
        XCTAssertEqual(try secondLine(of: probe(["settings-read"])), "divider-position=280", "nothing was kept")
    }

    func testStoredValuesOfAnotherTypeOrOutOfRangeReadTheDefaultWithOneDiagnosticEach() throws {
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
        var warnings: [String] = []
        let messages = TestLog.capture { warnings = gtkWarnings {
            let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
            for _ in 0..<3 {
                values = ["\(settings[Keys.position])", "\(settings[Keys.ratio])", settings[Keys.theme], settings[Keys.recent].joined(separator: ","), "\(settings[Keys.compact])"]
            }
        } }
        XCTAssertEqual(warnings, [], "GSettings is asked only what its schema declares")
        // GLib's keyfile backend takes an unquoted string as the string itself.
        XCTAssertEqual(values, ["280", "0.75", "42", "a,b", "false"])
        for key in ["divider-position", "compact"] {
            XCTAssertEqual(messages.filter { $0.contains("setting \(key) of \(Keys.id) holds") }.count, 1, "\(key): \(messages)")
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")

        try "[settings]\ndivider-position=-40\n".write(to: keyFile, atomically: true, encoding: .utf8)
        let outOfRange = TestLog.capture {
            let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
            XCTAssertEqual(settings[Keys.position], 280)
            settings[Keys.position] = 20_000
            XCTAssertEqual(settings[Keys.position], 280, "a value isValid refuses is not stored")
            settings[Keys.position] = 640
        }
        XCTAssertTrue(outOfRange.contains { $0.contains("holds -40, which it does not accept") }, "\(outOfRange)")
        XCTAssertTrue(outOfRange.contains { $0.contains("does not accept 20000; not stored") }, "\(outOfRange)")
        let reread = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
        XCTAssertEqual(reread[Keys.position], 640, "a valid value is written at once")
    } }

    /// Hostile key files: random bytes, truncations, invalid UTF-8, huge lines, spliced values.
    /// None stops the launch, every read is a valid value, and the next write makes a good file.
    func testNoKeyFileContentStopsALaunch() throws {
        let directories = directories, keyFile = keyFile
        try onMain {
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let good = Array("[settings]\ndivider-position=412\nratio=0.25\ntheme='dark'\nrecent=['a', 'b']\ncompact=true\n".utf8)
        let pieces: [[UInt8]] = [Array("[settings]".utf8), Array("=".utf8), Array("'".utf8), Array("[".utf8), [0xff, 0xfe, 0x00],
                                 Array("\n".utf8), Array("divider-position".utf8), Array("nan".utf8), Array("@ax []".utf8), [0xc3]]
        var generator = SystemRandomNumberGenerator()
        var warnings: [String] = []
        _ = TestLog.capture { warnings = gtkWarnings {
            for round in 0..<400 {
                var bytes = good
                switch round % 5 {
                case 0: bytes = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                case 1: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
                case 2: for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
                case 3: for _ in 0..<3 { bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator)) }
                default: bytes += Array("theme='\(String(repeating: "x", count: 100_000))\n".utf8)
                }
                _ = FileManager.default.createFile(atPath: keyFile.path, contents: Data(bytes))
                let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
                XCTAssertTrue((0...10_000).contains(settings[Keys.position]))
                XCTAssertTrue(settings[Keys.ratio].isFinite)
                _ = (settings[Keys.theme], settings[Keys.recent], settings[Keys.compact])
            }
        } }
        XCTAssertEqual(warnings, [], "GLib never complains about a file's content")
        let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
        settings[Keys.position] = 77
        let reread = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
        XCTAssertEqual(reread[Keys.position], 77, "a write after any corruption leaves a file that reads back")
    } }

    func testAFileThatIsNotUTF8IsKeptAsideAndSettingsStartOver() throws {
        let directories = directories, keyFile = keyFile
        try onMain {
            try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
            let bytes = Data("[settings]\ndivider-position=412\ntheme='\u{e9}'\n".utf8.map { $0 == 0xc3 ? 0xe9 : $0 })
            try bytes.write(to: keyFile)
            var warnings: [String] = []
            let messages = TestLog.capture { warnings = gtkWarnings {
                let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
                XCTAssertEqual(settings[Keys.position], 280)
                XCTAssertEqual(settings[Keys.theme], "system")
            } }
            XCTAssertEqual(warnings, [], "GLib's keyfile backend never sees the file")
            XCTAssertTrue(messages.contains { $0.contains("settings.ini is not UTF-8 text; it is kept as settings.ini.unreadable") }, "\(messages)")
            XCTAssertEqual(try Data(contentsOf: keyFile.appendingPathExtension("unreadable")), bytes, "the user's file is kept")
        }
    }

    /// GSettings aborts the process on a key its schema lacks, and warns on a value of another
    /// type: a setting the Settings were not made with reads its default and is not stored.
    func testASettingNotDeclaredOrDeclaredWithAnotherTypeIsReportedNotPassedToGSettings() {
        let directories = directories
        onMain {
            let settings = Settings(schema: SettingsSchema(id: Keys.id, settings: Keys.all), directories: directories)
            let undeclared = Setting<Int>("not-declared", default: 7)
            let retyped = Setting<String>("divider-position", default: "wide")
            var warnings: [String] = []
            let messages = TestLog.capture { warnings = gtkWarnings {
                XCTAssertEqual(settings[undeclared], 7)
                settings[undeclared] = 8
                XCTAssertEqual(settings[retyped], "wide")
                settings[retyped] = "narrow"
            } }
            XCTAssertEqual(warnings, [])
            XCTAssertEqual(messages.filter { $0.contains("is not among the settings") }.count, 4, "\(messages)")
            XCTAssertEqual(settings[Keys.position], 280, "the declared setting is untouched")
        }
    }

    func testTheSchemaDeclaresEveryKeyWithItsTypeAndDefault() {
        XCTAssertEqual(SettingsSchema(id: "org.example.Notes", settings: [Keys.position, Keys.theme, Keys.recent]).xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <schemalist>
              <schema id="org.example.Notes" path="/org/example/Notes/">
                <key name="divider-position" type="x">
                  <default>280</default>
                </key>
                <key name="theme" type="s">
                  <default>'system'</default>
                </key>
                <key name="recent" type="as">
                  <default>[]</default>
                </key>
              </schema>
            </schemalist>

            """)
    }
}
