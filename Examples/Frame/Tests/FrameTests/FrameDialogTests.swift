#if GTK3
import CGtk
import FrameApp
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The Open and Export buttons go through the desktop's file chooser.
final class FrameDialogTests: XCTestCase {
    func testOpenAndExportThroughTheFileChooser() throws {
        let folder = try temporaryFolder(self)
        try onMain {
            try requireGtk()
            let controller = FrameController(options: FrameOptions())
            controller.show()
            defer { controller.close() }
            let view = try XCTUnwrap(controller.frameView)
            XCTAssertTrue(Gtk.runUntil(timeout: 10) { view.state.current?.name == "editing(_:)" && !view.state.isTransitioning })
            StateView.flushRenders()
            let controls = try XCTUnwrap(view.childView(forKey: "controls") as? ControlsBar)

            // Open: choose a copy of the sample under another name.
            let copy = folder.appendingPathComponent("dusk.png")
            try FileManager.default.copyItem(at: FrameImage.sampleURL, to: copy)
            controls.open.click()
            let openChooser = try XCTUnwrap(view.fileChooser)
            XCTAssertTrue(openChooser.isOpen)
            let chooser = OpaquePointer(openChooser.gtkObject)
            gtk_file_chooser_select_filename(chooser, copy.path)
            // The chooser loads the folder, then selects: wait for it.
            XCTAssertTrue(Gtk.runUntil(timeout: 5) {
                guard let name = gtk_file_chooser_get_filename(chooser) else { return false }
                defer { g_free(name) }
                return String(cString: name) == copy.path
            })
            openChooser.respond(.accept)
            XCTAssertTrue(Gtk.runUntil(timeout: 10) { view.state[FrameView.image]?.name == "dusk.png" })

            // Export: the chooser suggests "<name>-framed.png" next to the image.
            controls.export.click()
            let saveChooser = try XCTUnwrap(view.fileChooser)
            XCTAssertFalse(saveChooser === openChooser)
            let suggested = try XCTUnwrap(gtk_file_chooser_get_current_name(OpaquePointer(saveChooser.gtkObject)))
            XCTAssertEqual(String(cString: suggested), "dusk-framed.png")
            g_free(suggested)
            let target = folder.appendingPathComponent("dusk-framed.png")
            XCTAssertTrue(Gtk.runUntil(timeout: 5) {
                guard let name = gtk_file_chooser_get_filename(OpaquePointer(saveChooser.gtkObject)) else { return false }
                defer { g_free(name) }
                return String(cString: name) == target.path
            }, "the chooser starts in the image's folder")
            saveChooser.respond(.accept)
            XCTAssertTrue(Gtk.runUntil(timeout: 20) { view.state[FrameView.notice]?.isError == false && !view.state.isTransitioning })
            XCTAssertNotNil(DecodedPNG(target))
        }
    }
}
#endif
