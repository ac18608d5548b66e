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
/// A view with a badge inset 10 on every side: natural size = badge + 20.
final class LayoutCard: StateView {
    override func render() {
        place(LayoutBadge.self, key: "badge") { make in make.edges.equalTo(self).inset(10) }
    }
    var badge: LayoutBadge? { childView(forKey: "badge") as? LayoutBadge }
}

/// Views inside views inside plain GTK containers, and window resizes.
final class LayoutNestingTests: XCTestCase {
    /// A nested view placed with a position only gets the natural size its own constraints give.
    func testNestedViewsTakeTheNaturalSizeOfTheirConstraints() throws { try onMain {
        try requireGtk()
        let (canvas, window) = showCanvas { v in
            v.place(LayoutBadge.self, key: "badge") { make in make.left.top.equalTo(12) }
            v.place(LayoutCard.self, key: "card") { make in make.center.equalTo(v) }
        }
        defer { window.close() }
        let badge = try XCTUnwrap(canvas.childView(forKey: "badge") as? LayoutBadge)
        let card = try XCTUnwrap(canvas.childView(forKey: "card") as? LayoutCard)
        let text = naturalSize(badge.label)
        let badgeSize = (text.width + 16, text.height + 8), cardSize = (text.width + 36, text.height + 28)
        XCTAssertEqual(pixelFrame(badge.widget, in: canvas), PixelFrame(12, 12, badgeSize.0, badgeSize.1))
        let cardX = Int32((200 - Double(cardSize.0) / 2).rounded()), cardY = Int32((150 - Double(cardSize.1) / 2).rounded())
        XCTAssertEqual(pixelFrame(card.widget, in: canvas), PixelFrame(cardX, cardY, cardSize.0, cardSize.1))
        XCTAssertEqual(pixelFrame(try XCTUnwrap(card.badge).widget, in: card), PixelFrame(10, 10, badgeSize.0, badgeSize.1))
    } }

    /// GtkBox asks the view for its natural height and gives it exactly that.
    func testAViewInAGtkBoxGetsItsNaturalHeight() throws { try onMain {
        try requireGtk()
        let canvas = LayoutCanvas()
        canvas.body = { v in v.place(LayoutCard.self, key: "card") { make in make.edges.equalTo(v).inset(6) } }
        let after = Label("after the view")
        let box = verticalBox([canvas.widget, after.gtkWidget])
        canvas.renderDeep()
        let window = showInWindow(box, width: 300, height: 200, until: canvas.widget)
        defer { destroyWindow(window) }
        let card = try XCTUnwrap(canvas.childView(forKey: "card") as? LayoutCard)
        let text = naturalSize(try XCTUnwrap(card.badge).label)
        let height = text.height + 28 + 12
        XCTAssertEqual(allocatedSize(canvas.widget), [300, height])
        XCTAssertEqual(pixelFrame(card.widget, in: canvas), PixelFrame(6, 6, 288, text.height + 28))
        XCTAssertEqual(allocation(after.gtkWidget).y, allocation(canvas.widget).y + height)
    } }

    /// GtkScrolledWindow → GtkBox → view → view → view: the outer view is as large as its
    /// constraints and its nested views make it, and scrolls when the window is smaller.
    func testViewsInsideViewsInAScrolledWindow() throws { try onMain {
        try requireGtk()
        let canvas = LayoutCanvas(), spacer = layoutBox()
        canvas.body = { v in
            v.place(spacer, key: "spacer") { make in
                make.left.top.equalTo(10)
                make.size.equalTo(Size(width: 500, height: 300))
                make.right.lessThanOrEqualTo(v).inset(10)
            }
            v.place(LayoutCard.self, key: "card") { make in
                make.top.equalTo(spacer.snp.bottom).offset(10)
                make.left.equalTo(spacer)
                // Inequalities to the parent make the parent at least this large.
                make.right.lessThanOrEqualTo(v).inset(10)
                make.bottom.lessThanOrEqualTo(v).inset(10)
            }
        }
        let scrolled = scrolledWindow(around: verticalBox([canvas.widget]))
        canvas.renderDeep()
        let window = showInWindow(scrolled, width: 200, height: 150, until: canvas.widget)
        defer { destroyWindow(window) }
        let card = try XCTUnwrap(canvas.childView(forKey: "card") as? LayoutCard)
        let text = naturalSize(try XCTUnwrap(card.badge).label)
        let cardHeight = text.height + 28
        XCTAssertEqual(allocatedSize(canvas.widget), [520, 330 + cardHeight], "the content is larger than the window")
        XCTAssertEqual(pixelFrame(card.widget, in: canvas), PixelFrame(10, 320, text.width + 36, cardHeight))
        let vertical = verticalAdjustment(ofScrolledWindow: scrolled)
        XCTAssertEqual(gtk_adjustment_get_upper(vertical), Double(330 + cardHeight), "the scrolled window scrolls over all of it")
    } }

    func testAWindowResizeRelaysOut() throws { try onMain {
        try requireGtk()
        let filling = layoutBox(), half = layoutBox(), corner = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(filling, key: "filling") { make in make.edges.equalTo(v).inset(10) }
            v.place(half, key: "half") { make in
                make.center.equalTo(v)
                make.width.equalTo(v).dividedBy(2)
                make.height.equalTo(v).multipliedBy(0.5).offset(-10)
            }
            v.place(corner, key: "corner") { make in
                make.right.bottom.equalTo(v).inset(4)
                make.size.equalTo(16)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(filling, in: canvas), PixelFrame(10, 10, 380, 280))
        XCTAssertEqual(pixelFrame(half, in: canvas), PixelFrame(100, 80, 200, 140))
        XCTAssertEqual(pixelFrame(corner, in: canvas), PixelFrame(380, 280, 16, 16))

        resize(window.window, width: 600, height: 200, view: canvas)
        XCTAssertEqual(allocatedSize(canvas.widget), [600, 200])
        XCTAssertEqual(pixelFrame(filling, in: canvas), PixelFrame(10, 10, 580, 180))
        XCTAssertEqual(pixelFrame(half, in: canvas), PixelFrame(150, 55, 300, 90))
        XCTAssertEqual(pixelFrame(corner, in: canvas), PixelFrame(580, 180, 16, 16))

        resize(window.window, width: 250, height: 450, view: canvas)
        XCTAssertEqual(allocatedSize(canvas.widget), [250, 450])
        XCTAssertEqual(pixelFrame(filling, in: canvas), PixelFrame(10, 10, 230, 430))
        XCTAssertEqual(pixelFrame(half, in: canvas), PixelFrame(63, 118, 125, 215), "62.5 and 117.5 round up")
        XCTAssertEqual(pixelFrame(corner, in: canvas), PixelFrame(230, 430, 16, 16))
    } }

    /// A view's minimum width comes from its required constraints only: a preference
    /// (`width == 1000 @high`) is its natural width, and a narrower window caps it.
    func testAPreferenceIsNotAMinimumWidth() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.left.top.equalTo(0)
                make.height.equalTo(10)
                make.right.lessThanOrEqualTo(v).offset(-10)
                make.width.equalTo(1000).priority(.high)
            }
        }
        defer { window.close() }
        XCTAssertEqual(allocatedSize(canvas.widget), [400, 300])
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(0, 0, 390, 10))
    } }

    /// Views whose height comes from a wrapping label ask their GtkBox for the label's height at
    /// the width the label will get: a fixed 200, or the box's width less the insets.
    func testNestedViewsAreAsTallAsTheirWrappedLabels() throws { try onMain {
        try requireGtk()
        let text = String(repeating: "Wrapped inside a nested view. ", count: 6)
        let fixed = wrappingLabel(text), flexible = wrappingLabel(text)
        let fixedView = LayoutCanvas(), flexibleView = LayoutCanvas()
        fixedView.body = { v in
            v.place(fixed, key: "text") { make in
                make.top.left.bottom.equalTo(v).inset(5)
                make.width.equalTo(200)
            }
        }
        flexibleView.body = { v in v.place(flexible, key: "text") { make in make.edges.equalTo(v).inset(5) } }
        let box = verticalBox([fixedView.widget, flexibleView.widget])
        for view in [fixedView, flexibleView] { view.renderDeep() }
        let window = showInWindow(box, width: 300, height: 500, until: flexibleView.widget)
        defer { destroyWindow(window) }
        let fixedHeight = naturalHeight(fixed, forWidth: 200), flexibleHeight = naturalHeight(flexible, forWidth: 290)
        XCTAssertGreaterThan(fixedHeight, flexibleHeight)
        XCTAssertEqual(pixelFrame(fixed, in: fixedView), PixelFrame(5, 5, 200, fixedHeight))
        XCTAssertEqual(allocatedSize(fixedView.widget), [300, fixedHeight + 10])
        XCTAssertEqual(pixelFrame(flexible, in: flexibleView), PixelFrame(5, 5, 290, flexibleHeight))
        XCTAssertEqual(allocatedSize(flexibleView.widget), [300, flexibleHeight + 10])
        XCTAssertEqual(allocation(flexibleView.widget).y, allocation(fixedView.widget).y + fixedHeight + 10)
    } }
}
