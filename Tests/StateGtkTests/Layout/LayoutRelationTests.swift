// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo` and the modifiers after them.
final class LayoutRelationTests: XCTestCase {
    func testInequalitiesBindOnlyWhenTheyMust() throws { try onMain {
        try requireGtk()
        let capped = layoutBox(), floored = layoutBox(), loose = layoutBox(), inside = layoutBox(), below = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(capped, key: "capped") { make in
                make.left.top.equalTo(0)
                make.height.equalTo(10)
                make.width.lessThanOrEqualTo(100)
                make.width.equalTo(300).priority(.high)
            }
            v.place(floored, key: "floored") { make in
                make.left.equalTo(0)
                make.top.equalTo(20)
                make.height.equalTo(10)
                make.width.greaterThanOrEqualTo(150)
                make.width.equalTo(20).priority(.high)
            }
            v.place(loose, key: "loose") { make in
                make.left.equalTo(0)
                make.top.equalTo(40)
                make.height.equalTo(10)
                make.width.lessThanOrEqualTo(v)
                make.width.equalTo(50)
            }
            v.place(inside, key: "inside") { make in
                make.left.equalTo(0)
                make.top.equalTo(60)
                make.height.equalTo(10)
                make.right.lessThanOrEqualTo(v).offset(-10)
                make.width.equalTo(v).priority(.high)
            }
            v.place(below, key: "below") { make in
                make.left.equalTo(0)
                make.top.greaterThanOrEqualTo(inside.snp.bottom).offset(5)
                make.top.equalTo(0).priority(.medium)
                make.size.equalTo(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(capped, in: canvas), PixelFrame(0, 0, 100, 10))
        XCTAssertEqual(pixelFrame(floored, in: canvas), PixelFrame(0, 20, 150, 10))
        XCTAssertEqual(pixelFrame(loose, in: canvas), PixelFrame(0, 40, 50, 10))
        XCTAssertEqual(pixelFrame(inside, in: canvas), PixelFrame(0, 60, 390, 10))
        XCTAssertEqual(pixelFrame(below, in: canvas), PixelFrame(0, 75, 10, 10))
    } }

    func testOffsetTakesIntegersAndFractions() throws { try onMain {
        try requireGtk()
        let whole = layoutBox(), half = layoutBox(), less = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(whole, key: "whole") { make in
                make.left.equalTo(v).offset(12)
                make.top.equalTo(v).offset(3)
                make.size.equalTo(10)
            }
            // 12.5 … 22.5 rounds to 13 … 23: both edges move, the width stays 10.
            v.place(half, key: "half") { make in
                make.left.equalTo(v).offset(12.5)
                make.top.equalTo(whole.snp.bottom).offset(2.4)
                make.size.equalTo(10)
            }
            v.place(less, key: "less") { make in
                make.right.equalTo(v).offset(-7)
                make.bottom.equalTo(v).offset(-9)
                make.size.equalTo(Size(width: 30, height: 20))
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(whole, in: canvas), PixelFrame(12, 3, 10, 10))
        XCTAssertEqual(pixelFrame(half, in: canvas), PixelFrame(13, 15, 10, 10))
        XCTAssertEqual(pixelFrame(less, in: canvas), PixelFrame(363, 271, 30, 20))
    } }

    func testInsetWithANumberAndWithEdgeInsets() throws { try onMain {
        try requireGtk()
        let all = layoutBox(), perEdge = layoutBox(), sized = layoutBox(), centered = layoutBox(), stacked = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(all, key: "all") { make in make.edges.equalTo(v).inset(10) }
            v.place(perEdge, key: "perEdge") { make in
                make.edges.equalTo(v).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            }
            // On a size, an inset takes both sides off: 400 - 10 - 30, 300 - 5 - 15.
            v.place(sized, key: "sized") { make in
                make.left.top.equalTo(0)
                make.size.equalTo(v).inset(EdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
            }
            // On a center, half the difference of the two sides: +20 right, +10 down.
            v.place(centered, key: "centered") { make in
                make.center.equalTo(v).inset(EdgeInsets(top: 20, left: 40, bottom: 0, right: 0))
                make.size.equalTo(20)
            }
            v.place(stacked, key: "stacked") { make in
                make.top.equalTo(centered.snp.bottom).inset(5)
                make.horizontalEdges.equalTo(v).inset(7.5)
                make.height.equalTo(4)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(all, in: canvas), PixelFrame(10, 10, 380, 280))
        XCTAssertEqual(pixelFrame(perEdge, in: canvas), PixelFrame(2, 1, 394, 296))
        XCTAssertEqual(pixelFrame(sized, in: canvas), PixelFrame(0, 0, 360, 280))
        XCTAssertEqual(pixelFrame(centered, in: canvas), PixelFrame(210, 150, 20, 20))
        XCTAssertEqual(pixelFrame(stacked, in: canvas), PixelFrame(8, 175, 385, 4), "7.5 … 392.5 rounds to 8 … 393")
    } }

    func testMultipliedByAndDividedBy() throws { try onMain {
        try requireGtk()
        let quarter = layoutBox(), third = layoutBox(), twice = layoutBox(), both = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(quarter, key: "quarter") { make in
                make.width.equalTo(v).multipliedBy(0.25)   // 100
                make.height.equalTo(v).dividedBy(3)        // 100
                make.centerX.equalTo(v).multipliedBy(0.5)  // 100
                make.top.equalTo(0)
            }
            v.place(third, key: "third") { make in
                make.left.equalTo(v.snp.right).multipliedBy(0.75)  // 300
                make.top.equalTo(v.snp.bottom).dividedBy(2)        // 150
                make.size.equalTo(20)
            }
            v.place(twice, key: "twice") { make in
                make.width.equalTo(third.snp.width).multipliedBy(2).offset(5)  // 45
                make.height.equalTo(third).multipliedBy(1.5)                    // 30
                make.left.top.equalTo(0)
            }
            v.place(both, key: "both") { make in
                make.width.equalTo(v).multipliedBy(3).dividedBy(4)  // 300
                make.height.equalTo(10)
                make.left.equalTo(0)
                make.bottom.equalTo(v)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(quarter, in: canvas), PixelFrame(50, 0, 100, 100))
        XCTAssertEqual(pixelFrame(third, in: canvas), PixelFrame(300, 150, 20, 20))
        XCTAssertEqual(pixelFrame(twice, in: canvas), PixelFrame(0, 0, 45, 30))
        XCTAssertEqual(pixelFrame(both, in: canvas), PixelFrame(0, 290, 300, 10))
    } }

    func testPrioritiesOrderAsInAutoLayout() throws { try onMain {
        try requireGtk()
        // Each box's width is wanted at several values; the strongest wins outright. Priorities
        // are weights (×10 per 125 points), so neighbours like 249 and 250 are not compared here:
        // the solver's weakest stays (priority 1) can tip such a balance.
        let cases: [(name: String, wants: [(width: Int, priority: LayoutPriority)], expected: Int32)] = [
            ("required over high", [(100, .required), (200, .high)], 100),
            ("high over medium", [(150, .medium), (250, .high)], 250),
            ("medium over low", [(120, .low), (220, .medium)], 220),
            ("number over named", [(130, .medium), (230, 600)], 230),
            ("named over number", [(140, 200), (240, .low)], 240),
            ("999 under required", [(50, 999), (60, .required)], 60),
            ("one medium over many lows", [(100, .low), (100, .low), (100, .low), (300, .medium)], 300),
        ]
        let boxes = cases.map { _ in layoutBox() }
        let (canvas, window) = showCanvas { v in
            for (index, box) in boxes.enumerated() {
                v.place(box, key: cases[index].name) { make in
                    make.left.equalTo(0)
                    make.top.equalTo(index * 12)
                    make.height.equalTo(10)
                    for want in cases[index].wants { make.width.equalTo(want.width).priority(want.priority) }
                }.contentHugging(1, for: .horizontal)  // a drawing area hugs its 0 × 0 at 251
            }
        }
        defer { window.close() }
        for (index, box) in boxes.enumerated() {
            XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, Int32(index * 12), cases[index].expected, 10), cases[index].name)
        }
    } }

    func testPriorityTakesNumbersOfEitherKind() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.left.top.equalTo(0)
                make.height.equalTo(10)
                make.width.equalTo(100).priority(500.5)
                // Not `.priority(500)`: an integer literal is ambiguous there (see the report).
                make.width.equalTo(200).priority(500.0)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 100, 10))
    } }

    func testLabeledNamesTheConstraintInDiagnostics() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var canvas: LayoutCanvas!
        var window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    make.left.top.equalTo(0)
                    make.height.equalTo(10)
                    make.width.equalTo(100).labeled("fixed width")
                    make.width.equalTo(200).labeled("too wide")
                }
            }
        }
        defer { window.close() }
        let conflicts = errors(messages, containing: "Unable to simultaneously satisfy constraints")
        XCTAssertEqual(conflicts.count, 1, "\(messages)")
        XCTAssertTrue(conflicts.first?.contains("\"box\".width == 200 \"too wide\"") == true, "\(conflicts)")
        XCTAssertTrue(conflicts.first?.contains("\"box\".width == 100 \"fixed width\"") == true, "the constraint it conflicts with: \(conflicts)")
        XCTAssertTrue(canvas.layoutDescription.contains("\"box\".width == 100 \"fixed width\""), canvas.layoutDescription)
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 100, 10))
    } }

    /// Sizes relate across axes and to the item's own other size: aspect ratios.
    func testAspectRatios() throws { try onMain {
        try requireGtk()
        let square = layoutBox(), portrait = layoutBox()
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(square, key: "square") { make in
                    make.left.top.equalTo(0)
                    make.width.equalTo(60)
                    make.height.equalTo(square.snp.width)
                }
                v.place(portrait, key: "portrait") { make in
                    make.right.top.equalTo(v)
                    make.height.equalTo(v)
                    make.width.equalTo(v.snp.height).multipliedBy(0.5)
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        XCTAssertEqual(pixelFrame(portrait, in: canvas), PixelFrame(250, 0, 150, 300))
        XCTAssertEqual(pixelFrame(square, in: canvas), PixelFrame(0, 0, 60, 60))
    } }
}
