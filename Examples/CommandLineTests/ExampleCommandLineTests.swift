#if GTK3
import Foundation
import StateGtkTesting
import XCTest
/// Gallery's and ConstraintDemo's arguments, parsed by ArgumentParser: `--help` describes them,
/// a bad value is refused with usage status 64, and a good one takes effect.
final class ExampleCommandLineTests: XCTestCase {
    func testHelpListsEveryOption() throws {
        let gallery = try Command.run(try executable("Gallery"), ["--help"])
        XCTAssertEqual(gallery.status, 0, gallery.output)
        XCTAssertTrue(gallery.output.contains("USAGE: Gallery [--dark] [--page <page>] [--screenshot <path>]"), gallery.output)

        let demo = try Command.run(try executable("ConstraintDemo"), ["--help"])
        XCTAssertEqual(demo.status, 0, demo.output)
        XCTAssertTrue(demo.output.contains("USAGE: ConstraintDemo [--size <WIDTHxHEIGHT>] [--screenshot <path>]"), demo.output)
        XCTAssertTrue(demo.output.contains("(default: 640x440)"), demo.output)
    }

    func testABadSizeOrAnUnknownOptionIsRefused() throws {
        for arguments in [["--size", "900"], ["--size", "0x300"], ["--size", "900x-1"], ["--size", "wide"], ["--sise", "900x600"]] {
            let result = try Command.run(try executable("ConstraintDemo"), arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains("Usage: ConstraintDemo"), result.output)
        }
        let gallery = try Command.run(try executable("Gallery"), ["--screenshot"])
        XCTAssertEqual(gallery.status, 64, gallery.output)
        XCTAssertTrue(gallery.output.contains("Missing value for '--screenshot <path>'"), gallery.output)
        let page = try Command.run(try executable("Gallery"), ["--page", "nowhere"])
        XCTAssertEqual(page.status, 64, page.output)
        XCTAssertTrue(page.output.contains("The value 'nowhere' is invalid for '--page <page>'"), page.output)
    }

    func testTheWindowTakesTheGivenSize() throws {
        XCTAssertNotNil(ProcessInfo.processInfo.environment["DISPLAY"], "no display: run the tests under xvfb-run")
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("constraint-demo-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let result = try Command.run(
            try executable("ConstraintDemo"), ["--size", "500x300", "--screenshot", screenshot.path],
            environment: ["NO_AT_BRIDGE": "1"], timeout: 60)
        XCTAssertEqual(result.status, 0, result.output)
        // The PNG's header: its width, then its height (the content's 300 plus the title bar).
        let header = try Data(contentsOf: screenshot).prefix(24)
        XCTAssertEqual(header.count, 24)
        let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 500)
        XCTAssertGreaterThan(height, 300)
    }

    private func executable(_ name: String) throws -> String {
        try XCTUnwrap(Command.builtProduct(name), "no \(name) executable next to the tests").path
    }
}
#endif
