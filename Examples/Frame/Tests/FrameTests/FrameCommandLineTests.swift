#if GTK3
import CGtk
import FrameApp
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// `Frame … --export PATH`: the window opens, exports, and quits with 0, or 1 after printing and
/// showing the error.
final class FrameCommandLineTests: XCTestCase {
    func testAFailedUnattendedExportIsShownInTheWindowAndSetsStatusOne() throws { try onMain {
        try requireGtk()
        var options = FrameOptions()
        options.exportURL = URL(fileURLWithPath: "/dev/full")
        let controller = FrameController(options: options)
        controller.show()
        defer { controller.close() }
        XCTAssertTrue(Gtk.runUntil(timeout: 10) {
            controller.exitStatus == 1 && !controller.frameView.state.isTransitioning && controller.frameView.state.pendingCount == 0
        })
        StateView.flushRenders()
        let view = try XCTUnwrap(controller.frameView)
        XCTAssertEqual(view.infoBar.text, "Cannot save “/dev/full”: the disk is full.")
        XCTAssertTrue(view.childKeys.contains("notice"), "the error is in the window")
        XCTAssertEqual(controller.titleBar?.subtitle, "sample.png")
    } }

    func testTheExecutableExportsAndReportsFailuresWithItsStatus() throws {
        // The executable sits next to the test bundle once the package is built.
        let frame = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Frame")
        guard FileManager.default.isExecutableFile(atPath: frame.path) else { throw XCTSkip("build the Frame product first") }
        let output = try temporaryFolder(self).appendingPathComponent("square.png")

        let success = try run(frame, ["--aspect", "square", "--margin", "5", "--export", output.path])
        XCTAssertEqual(success.status, 0, success.errors)
        let png = try XCTUnwrap(DecodedPNG(output))
        XCTAssertEqual(png.width, png.height)
        XCTAssertTrue(success.output.contains("saved \(output.path)"), success.output)

        let full = try run(frame, ["--export", "/dev/full"])
        XCTAssertEqual(full.status, 1)
        XCTAssertTrue(full.errors.contains("Cannot save “/dev/full”: the disk is full."), full.errors)

        let notAnImage = try run(frame, [frame.path, "--export", output.path])
        XCTAssertEqual(notAnImage.status, 1)
        XCTAssertTrue(notAnImage.errors.contains("“Frame” is not an image Frame can read."), notAnImage.errors)

        let badMargin = try run(frame, ["--margin", "40"])
        XCTAssertNotEqual(badMargin.status, 0)
        XCTAssertTrue(badMargin.errors.contains("--margin must be between 0 and 25"), badMargin.errors)
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
#endif
