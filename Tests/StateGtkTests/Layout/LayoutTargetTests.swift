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
/// What the right-hand side of a relation can be: numbers, the parent, sibling elements and
/// widgets, and their attributes through `.snp`.
final class LayoutTargetTests: XCTestCase {
    /// SnapKit's rule: a number for a position is an offset from the parent's same edge, a number
    /// for a size is a fixed size.
    func testNumbersOfEveryKind() throws { try onMain {
        try requireGtk()
        let ints = layoutBox(), doubles = layoutBox(), floats = layoutBox(), fromEnds = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(ints, key: "ints") { make in
                make.left.equalTo(14)
                make.top.equalTo(6)
                make.width.equalTo(44)
                make.height.equalTo(22)
            }
            v.place(doubles, key: "doubles") { make in
                make.left.equalTo(20.0)
                make.top.equalTo(40.0)
                make.size.equalTo(30.0)
            }
            v.place(floats, key: "floats") { make in
                make.centerX.equalTo(Float(100))  // the parent's centerX + 100
                make.centerY.equalTo(Float(-50))
                make.size.equalTo(Size(width: 40, height: 20))
            }
            // A number for right or bottom counts from the parent's right or bottom edge.
            v.place(fromEnds, key: "fromEnds") { make in
                make.right.equalTo(-10)
                make.bottom.equalTo(-20)
                make.size.equalTo(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(ints, in: canvas), PixelFrame(14, 6, 44, 22))
        XCTAssertEqual(pixelFrame(doubles, in: canvas), PixelFrame(20, 40, 30, 30))
        XCTAssertEqual(pixelFrame(floats, in: canvas), PixelFrame(280, 90, 40, 20))
        XCTAssertEqual(pixelFrame(fromEnds, in: canvas), PixelFrame(380, 270, 10, 10))
    } }

    func testTheParentAsSelfAsItsAnchorsAndAsSuperview() throws { try onMain {
        try requireGtk()
        let asSelf = layoutBox(), asAnchor = layoutBox(), asSuperview = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(asSelf, key: "asSelf") { make in
                make.top.left.equalTo(v)
                make.size.equalTo(v).dividedBy(4)
            }
            v.place(asAnchor, key: "asAnchor") { make in
                make.top.equalTo(v.snp.top)
                make.right.equalTo(v.snp.right)
                make.width.equalTo(v.snp.width).dividedBy(4)
                make.height.equalTo(v.snp.height).dividedBy(4)
            }
            v.place(asSuperview, key: "asSuperview") { make in
                make.bottom.right.equalToSuperview().inset(5)
                make.size.equalTo(50)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(asSelf, in: canvas), PixelFrame(0, 0, 100, 75))
        XCTAssertEqual(pixelFrame(asAnchor, in: canvas), PixelFrame(300, 0, 100, 75))
        XCTAssertEqual(pixelFrame(asSuperview, in: canvas), PixelFrame(345, 245, 50, 50))
    } }

    /// The element `place` returns is a target, for StateView children, placed widgets and raw
    /// GtkWidgets alike; placed widgets are targets themselves.
    func testSiblingElementsAndWidgets() throws { try onMain {
        try requireGtk()
        let header = layoutBox(), raw = gtk_drawing_area_new()!, under = layoutBox(), beside = layoutBox()
        var badgeElement: ShadowViewElement?
        let (canvas, window) = showCanvas { v in
            v.place(header, key: "header") { make in
                make.top.left.right.equalTo(v)
                make.height.equalTo(40)
            }
            // A StateView child, related to through its element.
            let badge = v.place(LayoutBadge.self, key: "badge") { make in
                make.top.equalTo(header.snp.bottom).offset(10)
                make.left.equalTo(header).offset(20)   // a widget as the target: same attribute
            }
            badgeElement = badge
            let rawElement = v.place(raw, key: "raw") { make in
                make.top.equalTo(badge.snp.bottom).offset(4)
                make.left.equalTo(badge)               // an element as the target
                make.width.equalTo(badge)
                make.height.equalTo(12)
            }
            v.place(under, key: "under") { make in
                make.top.equalTo(rawElement.snp.bottom)
                make.left.right.equalTo(rawElement)
                make.height.equalTo(3)
            }
            v.place(beside, key: "beside") { make in
                make.left.equalTo(badge.snp.right).offset(6)
                make.centerY.equalTo(badge)
                make.size.equalTo(8)
            }
        }
        defer { window.close() }
        let badge = try XCTUnwrap(canvas.childView(forKey: "badge") as? LayoutBadge)
        XCTAssertNotNil(badgeElement)
        let label = naturalSize(badge.label)
        let badgeFrame = PixelFrame(20, 50, label.width + 16, label.height + 8)
        XCTAssertEqual(pixelFrame(badge.widget, in: canvas), badgeFrame, "the badge's natural size is its label's plus its insets")
        XCTAssertEqual(pixelFrame(raw, in: canvas), PixelFrame(20, badgeFrame.bottom + 4, badgeFrame.width, 12))
        XCTAssertEqual(pixelFrame(under, in: canvas), PixelFrame(20, badgeFrame.bottom + 16, badgeFrame.width, 3))
        let besideTop = Int32((50 + Double(badgeFrame.height) / 2 - 4).rounded())  // 58.5 rounds to 59
        XCTAssertEqual(pixelFrame(beside, in: canvas), PixelFrame(badgeFrame.right + 6, besideTop, 8, 8))
    } }

    /// Closures run after the whole render, so a child can follow a sibling placed after it.
    func testASiblingPlacedLater() throws { try onMain {
        try requireGtk()
        let first = layoutBox(), second = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(first, key: "first") { make in
                make.top.equalTo(second.snp.bottom).offset(5)
                make.left.equalTo(second.snp.left)
                make.size.equalTo(second)
            }
            v.place(second, key: "second") { make in
                make.top.left.equalTo(30)
                make.size.equalTo(Size(width: 60, height: 25))
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(second, in: canvas), PixelFrame(30, 30, 60, 25))
        XCTAssertEqual(pixelFrame(first, in: canvas), PixelFrame(30, 60, 60, 25))
    } }

    /// A child placed without a closure fills the view.
    func testNoClosureFillsTheView() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in v.place(box, key: "box") }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 400, 300))
    } }

    /// `equalToSuperview()` is the parent for sizes too, with multipliers.
    func testEqualToSuperviewForSizes() throws { try onMain {
        try requireGtk()
        let filling = layoutBox(), half = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(filling, key: "filling") { make in
                make.center.equalToSuperview()
                make.size.equalToSuperview()
            }
            v.place(half, key: "half") { make in
                make.left.top.equalToSuperview()
                make.width.equalToSuperview().multipliedBy(0.5)
                make.height.equalToSuperview().dividedBy(3)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(filling, in: canvas), PixelFrame(0, 0, 400, 300))
        XCTAssertEqual(pixelFrame(half, in: canvas), PixelFrame(0, 0, 200, 100))
    } }

    /// A child StateView's instance (from `childView(forKey:)`) is a sibling like its element.
    func testAChildViewInstanceIsASibling() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(LayoutBadge.self, key: "badge") { make in make.left.top.equalTo(20) }
                v.place(box, key: "box") { make in
                    make.left.equalTo(10)
                    make.size.equalTo(10)
                    if let badge = v.childView(forKey: "badge") { make.top.equalTo(badge.snp.bottom) } else { make.top.equalTo(0) }
                }
            }
            canvas.rerender()  // the first render had no instance yet
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        let badge = try XCTUnwrap(canvas.childView(forKey: "badge"))
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, pixelFrame(badge.widget, in: canvas).bottom, 10, 10))
    } }
}
