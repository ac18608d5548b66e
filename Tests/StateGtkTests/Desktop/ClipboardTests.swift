// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The clipboard against another X client, xclip: what StateGtk puts there another process
/// pastes, and StateGtk reads it back asynchronously. GTK serves the selection through the main
/// loop, so it runs while xclip does. On GTK 4 the clipboard is the display's GdkClipboard, read
/// through the same calls.
final class ClipboardTests: XCTestCase {
    func testTextAnotherProcessPutOnTheClipboardIsReadHere() throws { try onMain {
        try requireGtk()
        Clipboard.setText("ours")
        try whileAnotherProcessOwnsTheClipboard(Data("from xclip ✓".utf8)) {
            let read = try readUntil("xclip's text", Clipboard.readText) { $0 != "ours" && $0 != nil }
            XCTAssertEqual(read, "from xclip ✓")
        }
    } }

    func testURIsAnotherProcessPutOnTheClipboardAreReadHere() throws { try onMain {
        try requireGtk()
        Clipboard.setText("ours")
        try whileAnotherProcessOwnsTheClipboard(Data("file:///tmp/a%20b.txt\r\nhttps://example.org/\r\n".utf8), as: "text/uri-list") {
            let read = try readUntil("xclip's URIs", Clipboard.readURIs) { !$0.isEmpty }
            XCTAssertEqual(read, ["file:///tmp/a%20b.txt", "https://example.org/"])
        }
    } }

    func testAnImageAnotherProcessPutOnTheClipboardIsReadHere() throws { try onMain {
        try requireGtk()
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
    } }
    func testTextIsReadByAnotherProcessAndAsynchronouslyHere() throws { try onMain {
        try requireGtk()
        Clipboard.setText("https://github.com/stategtk/stategtk ✓")
        XCTAssertEqual(try xclip(["-o", "-selection", "clipboard"]), Data("https://github.com/stategtk/stategtk ✓".utf8))
        var read: String??
        Clipboard.readText { read = $0 }
        #if !GTK3
        // GTK 4 only: it answers this process's own content through the main loop; GTK 3 at once.
        XCTAssertTrue(read == nil, "the answer comes through the main loop, never at once")
        #endif
        try StateGtkTesting.wait(timeout: 5, "the clipboard's text", until: { read != nil })
        XCTAssertEqual(read, "https://github.com/stategtk/stategtk ✓")

        Clipboard.setText("second")
        var awaited: String??
        Task { @MainActor in awaited = await Clipboard.text() }
        try StateGtkTesting.wait(timeout: 5, "the awaited text", until: { awaited != nil })
        XCTAssertEqual(awaited, "second")
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
        let pixels = try XCTUnwrap(gdk_pixbuf_read_pixels(try XCTUnwrap(read ?? nil).pixbuf))
        XCTAssertEqual([pixels[0], pixels[1], pixels[2]], [0xff, 0x88, 0x00], "its colour")

        var text: String?? = .some("not read yet")
        var uris: [String]?
        Clipboard.readText { text = $0 }
        Clipboard.readURIs { uris = $0 }
        try StateGtkTesting.wait(until: { text != .some("not read yet") && uris != nil })
        XCTAssertEqual(text, .some(nil), "an image is no text")
        XCTAssertEqual(uris, [], "nor a URI list")
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

/// Another process owns the clipboard: xclip, kept running in the foreground (`-quiet`), serves
/// `data` as `target` until `body` returns. Without `-quiet` xclip forks and its parent exits at
/// once, which says nothing of when (or whether) the child took the selection.
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
