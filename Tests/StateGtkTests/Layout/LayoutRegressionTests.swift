// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// Layout bugs found by the geometry tests, each kept as a regression test now that it is fixed.
final class LayoutRegressionTests: XCTestCase {
    /// ConstraintLayout.swift `relation(for:)` mirrors a constraint (negates the constant, swaps
    /// <= and >=) only when its *first* attribute is leading or trailing. A right-to-left layout
    /// written with leading and trailing should be the mirror image of the left-to-right one:
    /// `centerX == superview.leading + 30` is 30 in from the left edge in LTR, so 30 in from the
    /// right edge in RTL. StateGtk puts the center 30 *outside* the right edge (x = 420 in a
    /// 400-wide view). Fix: mirror when `attribute` or `targetAttribute` is leading or trailing.
    func testASecondLeadingAttributeMirrorsTheConstraintInRightToLeft() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let canvas = LayoutCanvas()
        canvas.body = { v in
            v.place(box, key: "box") { make in
                make.centerX.equalTo(v.snp.leading).offset(30)
                make.top.equalTo(0)
                make.size.equalTo(20)
            }
        }
        gtk_widget_set_direction(canvas.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(canvas)
        defer { window.close() }
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(360, 0, 20, 20))
    } }

    /// ConstraintResolution.swift (the `.anchor` case, `compatible`) accepts leading or trailing
    /// related to left or right. Auto Layout refuses that pairing at run time (NSLayoutAnchor's
    /// documentation uses it as its example of an invalid constraint): it ties a mirrored edge to
    /// a physical one, so the layout is not the mirror image in RTL. Fix: reject it like
    /// positions on two axes, with the same diagnostic.
    func testLeadingAndLeftCannotBeRelated() throws { try onMain {
        try requireGtk()
        let anchor = layoutBox(), box = layoutBox()
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(anchor, key: "anchor") { make in
                    make.left.top.equalTo(50)
                    make.size.equalTo(10)
                }
                v.place(box, key: "box") { make in
                    make.leading.equalTo(anchor.snp.right)
                    make.top.equalTo(0)
                    make.size.equalTo(10)
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "box.leading cannot be related to Widget.right").count, 1, "\(messages)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 10, 10), "ignored: x falls back to 0")
    } }

    /// StateView+Layout.swift `measureConstraints` takes the minimum width from
    /// `ConstraintLayout.minimumSize()`, which pulls the container's width towards 0 harder than
    /// any non-required priority, so the children's sizes do not count at all: a view holding a
    /// button pinned 10 from both edges reports a minimum width of 20, and a window can be made
    /// so narrow that GTK allocates the button below its own minimum (clipped, where a GtkBox
    /// would have kept it whole). Fix: keep each child at least at its GTK *minimum* size while
    /// measuring the minimum (as lower bounds stronger than the pull), so the minimum is what
    /// the required constraints and the children's minimums allow.
    func testAViewsMinimumWidthCoversItsChildrensMinimums() throws { try onMain {
        try requireGtk()
        let button = Button(label: "A button with a long label")
        let (canvas, window) = showCanvas { v in
            v.place(button, key: "button") { make in
                make.left.right.equalTo(v).inset(10)
                make.top.equalTo(10)
            }
        }
        defer { window.close() }
        let buttonMinimum = preferredWidth(button.gtkWidget).minimum, minimum = preferredWidth(canvas.widget).minimum
        XCTAssertGreaterThan(buttonMinimum, 50)
        XCTAssertEqual(minimum, buttonMinimum + 20)
        resize(window.window, width: 30, height: 300, view: canvas)
        XCTAssertGreaterThanOrEqual(pixelFrame(button, in: canvas).width, buttonMinimum, "never below the button's own minimum")
    } }

    /// A root started by hand (`renderDeep()`, as the README shows for views added to a GTK
    /// container) has no way back: nothing runs `willRemove()` and `releaseSubtree()` when its
    /// widget is removed or destroyed, only a controller's `rootView` and a parent's render do.
    /// A `make` closure that mentions `self` (the documented style) keeps the view alive through
    /// view → children → element → closure → view, so the whole subtree and its GTK widgets
    /// leak; the layout benchmark lost about 75 KB per row this way. Fix: connect the root
    /// widget's "destroy" signal (in `renderDeep()`) to `willRemove()` + `releaseSubtree()`, or
    /// add a public counterpart of `renderDeep()`.
    func testARootViewStartedByHandIsReleasedWhenItsWidgetIsDestroyed() throws { try onMain {
        try requireGtk()
        weak var released: LayoutBadge?
        do {
            let badge = LayoutBadge()  // its closure says `make.edges.equalTo(self)`
            released = badge
            let window = TestWindow(badge)
            window.close()  // destroys the window and the view's widget with it
        }
        waitUntilIdle()
        XCTAssertNil(released, "the view outlives its destroyed widget")
    } }
}
