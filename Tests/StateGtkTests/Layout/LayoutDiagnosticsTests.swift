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
/// Mistakes in constraints: logged once with what it takes to find them, and the rest laid out.
final class LayoutDiagnosticsTests: XCTestCase {
    func testAConflictIsLoggedOnceNamingViewKeyAttributeConstantAndLine() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var keptLine = 0, brokenLine = 0
        var canvas: LayoutCanvas!, window: TestWindow!
        let first = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    make.left.top.equalTo(0)
                    make.height.equalTo(10)
                    keptLine = #line; make.width.equalTo(100)
                    brokenLine = #line; make.width.equalTo(200)
                }
            }
        }
        defer { window.close() }
        let conflicts = errors(first, containing: "Unable to simultaneously satisfy constraints")
        XCTAssertEqual(conflicts.count, 1, "\(first)")
        let message = conflicts.first ?? ""
        XCTAssertTrue(message.contains("LayoutCanvas: "), "names the view type: \(message)")
        XCTAssertTrue(message.contains("Breaking \"box\".width == 200 (LayoutDiagnosticsTests.swift:\(brokenLine))"), message)
        XCTAssertTrue(message.contains("It conflicts with:\n    \"box\".width == 100 (LayoutDiagnosticsTests.swift:\(keptLine))"), message)
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 100, 10), "the constraint declared first stays")

        // Neither an unchanged render nor a resize repeats it.
        let later = TestLog.capture {
            canvas.rerender()
            resize(window.window, width: 500, height: 300, view: canvas)
        }
        XCTAssertEqual(errors(later, containing: "Unable to simultaneously").count, 0, "\(later)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 100, 10))
    } }

    /// The same constraint twice (from two lines) is redundant, not a conflict, and both copies
    /// follow a new constant.
    func testDuplicateConstraintsAreHarmless() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var width = 100
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    make.left.equalTo(v).offset(5)
                    make.left.equalTo(v).offset(5)
                    make.top.equalTo(0)
                    make.height.equalTo(10)
                    make.width.equalTo(width)
                    make.width.equalTo(width)
                }
            }
            XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(5, 0, 100, 10))
            width = 150
            canvas.rerender()
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(5, 0, 150, 10))
    } }

    func testATargetThatIsNeitherParentNorSiblingIsNamedAndIgnored() throws { try onMain {
        try requireGtk()
        let box = layoutBox(), stranger = Label("never placed")
        var line = 0
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(LayoutBadge.self, key: "badge")
                v.place(box, key: "box") { make in
                    line = #line; make.left.equalTo(stranger.snp.right)
                    make.top.equalTo(30)
                    make.size.equalTo(20)
                }
            }
        }
        defer { window.close() }
        let reported = errors(messages, containing: "neither its parent")
        XCTAssertEqual(reported.count, 1, "\(messages)")
        XCTAssertEqual(reported.first, "error: LayoutCanvas: the child box is constrained to a Label that is neither its parent LayoutCanvas nor one of its siblings; constraint ignored (LayoutDiagnosticsTests.swift:\(line))")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 30, 20, 20), "the other constraints apply; x falls back to 0")

        // A grandchild is no sibling either.
        let badge = try XCTUnwrap(canvas.childView(forKey: "badge") as? LayoutBadge)
        canvas.body = { v in
            v.place(box, key: "box") { make in
                make.top.equalTo(badge.label.snp.bottom)
                make.left.equalTo(7)
                make.size.equalTo(20)
            }
        }
        let grandchild = TestLog.capture { canvas.rerender() }
        XCTAssertEqual(errors(grandchild, containing: "constrained to a Label that is neither its parent LayoutCanvas").count, 1, "\(grandchild)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(7, 0, 20, 20))
    } }

    func testInvalidPairingsAreRejected() throws { try onMain {
        try requireGtk()
        let box = layoutBox(), other = layoutBox()
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(other, key: "other") { make in
                    make.left.top.equalTo(50)
                    make.size.equalTo(10)
                }
                v.place(box, key: "box") { make in
                    make.top.equalTo(other.snp.left)        // positions on two axes
                    make.width.equalTo(Size(width: 30, height: 40))
                    make.height.equalTo(Size(width: 30, height: 40))
                    make.right.equalTo(Size(width: 1, height: 1))  // a size for a position
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "box.top cannot be related to Widget.left (another axis or kind)").count, 1, "\(messages)")
        XCTAssertEqual(errors(messages, containing: "a Size can only constrain width or height, not right of box").count, 1, "\(messages)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 30, 40))
    } }

    /// Nothing says where: the child sits at the origin at its natural size, and the view's
    /// `layoutDescription` says so.
    func testUnderConstrainedChildrenAreExplained() throws { try onMain {
        try requireGtk()
        let loose = Label("loose"), wide = Label("wide")
        let (canvas, window) = showCanvas { v in
            v.place(loose, key: "loose") { make in make.top.equalTo(20) }
            v.place(wide, key: "wide") { make in make.width.equalTo(80) }
        }
        defer { window.close() }
        let natural = naturalSize(loose)
        XCTAssertEqual(pixelFrame(loose, in: canvas), PixelFrame(0, 20, natural.width, natural.height))
        XCTAssertEqual(pixelFrame(wide, in: canvas), PixelFrame(0, 0, 80, naturalSize(wide).height))
        let description = canvas.layoutDescription
        XCTAssertTrue(description.contains("\"loose\" at (0.0, 20.0, \(Double(natural.width)) × \(Double(natural.height)))"), description)
        XCTAssertFalse(description.contains("-0.0"), "the solver's negative zero is not shown: \(description)")
        XCTAssertTrue(description.contains("  \"loose\".top == superview.top + 20 (LayoutDiagnosticsTests.swift:"), description)
        XCTAssertTrue(description.contains("  natural size \(Double(natural.width)) × \(Double(natural.height))"), description)
        XCTAssertEqual(description.components(separatedBy: "no horizontal position: placed at the superview's left edge").count - 1, 2, description)
        XCTAssertEqual(description.components(separatedBy: "no vertical position: placed at the superview's top edge").count - 1, 1, description)
    } }

    /// Every render re-evaluates the closures, but a mistake is reported once, not per render.
    func testResolutionErrorsAreNotRepeatedByUnchangedRenders() throws { try onMain {
        try requireGtk()
        let box = layoutBox(), stranger = Label("never placed")
        var canvas: LayoutCanvas!, window: TestWindow!
        let first = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    make.left.equalTo(stranger.snp.right)
                    make.top.equalTo(0)
                    make.size.equalTo(10)
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(errors(first, containing: "neither its parent").count, 1)
        let again = TestLog.capture {
            canvas.rerender()
            canvas.rerender()
        }
        XCTAssertEqual(errors(again, containing: "neither its parent").count, 0, "\(again)")
    } }

    /// Identical constraints from one call site (a helper called twice) are one constraint: a new
    /// constant replaces both, leaving nothing behind in the solver.
    func testIdenticalConstraintsFromOneCallSiteFollowANewConstant() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var width = 100
        func fixWidth(_ make: ConstraintMaker) { make.width.equalTo(width) }
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    make.left.top.equalTo(0)
                    make.height.equalTo(20)
                    fixWidth(make)
                    fixWidth(make)
                }
            }
            width = 200
            canvas.rerender()
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 200, 20))
    } }
}
