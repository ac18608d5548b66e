// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
private final class Chart: StateView {
    let area = DrawingArea()
    var values = [3.0, 5.0]
    var draws: [(values: [Double], size: Size)] = []
    var presses: [Double] = []

    override func render() {
        let values = self.values
        area.draw(values) { [weak self] context, size in
            for (index, value) in values.enumerated() {
                context.fill(Path(Rect(x: Double(index) * 12, y: size.height - value, width: 10, height: value)), with: context.foregroundColor)
            }
            self?.draws.append((values, size))
        }
        area.onButtonPressEvent = { [weak self] x, _ in self?.presses.append(x) }
        place(area, key: "area") { make in make.edges.equalTo(self) }
    }
}

final class DrawingAreaTests: XCTestCase {
    func testTheClosureDrawsAndANewValueRedrawsButAnEqualOneDoesNot() throws { try onMain {
        try requireGtk()
        let chart = Chart()
        let window = TestWindow(chart, width: 200, height: 100)
        defer { window.close() }
        try StateGtkTesting.wait(until: { !chart.draws.isEmpty })
        XCTAssertEqual(chart.draws.last?.values, [3, 5])
        XCTAssertEqual(chart.draws.last?.size, Size(width: 200, height: 100))
        XCTAssertEqual(chart.area.size, Size(width: 200, height: 100), "what a press handler maps against")

        let same = GtkMutations.measure {
            chart.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(same.total, 0, "an equal value queues no redraw")

        chart.values = [7, 1, 4]
        let changed = GtkMutations.measure {
            chart.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(changed.propertySets, 1)
        try StateGtkTesting.wait(until: { chart.draws.last?.values == [7, 1, 4] })
    } }

    func testPointerPressesReachTheClosureWithTheirPosition() throws { try onMain {
        try requireGtk()
        let chart = Chart()
        let window = TestWindow(chart, width: 200, height: 100)
        defer { window.close() }
        waitUntilIdle()
        try window.click(chart.area.gtkWidget)
        XCTAssertEqual(chart.presses.count, 1, "\(chart.presses)")
        XCTAssertEqual(chart.presses.first ?? 0, 100, accuracy: 1, "the press at the area's centre")
    } }

    func testPathsAreFilledAndStrokedInTheirColoursAndTextInTheThemesColour() throws { try onMain {
        try requireGtk()
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        let sketch = Sketch { context, _ in
            context.fill(Path(Rect(x: 0, y: 0, width: 20, height: 20)), with: red)
            context.fill(Path(ellipseIn: Rect(x: 40, y: 0, width: 20, height: 20)), with: blue)
            context.stroke(Path(roundedRect: Rect(x: 80.5, y: 0.5, width: 19, height: 19), cornerRadius: 4), with: red, lineWidth: 1)
            context.draw("MMMM", at: Point(x: 110, y: 0))
        }
        let window = TestWindow(sketch, width: 200, height: 40)
        defer { window.close() }
        waitUntilIdle()
        let image = ViewImage(rendering: sketch.area.gtkWidget)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 3]) }
        XCTAssertEqual(pixel(10, 10), [255, 0, 0], "the filled rectangle")
        XCTAssertEqual(pixel(50, 10), [0, 0, 255], "the circle's centre")
        XCTAssertNotEqual(pixel(41, 1), [0, 0, 255], "a rectangle's corner is outside its ellipse")
        XCTAssertEqual(pixel(90, 10), pixel(199, 39), "the stroked outline's inside is not filled")
        XCTAssertNotEqual(pixel(90, 19), pixel(199, 39), "its bottom edge is drawn")
        let textPixels = (110..<190).flatMap { x in (0..<20).map { pixel(x, $0) } }.filter { $0 != pixel(199, 39) }
        XCTAssertFalse(textPixels.isEmpty, "the text is drawn")
        XCTAssertGreaterThan(sketch.textSize.width, 20)
        XCTAssertGreaterThan(sketch.textSize.height, 5)
    } }

    func testAnImageIsDrawnScaledIntoItsRectangleAndNowhereElse() throws { try onMain {
        try requireGtk()
        // 2 × 1 pixels: red, then blue.
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 2, 1)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        (pixels[0], pixels[1], pixels[2], pixels[3], pixels[4], pixels[5]) = (255, 0, 0, 0, 0, 255)
        let picture = DrawingImage(pixbuf: pixbuf)
        XCTAssertEqual(picture.size, Size(width: 2, height: 1))
        let sketch = Sketch { context, _ in context.draw(picture, in: Rect(x: 10, y: 10, width: 80, height: 20)) }
        let window = TestWindow(sketch, width: 100, height: 40)
        defer { window.close() }
        waitUntilIdle()
        let image = ViewImage(rendering: sketch.area.gtkWidget)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 3]) }
        XCTAssertEqual(pixel(10, 10), [255, 0, 0], "the left pixel, enlarged, to the rectangle's corner")
        XCTAssertEqual(pixel(89, 29), [0, 0, 255], "the right pixel to the opposite corner")
        let outside = pixel(95, 35)
        for (x, y) in [(9, 15), (90, 15), (50, 9), (50, 30)] {
            XCTAssertEqual(pixel(x, y), outside, "nothing drawn outside the rectangle at \(x), \(y)")
        }
    } }

    func testAPathWithANonFiniteCoordinateIsSkippedWithAWarningAndTheRestIsDrawn() throws { try onMain {
        try requireGtk()
        let red = RGBA(red: 1, green: 0, blue: 0)
        let sketch = Sketch { context, _ in
            context.fill(Path(Rect(x: .nan, y: 0, width: 20, height: 20)), with: red)
            context.stroke(Path(Rect(x: 0, y: 0, width: 5, height: 5)), with: red, lineWidth: .infinity)
            context.fill(Path(Rect(x: 0, y: 0, width: 20, height: 20)), with: red)
        }
        var window: TestWindow?
        let messages = TestLog.capture {
            window = TestWindow(sketch, width: 40, height: 40)
            waitUntilIdle()
        }
        defer { window?.close() }
        let image = ViewImage(rendering: sketch.area.gtkWidget)
        XCTAssertEqual(Array(image.rgba[(10 * image.width + 10) * 4 ..< (10 * image.width + 10) * 4 + 3]), [255, 0, 0],
                       "Cairo still draws after the skipped path")
        XCTAssertTrue(messages.contains { $0.contains("NaN or infinite") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("lineWidth: inf") }, "\(messages)")
    } }
}

/// A drawing area that draws whatever a test gives it.
private final class Sketch: StateView {
    let area = DrawingArea()
    let body: @MainActor (DrawingContext, Size) -> Void
    var textSize = Size(width: 0, height: 0)

    init(_ body: @escaping @MainActor (DrawingContext, Size) -> Void) {
        self.body = body
        super.init()
    }

    required init(parentViewController: StateViewController? = nil) { fatalError("made with a body") }

    override func render() {
        area.draw(0) { [weak self] context, size in
            self?.body(context, size)
            self?.textSize = context.size(of: "MMMM")
        }
        place(area, key: "area") { make in make.edges.equalTo(self) }
    }
}
