#if GTK4 && !GTK3
import CGtk4
import Foundation
import XCTest

@testable import StateGtk

/// `saveScreenshot` on GTK 4, which renders the window's last frame with the window's renderer
/// instead of reading the display: the PNG has the window's size and a colour drawn at a known
/// place is there; a closed window or an unwritable path give an error that says why.
final class GTK4ScreenshotTests: XCTestCase {
    /// A colour no theme paints, exact in 8 bits.
    static let swatchColour = RGBA(red: 0xC0 / 255, green: 0x20 / 255, blue: 0x80 / 255)

    @MainActor final class Host {
        let controller = StateViewController(title: "Screenshot", width: 320, height: 200)
        let view = ScriptedView()
        let swatch = DrawingArea()

        init() {
            swatch.draw(1) { context, size in
                context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: GTK4ScreenshotTests.swatchColour)
            }
            controller.rootView = view
            view.render { [swatch] view in
                view.place(swatch, key: "swatch") { make in
                    make.left.equalTo(view).offset(40)
                    make.top.equalTo(view).offset(30)
                    make.width.equalTo(100)
                    make.height.equalTo(50)
                }
            }
            controller.show()
        }

        /// Saves the screenshot after the first frame, running GTK's loop until it is done.
        func screenshot(to path: String) -> Result<Void, ScreenshotError>? {
            var result: Result<Void, ScreenshotError>?
            controller.saveScreenshotAfterFirstFrame(to: path) { result = $0 }
            _ = GTK4Harness.drain(until: { result != nil })
            return result
        }
    }

    func testTheScreenshotHasTheWindowsSizeAndTheColourDrawnWhereItWasDrawn() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let host = Host()
        let path = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try XCTUnwrap(host.screenshot(to: path), "the screenshot was never saved").get()

        let image = try PNGPixels(path: path)
        let window = host.controller.window
        XCTAssertEqual(image.width, Int(gtk_widget_get_width(window)))
        XCTAssertEqual(image.height, Int(gtk_widget_get_height(window)))
        // Where the swatch is in the window: the image starts at the window's bounds.
        var bounds = graphene_rect_t(), origin = graphene_point_t(x: 0, y: 0), corner = graphene_point_t()
        XCTAssertEqual(gtk_widget_compute_bounds(window, window, &bounds), 1)
        XCTAssertEqual(gtk_widget_compute_point(host.swatch.gtkWidget, window, &origin, &corner), 1)
        let left = Int(corner.x - bounds.origin.x), top = Int(corner.y - bounds.origin.y)
        let swatch = PNGPixels.Pixel(Self.swatchColour)
        for (x, y) in [(left, top), (left + 99, top), (left, top + 49), (left + 99, top + 49), (left + 50, top + 25)] {
            XCTAssertEqual(image.pixel(x: x, y: y), swatch, "inside the swatch at \(x), \(y)")
        }
        for (x, y) in [(left - 1, top), (left + 100, top + 49), (left + 50, top - 1), (left + 50, top + 50)] {
            XCTAssertNotEqual(image.pixel(x: x, y: y), swatch, "outside the swatch at \(x), \(y)")
        }
        XCTAssertEqual(image.count(of: swatch), 100 * 50, "the swatch's colour is nowhere else")

        // Saved again without waiting for a frame: the same picture.
        let again = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(atPath: again) }
        try host.controller.saveScreenshot(to: again)
        XCTAssertTrue(try PNGPixels(path: again) == image, "the second screenshot differs from the first")
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAnImageIsDrawnScaledIntoItsRectangleAndNowhereElse() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let host = Host()
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 3, 2)!
        gdk_pixbuf_fill(pixbuf, 0x00C8_00FF)
        let picture = DrawingImage(pixbuf: pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))  // the image has its own copy of the pixels
        XCTAssertEqual(picture.size, Size(width: 3, height: 2))
        host.swatch.draw(2) { context, size in
            context.draw(picture, in: Rect(x: 10, y: 5, width: size.width - 20, height: size.height - 10))
        }
        let path = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try XCTUnwrap(host.screenshot(to: path), "the screenshot was never saved").get()
        let image = try PNGPixels(path: path)
        // The swatch is 100 × 50: the image fills its 80 × 40 rectangle, edges included, and no more.
        XCTAssertEqual(image.count(of: PNGPixels.Pixel(red: 0, green: 0xC8, blue: 0, alpha: 0xFF)), 80 * 40)
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAClosedWindowOrAnUnwritablePathGiveAnErrorThatSaysWhy() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let host = Host()
        let path = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try XCTUnwrap(host.screenshot(to: path), "the screenshot was never saved").get()

        let unwritable = "/nonexistent-\(UUID().uuidString)/shot.png"
        XCTAssertThrowsError(try host.controller.saveScreenshot(to: unwritable)) { error in
            let message = (error as? ScreenshotError)?.description ?? "\(error)"
            XCTAssertTrue(message.hasPrefix("cannot save \(unwritable): "), message)
            XCTAssertGreaterThan(message.count, "cannot save \(unwritable): ".count, "GLib's reason follows")
        }

        host.controller.close()
        GTK4Harness.drain()
        let closed = Self.temporaryPNG()
        XCTAssertThrowsError(try host.controller.saveScreenshot(to: closed)) { error in
            XCTAssertEqual((error as? ScreenshotError)?.description, "the window is not on screen")
        }
        guard case .failure(let error)? = host.screenshot(to: closed) else {
            return XCTFail("a closed window's screenshot after its first frame did not fail")
        }
        XCTAssertEqual(error.description, "the window never appeared")
        XCTAssertFalse(FileManager.default.fileExists(atPath: closed))
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    static func temporaryPNG() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-screenshot-\(UUID().uuidString).png").path
    }
}

/// A PNG read back through GDK (gdk_texture_new_from_filename, gdk_texture_download): its size
/// and its pixels.
struct PNGPixels: Equatable {
    struct Pixel: Equatable, Hashable, CustomStringConvertible {
        let red, green, blue, alpha: UInt8
        init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        init(_ colour: RGBA) {
            func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
            self.init(red: byte(colour.red), green: byte(colour.green), blue: byte(colour.blue), alpha: byte(colour.alpha))
        }
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    let width: Int, height: Int
    /// GDK_MEMORY_DEFAULT: B, G, R, A bytes (premultiplied) on a little-endian machine.
    private let bytes: [UInt8]

    init(path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(path): \(message)"])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    func pixel(x: Int, y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let at = (y * width + x) * 4
        return Pixel(red: bytes[at + 2], green: bytes[at + 1], blue: bytes[at], alpha: bytes[at + 3])
    }

    func count(of pixel: Pixel) -> Int {
        (0..<height).reduce(0) { sum, y in sum + (0..<width).filter { self.pixel(x: $0, y: y) == pixel }.count }
    }

    /// How many different pixels the image has: 1 for a flat colour.
    var distinctPixels: Int {
        Set((0..<height).flatMap { y in (0..<width).compactMap { pixel(x: $0, y: y) } }).count
    }
}
#endif
