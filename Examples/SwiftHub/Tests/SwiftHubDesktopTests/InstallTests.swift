#if GTK3
import Foundation
import StateGtkTesting
import XCTest
/// `scripts/install` into a temporary prefix (with a space in it): every file lands where the
/// desktop looks for it, translated, and the installed binary starts and shows the built-in
/// repositories.
///
/// It installs the SwiftHub that `swift test` built next to this test bundle (`--bin-path`):
/// building again from inside `swift test` would wait for the build folder `swift test` holds.
final class InstallTests: XCTestCase {
    private var prefix: URL!

    override func setUpWithError() throws {
        prefix = FileManager.default.temporaryDirectory
            .appendingPathComponent("swifthub-install-\(UUID().uuidString.prefix(8))")
            .appendingPathComponent("my apps")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent())
    }

    func testInstalledFilesAndTheInstalledBinaryStarts() throws {
        let swiftHub = try XCTUnwrap(Command.builtProduct("SwiftHub"), "no SwiftHub executable next to the tests")
        let install = try Command.run(
            DesktopFiles.installScript.path,
            ["--prefix", prefix.path, "--bin-path", swiftHub.deletingLastPathComponent().path])
        XCTAssertEqual(install.status, 0, install.output)

        let id = DesktopFiles.id
        let share = prefix.appendingPathComponent("share")
        let desktopEntry = share.appendingPathComponent("applications/\(id).desktop")
        // The metainfo and the menu entry carry the translations of SwiftHub's catalogs.
        let metainfo = share.appendingPathComponent("metainfo/\(id).metainfo.xml")
        let metainfoText = try String(contentsOf: metainfo, encoding: .utf8)
        for language in ["de", "he"] {
            XCTAssertTrue(metainfoText.contains("<summary xml:lang=\"\(language)\">"), "no \(language) summary in:\n\(metainfoText)")
        }
        let metainfoValidation = try Command.run("appstreamcli", ["validate", "--no-net", metainfo.path])
        XCTAssertEqual(metainfoValidation.status, 0, metainfoValidation.output)
        XCTAssertEqual(try Data(contentsOf: share.appendingPathComponent("icons/hicolor/scalable/apps/\(id).svg")),
                       try Data(contentsOf: DesktopFiles.icon))

        // The menu entry starts the installed binary by its full path, quoted for the space.
        let command = prefix.appendingPathComponent("bin/swifthub")
        XCTAssertEqual(try DesktopFiles.entries(ofDesktopFile: desktopEntry)["Exec"], "\"\(command.path)\"")
        let validation = try Command.run("desktop-file-validate", [desktopEntry.path])
        XCTAssertEqual(validation.status, 0, validation.output)
        let entries = try DesktopFiles.entries(ofDesktopFile: desktopEntry)
        XCTAssertEqual(entries["GenericName[de]"], "Repository-Browser")
        XCTAssertEqual(entries["Comment[he]"], "עיון במאגרי ה־Swift עם הכי הרבה כוכבים ב־GitHub")
        // The catalogs, where the installed binary looks for them (../../share/locale).
        for language in ["de", "he"] {
            for domain in ["swifthub", "stategtk"] {
                let catalog = share.appendingPathComponent("locale/\(language)/LC_MESSAGES/\(domain).mo")
                XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.path), "\(catalog.path) is not installed")
            }
        }

        // The settings schema, compiled where GLib looks (share/glib-2.0/schemas), as SwiftHub declares it.
        let schemas = share.appendingPathComponent("glib-2.0/schemas")
        XCTAssertTrue(FileManager.default.fileExists(atPath: schemas.appendingPathComponent("gschemas.compiled").path), install.output)
        let setting = try Command.run("gsettings", ["--schemadir", schemas.path, "get", id, "divider-position"],
                                      environment: ["GSETTINGS_BACKEND": "memory"])
        XCTAssertEqual(setting.standardOutput, "int64 720\n", setting.output)

        // The command links to the executable, whose resource bundle sits beside it: that is
        // where SwiftPM's accessor looks first.
        let executable = prefix.appendingPathComponent("lib/swifthub/SwiftHub")
        XCTAssertEqual(command.resolvingSymlinksInPath().path, executable.resolvingSymlinksInPath().path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path))
        let fixtures = prefix.appendingPathComponent("lib/swifthub/StateGtk_SwiftHubData.resources/Fixtures/index.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixtures.path), "the fixtures are not installed:\n\(install.output)")

        // SwiftHub saves its screenshot only once repositories are on screen, then quits.
        XCTAssertNotNil(ProcessInfo.processInfo.environment["DISPLAY"], "no display: run the tests under xvfb-run")
        let screenshot = prefix.appendingPathComponent("swifthub.png")
        let run = try Command.run(
            command.path, ["--offline", "--screenshot", screenshot.path],
            environment: ["XDG_CACHE_HOME": prefix.appendingPathComponent("cache").path, "NO_AT_BRIDGE": "1"],
            timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("Screenshot of SwiftHub saved"), run.output)
        let png = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "not a PNG")
    }
}
#endif
