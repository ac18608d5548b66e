#if GTK4 && !GTK3
import Foundation
import StateGtkTesting
import XCTest

/// The Gallery and Frame examples, built for GTK 4 from the same files as for GTK 3, run as
/// their users run them: each of the Gallery's pages and Frame's window save a screenshot and
/// quit, and Frame exports a framed PNG, with exit status 0 and no GTK critical or warning.
/// Each is a process of its own (an app, with its own GtkApplication), on a session bus of its
/// own (dbus-run-session: GtkApplication warns without one).
final class GTK4ExampleTests: XCTestCase {
    func testEveryGalleryPageShowsWithoutAWarning() throws {
        for page in ["basics", "more", "drawing", "table"] {
            let png = folder.appendingPathComponent("gallery-\(page).png").path
            let run = try runExample("Gallery", ["--page", page, "--screenshot", png])
            XCTAssertEqual(run.status, 0, "\(page): \(run.output)")
            XCTAssertTrue(run.standardOutput.contains("Gallery: saved a screenshot to \(png)"), "\(page): \(run.output)")
            assertNoGtkProblems(run, page)
            let image = try PNGPixels(path: png)
            // The window's default size, or more where its content asks for more.
            XCTAssertGreaterThanOrEqual(image.width, 1180, page)
            XCTAssertGreaterThanOrEqual(image.height, 700, page)
            XCTAssertGreaterThan(image.distinctPixels, 50, "\(page): a window with content, not a flat colour")
        }
    }

    func testFrameShowsTheSampleAndExportsItFramed() throws {
        let screenshot = folder.appendingPathComponent("frame.png").path
        let shown = try runExample("Frame", ["--screenshot", screenshot])
        XCTAssertEqual(shown.status, 0, shown.output)
        XCTAssertTrue(shown.standardOutput.contains("Frame: saved a screenshot to \(screenshot)"), shown.output)
        assertNoGtkProblems(shown, "screenshot")
        let window = try PNGPixels(path: screenshot)
        XCTAssertGreaterThanOrEqual(window.width, 1000)
        XCTAssertGreaterThanOrEqual(window.height, 720)
        // The preview's white canvas: the sample's 600 × 400 framed 4:5, scaled into the window.
        XCTAssertGreaterThan(window.count(of: PNGPixels.Pixel(red: 255, green: 255, blue: 255, alpha: 255)), 100_000, "the white canvas is drawn")

        let export = folder.appendingPathComponent("framed.png").path
        let exported = try runExample("Frame", ["--aspect", "square", "--margin", "10", "--export", export])
        XCTAssertEqual(exported.status, 0, exported.output)
        assertNoGtkProblems(exported, "export")
        let framed = try PNGPixels(path: export)
        XCTAssertEqual(framed.width, framed.height, "square")
        XCTAssertTrue(exported.standardOutput.contains("Frame: saved \(export) (\(framed.width) × \(framed.height) pixels)"), exported.output)
        XCTAssertEqual(framed.pixel(x: 0, y: 0), PNGPixels.Pixel(red: 255, green: 255, blue: 255, alpha: 255), "a white corner")
        XCTAssertNotEqual(framed.pixel(x: framed.width / 2, y: framed.height / 2), framed.pixel(x: 0, y: 0), "the picture in the middle")

        let missing = try runExample("Frame", ["/nonexistent/photo.jpg", "--export", export])
        XCTAssertEqual(missing.status, 1, missing.output)
        XCTAssertTrue(missing.standardError.contains("Frame: Cannot open “photo.jpg”: the file does not exist."), missing.output)
        assertNoGtkProblems(missing, "a missing image")
    }

    // MARK: Running an example

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the example `name` (built next to the tests) with `arguments` on this X display.
    private func runExample(_ name: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Command {
        let example = try XCTUnwrap(Command.builtProduct(name), "no \(name) next to the tests", file: file, line: line)
        guard Command.path(of: "dbus-run-session") != nil else {
            throw XCTSkip("dbus-run-session is not installed (apt-get install dbus)")
        }
        var environment: [String: String?] = [
            // GTK's own renderer choice, as an app gets it (this process's harness chose cairo).
            "GSK_RENDERER": nil,
            // No accessibility bus on the private session bus: GTK 4 would warn it cannot reach one.
            "GTK_A11Y": "none",
            "DBUS_SESSION_BUS_ADDRESS": nil,
        ]
        // The example's saved window size and settings stay in the test's folder.
        for variable in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"] { environment[variable] = folder.path }
        return try Command.run("dbus-run-session", ["--", example.path] + arguments, environment: environment, timeout: 90, file: file, line: line)
    }

    private func assertNoGtkProblems(_ run: Command, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for problem in ["-CRITICAL", "-WARNING"] {
            XCTAssertFalse(run.output.contains(problem), "\(what): \(run.output)", file: file, line: line)
        }
    }
}
#endif
