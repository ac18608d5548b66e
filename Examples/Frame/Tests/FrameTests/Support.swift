#if GTK3
import CGtk
import FrameApp
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A FrameView in a window on screen, as Frame shows it (without a controller: no dialogs).
@MainActor
final class HostWindow {
    let host: TestWindow
    let view = FrameView()
    var window: UnsafeMutablePointer<GtkWidget> { host.window }

    init(width: Int32 = 900, height: Int32 = 640) {
        host = TestWindow(view, width: width, height: height)
    }

    /// Whether no state request is running or waiting.
    var isSettled: Bool { !view.state.isTransitioning && view.state.pendingCount == 0 }

    /// Opens `url` and runs the main loop until it shows (or failed) and the transitions ended.
    @discardableResult
    func open(_ url: URL) -> Result<FrameImage, FrameError>? {
        var result: Result<FrameImage, FrameError>?
        view.open(url) { result = $0 }
        XCTAssertTrue(Gtk.runUntil(timeout: 10) { result != nil && self.isSettled }, "open \(url.lastPathComponent) finished")
        StateView.flushRenders()
        return result
    }

    /// Exports and runs the main loop until it ended, recording the states seen on the way.
    func export(to url: URL, cancelAtOnce: Bool = false) -> (result: Result<PixelSize, FrameError>?, states: [String]) {
        var result: Result<PixelSize, FrameError>?
        var states: [String] = []
        view.export(to: url) { result = $0 }
        if cancelAtOnce { view.cancelExport() }
        XCTAssertTrue(Gtk.runUntil(timeout: 20) {
            if let name = view.state.current?.name, states.last != name { states.append(name) }
            return result != nil && self.isSettled
        }, "export to \(url.path) finished")
        StateView.flushRenders()
        return (result, states)
    }

    func close() { host.close() }
}

/// A fresh temporary folder, removed by the test's teardown.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("FrameTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// A decoded PNG whose pixels tests read.
final class DecodedPNG {
    let pixbuf: OpaquePointer
    let width: Int, height: Int
    private let pixels: UnsafeMutablePointer<UInt8>
    private let stride: Int, channels: Int

    init?(_ url: URL) {
        guard let pixbuf = gdk_pixbuf_new_from_file(url.path, nil) else { return nil }
        self.pixbuf = pixbuf
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        pixels = gdk_pixbuf_get_pixels(pixbuf)
        stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }

    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let pixel = pixels + y * stride + x * channels
        return [pixel[0], pixel[1], pixel[2]]
    }

    func isWhite(_ x: Int, _ y: Int) -> Bool { rgb(x, y) == [255, 255, 255] }

    /// The first pixel within `band` pixels of an edge that is not white, if any.
    func firstNonWhitePixel(inBorder band: Int) -> (Int, Int)? {
        for y in 0..<height {
            let inRowBand = y < band || y >= height - band
            for x in 0..<width where inRowBand || x < band || x >= width - band {
                if !isWhite(x, y) { return (x, y) }
            }
        }
        return nil
    }
}

/// Writes a `width` × `height` PNG: opaque red in its left half, fully transparent in its right.
func writeHalfTransparentPNG(to url: URL, width: Int32 = 40, height: Int32 = 30) {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, width, height)!
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), pixels = gdk_pixbuf_get_pixels(pixbuf)!
    for y in 0..<Int(height) {
        for x in 0..<Int(width) {
            let pixel = pixels + y * stride + x * 4
            let opaque = x < Int(width) / 2
            (pixel[0], pixel[1], pixel[2], pixel[3]) = (opaque ? 220 : 0, 0, 0, opaque ? 255 : 0)
        }
    }
    XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, url.path, "png", nil, nil, nil), 0)
}
#endif
