// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
@testable import SwiftHubApp
/// The divider between the list and the details comes back where it was left, through
/// `Settings` in a key file (what a run from the build folder uses), and no stored value keeps
/// the window from opening with its divider in place.
final class DividerSettingsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-settings-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A launch's settings: read afresh from the folder, as the next process would.
    @MainActor private static func launchSettings(in folder: URL) -> Settings {
        let directories = AppDirectories(applicationID: SwiftHubSettings.applicationID, environment: [
            "HOME": folder.path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ])
        return Settings(schema: SwiftHubSettings.schema, directories: directories, prefersInstalledSchema: false)
    }

    private static func keyFile(in folder: URL) -> URL {
        folder.appendingPathComponent("config/\(SwiftHubSettings.applicationID)/settings.ini")
    }

    /// The width the list's side of the paned was given.
    @MainActor private static func listWidth(_ window: SwiftHubWindow) -> Int32 {
        gtk_widget_get_allocated_width(window.home.split.start.widget)
    }

    func testTheDividerIsWhereTheLastLaunchLeftIt() throws {
        let folder = folder!, keyFile = Self.keyFile(in: folder)
        try onMain {
            try requireGtk()
            let first = SwiftHubWindow(network: nil, settings: Self.launchSettings(in: folder))
            first.waitForFirstPage()
            first.settle()
            XCTAssertEqual(first.home.split.position, SwiftHubSettings.dividerPosition.defaultValue, "a first launch starts at the default")
            first.home.split.position = 430
            first.settle()
            XCTAssertEqual(Self.listWidth(first), 430, "the list's side follows the divider")
            XCTAssertGreaterThan(gtk_widget_get_allocated_height(first.home.split.gtkWidget), first.windowSize.height / 2,
                                 "the list and the details take the window's height")
            first.close()
            XCTAssertTrue(try String(contentsOf: keyFile, encoding: .utf8).contains("divider-position=430"), "stored when the window closed")

            let second = SwiftHubWindow(network: nil, settings: Self.launchSettings(in: folder))
            defer { second.close() }
            second.waitForFirstPage()
            second.settle()
            XCTAssertEqual(second.home.split.position, 430, "restored at the next launch")
            XCTAssertEqual(Self.listWidth(second), 430)
            XCTAssertEqual(second.rowCount, 30, "the list still shows in its side")
            XCTAssertNotNil(second.home.details, "and the details in theirs")
        }
    }

    func testAStoredValueItDoesNotAcceptOpensAtTheDefault() throws {
        let folder = folder!, keyFile = Self.keyFile(in: folder)
        try onMain {
            try requireGtk()
            let hostile = ["-40", "0", "2147483647", "99999999999999999999", "'wide'", "430.5", "[1, 2]", "", "@i 5000000",
                           "\u{0}\u{1}", "(((((((((("]
            for value in hostile {
                try FileManager.default.createDirectory(at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "[settings]\ndivider-position=\(value)\n".write(to: keyFile, atomically: true, encoding: .utf8)
                let window = SwiftHubWindow(network: nil, settings: Self.launchSettings(in: folder))
                window.waitForFirstPage()
                window.settle(0.1)
                XCTAssertEqual(window.home.split.position, SwiftHubSettings.dividerPosition.defaultValue, "stored \(value.debugDescription)")
                XCTAssertEqual(window.rowCount, 30, "stored \(value.debugDescription): the window works")
                window.close()
            }
        }
    }

    /// What `scripts/install` installs is what the app declares: an installed schema that lacks
    /// a key would send the settings to a key file (with a warning) instead of the desktop's.
    func testTheInstalledSchemaIsTheDeclaredOne() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Desktop/org.stategtk.SwiftHub.gschema.xml")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), SwiftHubSettings.schema.xml)
    }
}
