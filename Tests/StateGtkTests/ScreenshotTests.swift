#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
final class ScreenshotTests: XCTestCase {
    func testAScreenshotIsSavedAfterTheFirstFrame() throws { try onMain {
        try requireGtk()
        let controller = StateViewController(title: "Shot", width: 240, height: 160)
        controller.rootView = RowView()
        controller.show()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stategtk-shot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path); controller.close() }
        var result: Result<Void, ScreenshotError>?
        controller.saveScreenshotAfterFirstFrame(to: path) { result = $0 }
        XCTAssertTrue(Gtk.runUntil(timeout: 10) { result != nil })
        if case .failure(let error) = result { XCTFail("\(error)") }
        let pixbuf = gdk_pixbuf_new_from_file(path, nil)
        XCTAssertNotNil(pixbuf, "a PNG that GdkPixbuf reads")
        if let pixbuf {
            XCTAssertEqual(gdk_pixbuf_get_width(pixbuf), 240)
            XCTAssertEqual(gdk_pixbuf_get_height(pixbuf), 160)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
        XCTAssertThrowsError(try controller.saveScreenshot(to: "/nonexistent-folder/x.png"))
    } }
}
#endif
