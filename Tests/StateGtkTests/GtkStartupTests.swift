#if GTK3
import Foundation
import XCTest
/// StateGtkTesting's requireGtk() in a process with no display: it starts Xvfb, which goes when
/// the process does, or says what to install. (In a probe process: this one has GTK already.)
final class GtkStartupTests: XCTestCase {
    func testRequireGtkStartsXvfbWhenThereIsNoDisplay() throws {
        let run = try runProbe(["start-gtk"], display: nil)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        let display = try XCTUnwrap(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("display :") }, run.standardOutput)
        let number = try XCTUnwrap(Int(display.dropFirst("display :".count)), String(display))
        // The server ends with the process: its lock file goes.
        let lock = "/tmp/.X\(number)-lock"
        let deadline = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: lock), Date() < deadline { usleep(20_000) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: lock), "Xvfb :\(number) outlived the test process")
    }

    func testWithoutADisplayOrXvfbTheErrorSaysWhatToInstall() throws {
        let run = try runProbe(["start-gtk"], display: nil, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardOutput.contains("requireGtk failed: DISPLAY is not set and Xvfb is not installed: install it (Debian: apt-get install xvfb)"), run.standardOutput)
    }

    func testADisplayThatCannotBeOpenedIsNamed() throws {
        let run = try runProbe(["start-gtk"], display: ":4321")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardOutput.contains("GTK could not open the display \":4321\""), run.standardOutput)
        XCTAssertFalse(run.standardError.contains("Gtk-ERROR"), run.standardError)
    }
}
#endif
