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
/// Every attribute and composite of `make`, on real GTK allocations in a 400 × 300 view.
final class LayoutAttributeTests: XCTestCase {
    func testEdgeAttributesAgainstTheParent() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.left.equalTo(v).offset(10)
                make.top.equalTo(v).offset(20)
                make.right.equalTo(v).offset(-30)
                make.bottom.equalTo(v).offset(-40)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 20, 360, 240))
    } }

    func testLeadingAndTrailingAreLeftAndRightInLeftToRightText() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.leading.equalTo(v).offset(10)
                make.trailing.equalTo(v).offset(-30)
                make.top.equalTo(5)
                make.height.equalTo(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(gtk_widget_get_direction(canvas.widget), GTK_TEXT_DIR_LTR)
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 5, 360, 10))
    } }

    func testWidthHeightAndCenters() throws { try onMain {
        try requireGtk()
        let sized = layoutBox(), centered = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(sized, key: "sized") { make in
                make.left.top.equalTo(0)
                make.width.equalTo(120)
                make.height.equalTo(70)
            }
            v.place(centered, key: "centered") { make in
                make.width.equalTo(100)
                make.height.equalTo(50)
                make.centerX.equalTo(v).offset(50)   // 250
                make.centerY.equalTo(v).offset(-25)  // 125
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(sized, in: canvas), PixelFrame(0, 0, 120, 70))
        XCTAssertEqual(pixelFrame(centered, in: canvas), PixelFrame(200, 100, 100, 50))
    } }

    func testCompositeAttributes() throws { try onMain {
        try requireGtk()
        let edges = layoutBox(), horizontal = layoutBox(), vertical = layoutBox()
        let sizeAndCenter = layoutBox(), directional = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(edges, key: "edges") { make in make.edges.equalTo(v).inset(10) }
            v.place(horizontal, key: "horizontal") { make in
                make.horizontalEdges.equalTo(v).inset(20)
                make.top.equalTo(5)
                make.height.equalTo(10)
            }
            v.place(vertical, key: "vertical") { make in
                make.verticalEdges.equalTo(v).inset(30)
                make.left.equalTo(5)
                make.width.equalTo(10)
            }
            v.place(sizeAndCenter, key: "sizeAndCenter") { make in
                make.size.equalTo(Size(width: 90, height: 40))
                make.center.equalTo(v)
            }
            v.place(directional, key: "directional") { make in
                make.directionalEdges.equalTo(v).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(edges, in: canvas), PixelFrame(10, 10, 380, 280))
        XCTAssertEqual(pixelFrame(horizontal, in: canvas), PixelFrame(20, 5, 360, 10))
        XCTAssertEqual(pixelFrame(vertical, in: canvas), PixelFrame(5, 30, 10, 240))
        XCTAssertEqual(pixelFrame(sizeAndCenter, in: canvas), PixelFrame(155, 130, 90, 40))
        XCTAssertEqual(pixelFrame(directional, in: canvas), PixelFrame(2, 1, 394, 296))
    } }

    func testChainedAttributesShareOneRelation() throws { try onMain {
        try requireGtk()
        let box = layoutBox(), square = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.top.left.equalTo(v).offset(8)
                make.right.bottom.equalTo(v).offset(-16)
            }
            v.place(square, key: "square") { make in
                make.width.height.equalTo(30)
                make.centerX.centerY.equalTo(v)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(8, 8, 376, 276))
        XCTAssertEqual(pixelFrame(square, in: canvas), PixelFrame(185, 135, 30, 30))
    } }

    /// Each attribute of a sibling through `.snp`, around an anchor at (100, 50, 80 × 40).
    func testEveryAttributeOfASibling() throws { try onMain {
        try requireGtk()
        let anchor = layoutBox(), below = layoutBox(), before = layoutBox(), centered = layoutBox()
        let after = layoutBox(), fromCenter = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(anchor, key: "anchor") { make in
                make.left.equalTo(100)
                make.top.equalTo(50)
                make.size.equalTo(Size(width: 80, height: 40))
            }
            v.place(below, key: "below") { make in
                make.left.equalTo(anchor.snp.right)
                make.top.equalTo(anchor.snp.bottom)
                make.width.equalTo(anchor.snp.width)
                make.height.equalTo(anchor.snp.height)
            }
            v.place(before, key: "before") { make in
                make.right.equalTo(anchor.snp.left)
                make.bottom.equalTo(anchor.snp.top)
                make.size.equalTo(10)
            }
            v.place(centered, key: "centered") { make in
                make.centerX.equalTo(anchor.snp.centerX)
                make.centerY.equalTo(anchor.snp.centerY)
                make.size.equalTo(20)
            }
            v.place(after, key: "after") { make in
                make.leading.equalTo(anchor.snp.trailing)
                make.trailing.equalTo(v.snp.trailing)
                make.top.equalTo(anchor.snp.top)
                make.height.equalTo(5)
            }
            v.place(fromCenter, key: "fromCenter") { make in
                make.left.equalTo(anchor.snp.centerX)
                make.top.equalTo(anchor.snp.centerY)
                make.right.equalTo(v.snp.right)
                make.bottom.equalTo(v.snp.bottom)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(anchor, in: canvas), PixelFrame(100, 50, 80, 40))
        XCTAssertEqual(pixelFrame(below, in: canvas), PixelFrame(180, 90, 80, 40))
        XCTAssertEqual(pixelFrame(before, in: canvas), PixelFrame(90, 40, 10, 10))
        XCTAssertEqual(pixelFrame(centered, in: canvas), PixelFrame(130, 60, 20, 20))
        XCTAssertEqual(pixelFrame(after, in: canvas), PixelFrame(180, 50, 220, 5))
        XCTAssertEqual(pixelFrame(fromCenter, in: canvas), PixelFrame(140, 70, 260, 230))
    } }

    func testTheParentsOwnAnchors() throws { try onMain {
        try requireGtk()
        let quadrant = layoutBox(), strip = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(quadrant, key: "quadrant") { make in
                make.left.equalTo(v.snp.centerX)
                make.top.equalTo(v.snp.centerY)
                make.right.equalTo(v.snp.right)
                make.bottom.equalTo(v.snp.bottom)
            }
            v.place(strip, key: "strip") { make in
                make.leading.equalTo(v.snp.leading)
                make.top.equalTo(v.snp.top)
                make.width.equalTo(v.snp.width).multipliedBy(0.25)
                make.height.equalTo(v.snp.height).dividedBy(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(quadrant, in: canvas), PixelFrame(200, 150, 200, 150))
        XCTAssertEqual(pixelFrame(strip, in: canvas), PixelFrame(0, 0, 100, 30))
    } }

    /// Our container rounds each edge, not each length: thirds of 400 abut without gaps.
    func testFractionalFramesRoundEdgesSoNeighboursAbut() throws { try onMain {
        try requireGtk()
        let boxes = (0..<3).map { _ in layoutBox() }
        let (canvas, window) = showCanvas { v in
            for (index, box) in boxes.enumerated() {
                v.place(box, key: index) { make in
                    make.top.bottom.equalTo(v)
                    make.width.equalTo(v).dividedBy(3)
                    if index == 0 { make.left.equalTo(v) } else { make.left.equalTo(boxes[index - 1].snp.right) }
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(boxes.map { pixelFrame($0, in: canvas) }, [
            PixelFrame(0, 0, 133, 300), PixelFrame(133, 0, 134, 300), PixelFrame(267, 0, 133, 300),
        ])
    } }
}
