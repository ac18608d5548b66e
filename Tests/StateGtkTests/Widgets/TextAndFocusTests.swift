// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A wrapping label chooses where it may break by itself, an image shows downloaded bytes, and
/// `grabFocus()` reaches the widget inside a view that takes the focus.
final class TextAndFocusTests: XCTestCase {
    func testAWrappingLabelWrapsALongRunAnywhereAndWordsBetweenWords() throws { try onMain {
        try requireGtk()
        let label = Label("a few short words")
        label.wraps = true
        XCTAssertEqual(wrapMode(label), PANGO_WRAP_WORD_CHAR)
        label.text = "before " + String(repeating: "x", count: 201) + " after"
        XCTAssertEqual(wrapMode(label), PANGO_WRAP_CHAR, "a 201-character run is wrapped anywhere")
        label.text = String(repeating: "x", count: 200)
        XCTAssertEqual(wrapMode(label), PANGO_WRAP_WORD_CHAR, "200 is still a word")
        label.widthChars = 16
        XCTAssertEqual(gtk_label_get_width_chars(gtkLabel(label)), 16)
    } }

    func testImageBytesShowDecodedToTheFitOrTheMissingImageIcon() throws { try onMain {
        try requireGtk()
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 200, 100)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil), 0)
        let png = Data(bytes: buffer!, count: Int(size))
        g_free(buffer)

        let image = Image(.data(png), fitSize: Size(width: 50, height: 50))
        #if GTK3
        let gtkImage = gtk(image.gtkWidget, as: GtkImage.self)
        XCTAssertEqual(gtk_image_get_storage_type(gtkImage), GTK_IMAGE_PIXBUF)
        XCTAssertEqual(gdk_pixbuf_get_width(gtk_image_get_pixbuf(gtkImage)), 50, "decoded to fit, its ratio kept")
        XCTAssertEqual(gdk_pixbuf_get_height(gtk_image_get_pixbuf(gtkImage)), 25)
        #else
        let gtkImage = OpaquePointer(image.gtkWidget)
        XCTAssertEqual(gtk_image_get_storage_type(gtkImage), GTK_IMAGE_PAINTABLE)
        let paintable = try XCTUnwrap(gtk_image_get_paintable(gtkImage))
        XCTAssertEqual(gdk_paintable_get_intrinsic_width(paintable), 50, "decoded to fit, its ratio kept")
        XCTAssertEqual(gdk_paintable_get_intrinsic_height(paintable), 25)
        #endif

        image.source = .data(Data("not an image".utf8))
        XCTAssertEqual(gtk_image_get_storage_type(gtkImage), GTK_IMAGE_ICON_NAME)
        #if GTK3
        var name: UnsafePointer<CChar>?
        gtk_image_get_icon_name(gtkImage, &name, nil)
        #else
        let name = gtk_image_get_icon_name(gtkImage)
        #endif
        XCTAssertEqual(name.map { String(cString: $0) }, "image-missing")
    } }

    func testGrabFocusOnAViewThatTakesNoneReachesItsFirstFocusableWidget() throws { try onMain {
        try requireGtk()
        let label = Label("Name")
        let entry = Entry()
        let (host, window) = showHost([label, entry])
        defer { window.close() }
        XCTAssertFalse(host.isFocusable)
        host.grabFocus()
        Gtk.drainEvents()
        XCTAssertTrue(entry.hasFocus, "the entry inside the view took the focus")
        XCTAssertFalse(host.hasFocus)
        XCTAssertFalse(label.hasFocus)
    } }
}

#if GTK3
@MainActor private func gtkLabel(_ label: Label) -> UnsafeMutablePointer<GtkLabel> { gtk(label.gtkWidget) }
@MainActor private func wrapMode(_ label: Label) -> PangoWrapMode { gtk_label_get_line_wrap_mode(gtkLabel(label)) }
#else
@MainActor private func gtkLabel(_ label: Label) -> OpaquePointer { OpaquePointer(label.gtkWidget) }
@MainActor private func wrapMode(_ label: Label) -> PangoWrapMode { gtk_label_get_wrap_mode(gtkLabel(label)) }
#endif
