import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest

/// The clipboard against another X client, xclip: what StateGtk puts there another process
/// pastes, and StateGtk reads it back asynchronously. GTK serves the selection through the main
/// loop, so it runs while xclip does.
final class ClipboardTests: XCTestCase {
    func testTextIsReadByAnotherProcessAndAsynchronouslyHere() throws { try onMain {
        try requireGtk()
        Clipboard.setText("https://github.com/stategtk/stategtk ✓")
        XCTAssertEqual(try xclip(["-o", "-selection", "clipboard"]), Data("https://github.com/stategtk/stategtk ✓".utf8))
        var read: String??
        Clipboard.readText { read = $0 }
        try StateGtkTesting.wait(timeout: 5, "the clipboard's text", until: { read != nil })
        XCTAssertEqual(read, "https://github.com/stategtk/stategtk ✓")
    } }

    func testURIsAreOfferedAsAURIListAndAsText() throws { try onMain {
        try requireGtk()
        let uris = ["file:///tmp/a%20b.txt", "https://example.org/"]
        Clipboard.setURIs(uris)
        let list = String(decoding: try xclip(["-o", "-selection", "clipboard", "-t", "text/uri-list"]), as: UTF8.self)
        XCTAssertEqual(list.split(whereSeparator: \.isNewline).map(String.init), uris)
        XCTAssertEqual(String(decoding: try xclip(["-o", "-selection", "clipboard"]), as: UTF8.self), uris.joined(separator: "\n"))
        var read: [String]?
        Clipboard.readURIs { read = $0 }
        try StateGtkTesting.wait(until: { read != nil })
        XCTAssertEqual(read, uris)
    } }

    func testAnImageIsPastedAsPNGElsewhereAndReadBack() throws { try onMain {
        try requireGtk()
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 7, 3)!
        gdk_pixbuf_fill(pixbuf, 0xff8800ff)
        Clipboard.setImage(pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        let png = try xclip(["-o", "-selection", "clipboard", "-t", "image/png"])
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG")
        var read: ClipboardImage??
        Clipboard.readImage { read = $0 }
        try StateGtkTesting.wait(until: { read != nil })
        XCTAssertEqual(read??.size, Size(width: 7, height: 3))
    } }
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
