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
/// Natural sizes from GTK, content hugging and compression resistance (their defaults and the
/// per-placement modifiers), and height-for-width.
final class LayoutIntrinsicSizeTests: XCTestCase {
    func testWidgetsTakeTheirNaturalSizeFromGTK() throws { try onMain {
        try requireGtk()
        let title = Label("Hello"), button = Button(label: "Press me"), after = layoutBox()
        var text = "Hello"
        let (canvas, window) = showCanvas { v in
            title.text = text
            v.place(title, key: "title") { make in make.left.top.equalTo(10) }
            v.place(button, key: "button") { make in
                make.left.equalTo(title)
                make.top.equalTo(title.snp.bottom).offset(6)
            }
            v.place(after, key: "after") { make in
                make.left.equalTo(title.snp.right)
                make.top.equalTo(title)
                make.size.equalTo(5)
            }
        }
        defer { window.close() }
        let label = naturalSize(title), pressMe = naturalSize(button.gtkWidget)
        XCTAssertGreaterThan(label.width, 20)
        XCTAssertEqual(pixelFrame(title, in: canvas), PixelFrame(10, 10, label.width, label.height))
        XCTAssertEqual(pixelFrame(button, in: canvas), PixelFrame(10, 16 + label.height, pressMe.width, pressMe.height))
        XCTAssertEqual(pixelFrame(after, in: canvas).x, 10 + label.width)

        // New text is a new natural size: the label and what hangs on it follow.
        text = "Hello, constraints"
        canvas.rerender()
        let longer = naturalSize(title)
        XCTAssertGreaterThan(longer.width, label.width)
        XCTAssertEqual(pixelFrame(title, in: canvas), PixelFrame(10, 10, longer.width, longer.height))
        XCTAssertEqual(pixelFrame(after, in: canvas).x, 10 + longer.width)
    } }

    /// Auto Layout's defaults: a plain widget hugs at 251, a StateView at 250, so between two
    /// pinned edges the view stretches and the label keeps its text's size.
    func testWidgetsHugTighterThanViewsByDefault() throws { try onMain {
        try requireGtk()
        let label = Label("Name:"), tall = Label("Tall")
        let (canvas, window) = showCanvas { v in
            let badge = v.place(LayoutBadge.self, key: "badge") { make in
                make.left.equalTo(label.snp.right)
                make.top.right.equalTo(v)
                make.bottom.equalTo(tall.snp.top)
            }
            v.place(label, key: "label") { make in make.left.top.equalTo(v) }
            v.place(tall, key: "tall") { make in
                make.left.bottom.equalTo(v)
                make.right.equalTo(badge.snp.left)
            }
        }
        defer { window.close() }
        let badge = try XCTUnwrap(canvas.childView(forKey: "badge"))
        let name = naturalSize(label), bottom = naturalSize(tall)
        XCTAssertEqual(pixelFrame(label, in: canvas), PixelFrame(0, 0, name.width, name.height))
        XCTAssertEqual(pixelFrame(badge.widget, in: canvas), PixelFrame(name.width, 0, 400 - name.width, 300 - bottom.height))
        XCTAssertEqual(pixelFrame(tall, in: canvas), PixelFrame(0, 300 - bottom.height, name.width, bottom.height))
    } }

    /// A widget that asks to expand, or a scrolled window, has no size to hug (priority 1).
    func testExpandingAndScrollingWidgetsTakeTheSpareSpace() throws { try onMain {
        try requireGtk()
        #if GTK3
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        #else
        let scrolled = gtk_scrolled_window_new()!
        #endif
        let plain = Label("plain"), expanding = Label("expanding")
        let other = Label("other")
        expanding.expandsHorizontally = true
        let (canvas, window) = showCanvas { v in
            // Expanding widget first, plain label second: the order does not matter.
            v.place(expanding, key: "expanding") { make in make.left.top.equalTo(v) }
            v.place(plain, key: "plain") { make in
                make.left.equalTo(expanding.snp.right)
                make.top.right.equalTo(v)
            }
            let scroller = v.place(scrolled, key: "scrolled") { make in
                make.left.bottom.equalTo(v)
                make.top.equalTo(100)
            }
            v.place(other, key: "other") { make in
                make.left.equalTo(scroller.snp.right)
                make.right.bottom.equalTo(v)
            }
        }
        defer { window.close() }
        let plainWidth = naturalSize(plain).width, otherWidth = naturalSize(other).width
        XCTAssertEqual(pixelFrame(plain, in: canvas).x, 400 - plainWidth)
        XCTAssertEqual(pixelFrame(expanding, in: canvas).width, 400 - plainWidth)
        XCTAssertEqual(pixelFrame(scrolled, in: canvas), PixelFrame(0, 100, 400 - otherWidth, 200))
    } }

    func testContentHuggingModifierDecidesWhoStretches() throws { try onMain {
        try requireGtk()
        let a1 = Label("first"), b1 = Label("second"), a2 = Label("first"), b2 = Label("second")
        let top = Label("top"), bottom = Label("bottom")
        let (canvas, window) = showCanvas { v in
            v.place(a1, key: "a1") { make in make.left.top.equalTo(v) }.contentHugging(.low, for: .horizontal)
            v.place(b1, key: "b1") { make in
                make.left.equalTo(a1.snp.right)
                make.top.right.equalTo(v)
            }
            v.place(a2, key: "a2") { make in
                make.left.equalTo(v)
                make.top.equalTo(40)
            }.contentHugging(.high, for: .horizontal)
            v.place(b2, key: "b2") { make in
                make.left.equalTo(a2.snp.right)
                make.top.equalTo(40)
                make.right.equalTo(v)
            }.contentHugging(.low, for: .horizontal)
            // Vertically: the lower label gives in.
            v.place(top, key: "top") { make in
                make.left.equalTo(200)
                make.top.equalTo(80)
            }.contentHugging(.high, for: .vertical)
            v.place(bottom, key: "bottom") { make in
                make.left.equalTo(200)
                make.top.equalTo(top.snp.bottom)
                make.bottom.equalTo(v)
            }.contentHugging(.medium, for: .vertical)
        }
        defer { window.close() }
        let first = naturalSize(a1), second = naturalSize(b1)
        XCTAssertEqual(pixelFrame(a1, in: canvas), PixelFrame(0, 0, 400 - second.width, first.height))
        XCTAssertEqual(pixelFrame(b1, in: canvas), PixelFrame(400 - second.width, 0, second.width, second.height))
        XCTAssertEqual(pixelFrame(a2, in: canvas), PixelFrame(0, 40, first.width, first.height))
        XCTAssertEqual(pixelFrame(b2, in: canvas), PixelFrame(first.width, 40, 400 - first.width, second.height))
        let topHeight = naturalSize(top).height
        XCTAssertEqual(pixelFrame(top, in: canvas).height, topHeight)
        XCTAssertEqual(pixelFrame(bottom, in: canvas).y, 80 + topHeight)
        XCTAssertEqual(pixelFrame(bottom, in: canvas).bottom, 300)
    } }

    /// Compression resistance is 750 by default: a 751 constraint squeezes a label, a 749 one
    /// does not.
    func testCompressionResistanceDefaultsTo750() throws { try onMain {
        try requireGtk()
        let squeezed = ellipsizingLabel("squeezed below its text"), kept = ellipsizingLabel("kept at its text")
        let (canvas, window) = showCanvas { v in
            v.place(squeezed, key: "squeezed") { make in
                make.left.top.equalTo(v)
                make.width.equalTo(30).priority(751.0)
            }
            v.place(kept, key: "kept") { make in
                make.left.equalTo(v)
                make.top.equalTo(30)
                make.width.equalTo(30).priority(749.0)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(squeezed, in: canvas).width, 30)
        XCTAssertEqual(pixelFrame(kept, in: canvas).width, naturalSize(kept).width)
    } }

    /// Two labels in a 150-pixel row that is too short for both: the one with the lower
    /// compression resistance gives way.
    func testCompressionResistanceModifierDecidesWhoShrinks() throws { try onMain {
        try requireGtk()
        let a1 = ellipsizingLabel("Repository name"), b1 = ellipsizingLabel("Description text")
        let a2 = ellipsizingLabel("Repository name"), b2 = ellipsizingLabel("Description text")
        let (canvas, window) = showCanvas { v in
            for (row, (a, b)) in [(a1, b1), (a2, b2)].enumerated() {
                let first = v.place(a, key: "a\(row)") { make in
                    make.left.equalTo(0)
                    make.top.equalTo(row * 30)
                }
                let second = v.place(b, key: "b\(row)") { make in
                    make.left.equalTo(a.snp.right).offset(8)
                    make.right.equalTo(v.snp.left).offset(150)
                    make.top.equalTo(row * 30)
                }
                (row == 0 ? second : first).compressionResistance(.low, for: .horizontal)
            }
        }
        defer { window.close() }
        let name = naturalSize(a1).width, description = naturalSize(b1).width
        XCTAssertGreaterThan(name + 8 + description, 150, "the row is too short for both")
        XCTAssertEqual(pixelFrame(a1, in: canvas).width, name)
        XCTAssertEqual(pixelFrame(b1, in: canvas), PixelFrame(name + 8, 0, 142 - name, naturalSize(b1).height))
        XCTAssertEqual(pixelFrame(a2, in: canvas).width, 142 - description)
        XCTAssertEqual(pixelFrame(b2, in: canvas), PixelFrame(150 - description, 30, description, naturalSize(b2).height))
    } }

    /// A wrapping label given a width is as tall as GTK says for that width, and what hangs
    /// below it follows when the width changes.
    func testHeightForWidthOfAWrappingLabel() throws { try onMain {
        try requireGtk()
        let text = wrappingLabel(String(repeating: "Constraints all the way down. ", count: 8))
        let below = layoutBox()
        var width = 100
        let (canvas, window) = showCanvas { v in
            v.place(text, key: "text") { make in
                make.left.top.equalTo(10)
                make.width.equalTo(width)
            }
            v.place(below, key: "below") { make in
                make.top.equalTo(text.snp.bottom).offset(4)
                make.left.equalTo(10)
                make.size.equalTo(10)
            }
        }
        defer { window.close() }
        let oneLine = naturalSize(text).height, narrow = naturalHeight(text, forWidth: 100)
        XCTAssertGreaterThan(narrow, oneLine * 5, "many lines at 100 pixels")
        XCTAssertEqual(pixelFrame(text, in: canvas), PixelFrame(10, 10, 100, narrow))
        XCTAssertEqual(pixelFrame(below, in: canvas).y, 14 + narrow)

        width = 250
        canvas.rerender()
        let wide = naturalHeight(text, forWidth: 250)
        XCTAssertLessThan(wide, narrow)
        XCTAssertEqual(pixelFrame(text, in: canvas), PixelFrame(10, 10, 250, wide))
        XCTAssertEqual(pixelFrame(below, in: canvas).y, 14 + wide)
    } }

    /// A wrapping label pinned to both edges wraps at the window's width; its one-line natural
    /// width does not become the window's minimum.
    func testAWrappingLabelWrapsAtTheWindowsWidth() throws { try onMain {
        try requireGtk()
        let text = wrappingLabel(String(repeating: "A label that wraps inside its view. ", count: 12))
        let (canvas, window) = showCanvas(width: 300, height: 400) { v in
            v.place(text, key: "text") { make in
                make.left.right.equalTo(v).inset(10)
                make.top.equalTo(10)
            }
        }
        defer { window.close() }
        XCTAssertEqual(allocatedSize(canvas.widget), [300, 400])
        XCTAssertEqual(pixelFrame(text, in: canvas), PixelFrame(10, 10, 280, naturalHeight(text, forWidth: 280)))
    } }

    /// As in Auto Layout, an empty StateView child has no size preference of its own (a UIView
    /// has no intrinsic content size): a low-priority width is not tied by a natural width of 0
    /// held at the same priority. Before, both cases below gave a width of 1.
    func testAnEmptyViewHasNoSizePreferenceOfItsOwn() throws { try onMain {
        try requireGtk()
        let (canvas, window) = showCanvas { v in
            v.place(EmptyView.self, key: "capped") { make in
                make.left.top.equalTo(v)
                make.height.equalTo(10)
                make.width.equalTo(300).priority(.low)
                make.width.lessThanOrEqualTo(200)
            }
            v.place(EmptyView.self, key: "alone") { make in
                make.left.equalTo(v)
                make.top.equalTo(20)
                make.height.equalTo(10)
                make.width.equalTo(300).priority(.low)
            }
        }
        defer { window.close() }
        let capped = try XCTUnwrap(canvas.childView(forKey: "capped")), alone = try XCTUnwrap(canvas.childView(forKey: "alone"))
        XCTAssertEqual(pixelFrame(capped.widget, in: canvas), PixelFrame(0, 0, 200, 10))
        XCTAssertEqual(pixelFrame(alone.widget, in: canvas), PixelFrame(0, 20, 300, 10))
    } }
}

/// A StateView that places nothing.
final class EmptyView: StateView {}

/// A label that ellipsizes, so GTK accepts it narrower than its text.
@MainActor
func ellipsizingLabel(_ text: String) -> Label {
    let label = Label(text)
    #if GTK3
    gtk_label_set_ellipsize(UnsafeMutableRawPointer(label.gtkWidget).assumingMemoryBound(to: GtkLabel.self), PANGO_ELLIPSIZE_END)
    #else
    gtk_label_set_ellipsize(OpaquePointer(label.gtkWidget), PANGO_ELLIPSIZE_END)
    #endif
    return label
}
