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
/// Leading and trailing follow the view's GTK text direction; left and right never flip.
final class LayoutRightToLeftTests: XCTestCase {
    func testLeadingAndTrailingFollowTheViewsTextDirection() throws { try onMain {
        try requireGtk()
        let first = layoutBox(), second = layoutBox(), physical = layoutBox()
        let canvas = LayoutCanvas()
        canvas.body = { v in
            v.place(first, key: "first") { make in
                make.leading.equalTo(10)
                make.top.equalTo(10)
                make.size.equalTo(50)
            }
            v.place(second, key: "second") { make in
                make.leading.equalTo(first.snp.trailing).offset(8)
                make.top.equalTo(first)
                make.size.equalTo(30)
            }
            v.place(physical, key: "physical") { make in
                make.left.equalTo(10)
                make.top.equalTo(100)
                make.size.equalTo(20)
            }
        }
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(canvas)
        defer { window.close() }
        XCTAssertEqual(pixelFrame(first, in: canvas), PixelFrame(340, 10, 50, 50), "leading is the right edge")
        XCTAssertEqual(pixelFrame(second, in: canvas), PixelFrame(302, 10, 30, 30), "and offsets point left")
        XCTAssertEqual(pixelFrame(physical, in: canvas), PixelFrame(10, 100, 20, 20), "left stays left")
    } }

    /// The process-wide default direction (what GTK picks for right-to-left locales) counts too.
    func testLeadingAndTrailingFollowTheDefaultTextDirection() throws { try onMain {
        try requireGtk()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.leading.equalTo(v).offset(10)
                make.trailing.equalTo(v).offset(-30)
                make.top.equalTo(0)
                make.height.equalTo(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(gtk_widget_get_direction(canvas.widget), GTK_TEXT_DIR_RTL)
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(30, 0, 360, 10))
    } }

    /// GTK queues a resize when the direction changes; the layout reads it when it measures.
    func testChangingTheTextDirectionRelaysOut() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.leading.equalTo(v).offset(10)
                make.top.equalTo(0)
                make.size.equalTo(20)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 0, 20, 20))
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_RTL)
        waitUntilIdle()
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(370, 0, 20, 20))
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_LTR)
        waitUntilIdle()
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 0, 20, 20))
    } }

    /// Inequalities mirror too: `trailing <= superview.trailing - 10` keeps 10 points from the
    /// left edge in right-to-left text.
    func testInequalitiesOnLeadingAndTrailingMirror() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let canvas = LayoutCanvas()
        canvas.body = { v in
            v.place(box, key: "box") { make in
                make.leading.equalTo(v).offset(10)
                make.trailing.lessThanOrEqualTo(v).offset(-10)
                make.width.equalTo(v).priority(.high)
                make.top.equalTo(0)
                make.height.equalTo(10)
            }
        }
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(canvas)
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 0, 380, 10))
    } }

    /// Insets keep their physical sides, as in SnapKit: in right-to-left text leading (the right
    /// edge) takes the right inset and trailing the left one.
    func testEdgeInsetsKeepTheirPhysicalSides() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let canvas = LayoutCanvas()
        canvas.body = { v in
            v.place(box, key: "box") { make in
                make.leading.trailing.equalTo(v).inset(EdgeInsets(left: 10, right: 30))
                make.top.equalTo(0)
                make.height.equalTo(10)
            }
        }
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(canvas)
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 0, 360, 10))
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_LTR)
        waitUntilIdle()
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 0, 360, 10), "the same frame in left-to-right text")
    } }
}
