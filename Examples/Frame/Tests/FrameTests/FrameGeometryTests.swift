#if GTK3
import FrameApp
import XCTest
/// The framing arithmetic, headless: exact ratios, the white band, the image at 1:1, centred.
final class FrameGeometryTests: XCTestCase {
    let images = [PixelSize(width: 600, height: 400), PixelSize(width: 400, height: 600), PixelSize(width: 512, height: 512),
                  PixelSize(width: 1, height: 1), PixelSize(width: 6000, height: 1000), PixelSize(width: 4032, height: 3024)]
    let margins = [0, 0.01, 0.08, 0.1, 0.25]

    func testTheDocumentedExample() {
        let layout = FrameGeometry.layout(image: PixelSize(width: 600, height: 400), aspect: .portrait, margin: 0.1)
        XCTAssertEqual(layout.canvas, FrameRect(x: 0, y: 0, width: 748, height: 935))
        XCTAssertEqual(layout.margin, 74)
        XCTAssertEqual(layout.image, FrameRect(x: 74, y: 267, width: 600, height: 400))
    }

    func testEveryAspectAndMarginGivesAnExactRatioAndAWhiteBand() {
        for aspect in Aspect.allCases {
            for margin in margins {
                for image in images {
                    let layout = FrameGeometry.layout(image: image, aspect: aspect, margin: margin)
                    let (canvas, rect) = (layout.canvas, layout.image)
                    let context = "\(aspect) \(margin) \(image)"
                    // The ratio is exact in whole pixels.
                    XCTAssertEqual(canvas.width * Double(aspect.ratio.height), canvas.height * Double(aspect.ratio.width), context)
                    XCTAssertEqual(canvas.width, canvas.width.rounded(), context)
                    // The band is the margin of the shorter side, rounded down.
                    XCTAssertEqual(layout.margin, (margin * min(canvas.width, canvas.height)).rounded(.down), context)
                    // The image is unscaled, on whole pixels, inside the band, centred.
                    XCTAssertEqual(rect.width, Double(image.width), context)
                    XCTAssertEqual(rect.height, Double(image.height), context)
                    XCTAssertEqual(rect.x, rect.x.rounded(), context)
                    XCTAssertGreaterThanOrEqual(rect.x, layout.margin, context)
                    XCTAssertGreaterThanOrEqual(rect.y, layout.margin, context)
                    XCTAssertGreaterThanOrEqual(canvas.width - rect.x - rect.width, layout.margin, context)
                    XCTAssertGreaterThanOrEqual(canvas.height - rect.y - rect.height, layout.margin, context)
                    XCTAssertLessThanOrEqual(abs((canvas.width - rect.x - rect.width) - rect.x), 1, context)
                    XCTAssertLessThanOrEqual(abs((canvas.height - rect.y - rect.height) - rect.y), 1, context)
                }
            }
        }
    }

    func testTheCanvasIsTheSmallestThatHoldsTheImage() {
        for aspect in Aspect.allCases {
            for margin in margins {
                for image in images where image.width > 1 {
                    let layout = FrameGeometry.layout(image: image, aspect: aspect, margin: margin)
                    // One ratio step smaller, the inside (after the band) no longer holds the image.
                    let width = layout.canvas.width - Double(aspect.ratio.width), height = layout.canvas.height - Double(aspect.ratio.height)
                    let band = (margin * min(width, height)).rounded(.down)
                    let holds = width - 2 * band >= Double(image.width) && height - 2 * band >= Double(image.height)
                    XCTAssertFalse(holds, "\(aspect) \(margin) \(image): \(layout.canvas)")
                }
            }
        }
    }

    func testTheImageTouchesTheBandOnOneAxisWithoutAMargin() {
        let layout = FrameGeometry.layout(image: PixelSize(width: 600, height: 400), aspect: .landscape, margin: 0)
        XCTAssertEqual(layout.canvas, FrameRect(x: 0, y: 0, width: 600, height: 480))
        XCTAssertEqual(layout.image, FrameRect(x: 0, y: 40, width: 600, height: 400))
        let square = FrameGeometry.layout(image: PixelSize(width: 512, height: 512), aspect: .square, margin: 0)
        XCTAssertEqual(square.image, square.canvas)
    }

    func testMarginsOutsideTheRangeAreClamped() {
        let image = PixelSize(width: 600, height: 400)
        XCTAssertEqual(FrameGeometry.layout(image: image, aspect: .square, margin: -1), FrameGeometry.layout(image: image, aspect: .square, margin: 0))
        XCTAssertEqual(FrameGeometry.layout(image: image, aspect: .square, margin: 3),
                       FrameGeometry.layout(image: image, aspect: .square, margin: FrameGeometry.maximumMargin))
    }

    func testThePreviewIsTheExportScaledToFitAndCentred() {
        let bounds = FrameRect(x: 24, y: 24, width: 800, height: 500)
        for aspect in Aspect.allCases {
            for margin in margins {
                let image = PixelSize(width: 600, height: 400)
                let full = FrameGeometry.layout(image: image, aspect: aspect, margin: margin)
                let preview = FrameGeometry.layout(image: image, aspect: aspect, margin: margin, fitting: bounds)
                let factor = preview.canvas.width / full.canvas.width
                XCTAssertEqual(preview.canvas.height / full.canvas.height, factor, accuracy: 1e-9)
                XCTAssertEqual(preview.image.width, full.image.width * factor, accuracy: 1e-9)
                XCTAssertEqual(preview.image.x - preview.canvas.x, full.image.x * factor, accuracy: 1e-9)
                XCTAssertEqual(preview.margin, full.margin * factor, accuracy: 1e-9)
                // It fills the bounds on one axis and is centred on the other.
                XCTAssertTrue(abs(preview.canvas.width - bounds.width) < 1e-9 || abs(preview.canvas.height - bounds.height) < 1e-9)
                XCTAssertEqual(preview.canvas.x - bounds.x, bounds.x + bounds.width - preview.canvas.x - preview.canvas.width, accuracy: 1e-9)
                XCTAssertEqual(preview.canvas.y - bounds.y, bounds.y + bounds.height - preview.canvas.y - preview.canvas.height, accuracy: 1e-9)
            }
        }
    }
}
#endif
