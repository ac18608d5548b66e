// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkSnapshotTesting
import XCTest

/// `ViewImage` and the `.image` snapshot strategy on either toolkit: a widget's pixels at its
/// size in the colours drawn (alpha un-premultiplied), where they are in its window, nothing
/// kept once read.
final class ViewImageTests: XCTestCase {
    /// Colours no theme paints, exact in 8 bits.
    static let opaque = RGBA(red: 0xC0 / 255, green: 0x20 / 255, blue: 0x80 / 255)
    static let translucent = RGBA(red: 1, green: 0x80 / 255, blue: 0, alpha: 0x80 / 255)

    func testAWidgetIsReadAtItsSizeInTheColoursItDrew() throws { try onMain {
        try requireGtk()
        let swatch = Swatch()
        let window = TestWindow(swatch, width: 200, height: 120)
        defer { window.close() }
        let image = ViewImage(rendering: swatch.area.gtkWidget)
        XCTAssertEqual([image.width, image.height], [60, 40])
        XCTAssertEqual(image.rgba.count, 60 * 40 * 4)
        XCTAssertEqual(image.pixel(5, 5), [0xC0, 0x20, 0x80, 0xFF], "the opaque top half")
        XCTAssertEqual(image.pixel(59, 19), [0xC0, 0x20, 0x80, 0xFF], "its far corner")
        let translucent = image.pixel(5, 30)
        XCTAssertEqual(translucent[0], 0xFF, "red un-premultiplied: \(translucent)")
        XCTAssertEqual(Double(translucent[1]), 0x80, accuracy: 2, "green un-premultiplied: \(translucent)")
        XCTAssertEqual(translucent[2], 0)
        XCTAssertEqual(Double(translucent[3]), 0x80, accuracy: 1, "alpha: \(translucent)")
    } }

    func testAWindowIsReadWithItsWidgetsWhereTheyAre() throws { try onMain {
        try requireGtk()
        let swatch = Swatch()
        let window = TestWindow(swatch, width: 200, height: 120)
        defer { window.close() }
        let image = ViewImage(rendering: window.window)
        #if GTK3
        XCTAssertEqual([image.width, image.height], [Int(gtk_widget_get_allocated_width(window.window)), Int(gtk_widget_get_allocated_height(window.window))])
        var x: Int32 = 0, y: Int32 = 0
        XCTAssertEqual(gtk_widget_translate_coordinates(swatch.area.gtkWidget, window.window, 0, 0, &x, &y), 1)
        let left = Int(x), top = Int(y)
        #else
        // The image starts at the window's bounds (its border box), as GTK 4 lays it out.
        var bounds = graphene_rect_t(), origin = graphene_point_t(x: 0, y: 0), corner = graphene_point_t()
        XCTAssertEqual(gtk_widget_compute_bounds(window.window, window.window, &bounds), 1)
        XCTAssertEqual([image.width, image.height], [Int(bounds.size.width), Int(bounds.size.height)])
        XCTAssertEqual(gtk_widget_compute_point(swatch.area.gtkWidget, window.window, &origin, &corner), 1)
        let left = Int(corner.x - bounds.origin.x), top = Int(corner.y - bounds.origin.y)
        #endif
        XCTAssertGreaterThanOrEqual(left, 30)
        XCTAssertGreaterThanOrEqual(top, 20)
        XCTAssertEqual(image.pixel(left, top), [0xC0, 0x20, 0x80, 0xFF], "the swatch's corner")
        XCTAssertEqual(image.pixel(left + 59, top + 19), [0xC0, 0x20, 0x80, 0xFF], "its far corner")
        XCTAssertNotEqual(image.pixel(left - 2, top - 2), [0xC0, 0x20, 0x80, 0xFF], "outside it, the window's background")
        XCTAssertEqual(image.pixel(left - 2, top - 2)[3], 0xFF, "the window's background is opaque")
    } }

    /// Each image of an area filling a 900 × 700 window draws it anew (a cairo surface of 2.4 MB
    /// in its render node on GTK 4, held by the paintable and the node read, and a texture as
    /// large; a surface and a pixbuf on GTK 3): twenty kept would be 50 MB or more. Here 5 MB
    /// grew after 30 images on GTK 4, and 88 MB with the texture's unref left out.
    func testReadingAnImageKeepsNothing() throws { try onMain {
        try requireGtk()
        let swatch = Swatch()
        swatch.fillsView = true
        let window = TestWindow(swatch, width: 900, height: 700)
        defer { window.close() }
        for _ in 0..<3 { _ = ViewImage(rendering: swatch.area.gtkWidget) }  // the renderer's caches fill
        let before = try Self.residentBytes()
        for _ in 0..<20 { XCTAssertGreaterThan(ViewImage(rendering: swatch.area.gtkWidget).width, 800) }
        let grown = try Self.residentBytes() - before
        XCTAssertLessThan(grown, 25 << 20, "\(grown >> 20) MB more resident after 20 images")
    } }

    func testViewSnapshotMatchesItsReferenceAndCatchesAChange() throws { try onMain {
        try requireGtk()
        let badge = Badge()
        let window = TestWindow(badge, width: 160, height: 40)
        defer { window.close() }
        // A reference per toolkit: GTK 4's label is a pixel shorter than GTK 3's (16 and 17 here),
        // so its text sits a pixel higher. A little tolerance: another machine's fonts may differ
        // by an anti-aliasing step.
        #if GTK3
        let name = "badge"
        #else
        let name = "badge-gtk4"
        #endif
        let lenient = Snapshotting<Badge, ViewImage>.image(pixelFraction: 0.01, channelTolerance: 24)
        assertSnapshot(of: badge, as: lenient, named: name)

        // A different text is caught all the same, and the message says how many pixels differ.
        badge.state[Badge.text] = "Changed"
        waitUntilIdle()
        let failure = verifySnapshot(of: badge, as: lenient, named: name, record: false)
        XCTAssertTrue(failure?.contains("pixels differ by more than 24") == true, failure ?? "no failure")
    } }

    func testImageDifferenceHonoursTheTolerance() {
        let base = ViewImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
        var pixels = base.rgba
        pixels[0] = 210  // one channel of one pixel, 10 steps away
        let changed = ViewImage(width: 2, height: 2, rgba: pixels)
        XCTAssertEqual(base.difference(from: changed, tolerance: 9).differingPixels, 1)
        XCTAssertEqual(base.difference(from: changed, tolerance: 10).differingPixels, 0)
        XCTAssertEqual(base.difference(from: changed, tolerance: 0).largest, 10)
        let decoded = ViewImage(png: changed.png)
        XCTAssertEqual(decoded?.rgba, changed.rgba, "PNG round trip is lossless")
        let strict = Diffing<ViewImage>.image(), lenient = Diffing<ViewImage>.image(pixelFraction: 0.25)
        XCTAssertNotNil(strict.diffV2(base, changed))
        XCTAssertNil(lenient.diffV2(base, changed), "one pixel in four may differ")
    }

    /// The process's resident memory (Linux).
    private static func residentBytes() throws -> Int {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        return try XCTUnwrap(Int(statm[1])) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A 60 × 40 drawing area, 30 points from its view's left and 20 from its top (or filling the
/// view): its top half opaque, its bottom half translucent.
private final class Swatch: StateView {
    let area = DrawingArea()
    var fillsView = false

    override func render() {
        area.draw(0) { context, size in
            let half = size.height / 2
            context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: half)), with: ViewImageTests.opaque)
            context.fill(Path(Rect(x: 0, y: half, width: size.width, height: half)), with: ViewImageTests.translucent)
        }
        place(area, key: "area") { [fillsView] make in
            if fillsView {
                make.edges.equalTo(self)
                return
            }
            make.left.equalTo(self).offset(30)
            make.top.equalTo(self).offset(20)
            make.width.equalTo(60)
            make.height.equalTo(40)
        }
    }
}

/// A label centred in its view, drawn by the theme: a snapshot's subject.
private final class Badge: StateView {
    static let text = StateField<String>("text")
    let label = Label()

    override func getInitialState() -> [String: Any?] { ["text": "Snapshot"] }

    override func render() {
        label.text = state[Self.text] ?? ""
        place(label, key: "label") { make in make.center.equalTo(self) }
    }
}

extension ViewImage {
    /// The RGBA bytes of the pixel at `x`, `y`.
    fileprivate func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * width + x) * 4 ..< (y * width + x) * 4 + 4]) }
}
