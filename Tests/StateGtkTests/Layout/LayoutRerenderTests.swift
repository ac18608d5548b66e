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
/// Constraints are re-evaluated on every render: changes move children, no change costs nothing.
final class LayoutRerenderTests: XCTestCase {
    func testAChangedConstantMovesTheChild() throws { try onMain {
        try requireGtk()
        let box = layoutBox(), follower = layoutBox()
        var offset = 10
        let (canvas, window) = showCanvas { v in
            v.place(box, key: "box") { make in
                make.left.equalTo(v).offset(offset)
                make.top.equalTo(20)
                make.size.equalTo(30)
            }
            v.place(follower, key: "follower") { make in
                make.left.equalTo(box.snp.right).offset(5)
                make.top.equalTo(box)
                make.size.equalTo(box)
            }
        }
        defer { window.close() }
        #if GTK3  // GTK 4 has no size-allocate signal to count
        let allocations = AllocationCounter(box.gtkWidget)
        #endif
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 20, 30, 30))
        offset = 75
        let mutations = GtkMutations.measure { canvas.rerender() }
        XCTAssertEqual(mutations.total, 0, "moving is a relayout, not a change of the widget tree: \(mutations)")
        #if GTK3
        XCTAssertEqual(allocations.count, 1)
        #endif
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(75, 20, 30, 30))
        XCTAssertEqual(pixelFrame(follower, in: canvas), PixelFrame(110, 20, 30, 30))
    } }

    func testAnUnchangedRenderMakesNoGtkMutationAndNoRelayout() throws { try onMain {
        try requireGtk()
        let title = Label("Title"), box = layoutBox()
        let (canvas, window) = showCanvas { v in
            title.text = "Title"
            v.place(title, key: "title") { make in make.left.top.equalTo(v).inset(8) }
            v.place(box, key: "box") { make in
                make.top.equalTo(title.snp.bottom).offset(4)
                make.left.right.equalTo(v).inset(8)
                make.height.equalTo(v).dividedBy(2)
            }
        }
        defer { window.close() }
        #if GTK3  // GTK 4 has no size-allocate signal to count
        let viewAllocations = AllocationCounter(canvas.widget), boxAllocations = AllocationCounter(box.gtkWidget)
        #endif
        let before = [pixelFrame(title, in: canvas), pixelFrame(box, in: canvas)]
        let renders = canvas.renders
        let mutations = GtkMutations.measure {
            canvas.rerender()
            canvas.rerender()
        }
        XCTAssertEqual(canvas.renders, renders + 2)
        XCTAssertEqual(mutations, GtkMutations.Counts(), "\(mutations)")
        #if GTK3
        XCTAssertEqual(viewAllocations.count, 0, "no resize was queued")
        XCTAssertEqual(boxAllocations.count, 0)
        #endif
        XCTAssertEqual([pixelFrame(title, in: canvas), pixelFrame(box, in: canvas)], before)
    } }

    /// Swapping one constraint for another removes the old one: no conflict, no leftover.
    func testReplacingConstraintsOnRerender() throws { try onMain {
        try requireGtk()
        let box = layoutBox()
        var pinnedRight = false
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(box, key: "box") { make in
                    if pinnedRight { make.right.equalTo(v).inset(10) } else { make.left.equalTo(v).inset(10) }
                    make.top.equalTo(10)
                    make.width.equalTo(pinnedRight ? 60 : 40)
                    make.height.equalTo(20)
                }
            }
            XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 10, 40, 20))
            pinnedRight = true
            canvas.rerender()
            XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(330, 10, 60, 20))
            pinnedRight = false
            canvas.rerender()
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        XCTAssertEqual(pixelFrame(box, in: canvas), PixelFrame(10, 10, 40, 20))
    } }

    /// A removed sibling takes its constraints along; the children that followed it re-anchor.
    func testRemovingASiblingThatOthersFollowed() throws { try onMain {
        try requireGtk()
        let header = layoutBox(), content = layoutBox()
        var showsHeader = true
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                if showsHeader {
                    v.place(header, key: "header") { make in
                        make.top.left.right.equalTo(v)
                        make.height.equalTo(50)
                    }
                }
                v.place(content, key: "content") { make in
                    make.top.equalTo(showsHeader ? header.snp.bottom : v.snp.top)
                    make.left.right.bottom.equalTo(v)
                }
            }
            XCTAssertEqual(pixelFrame(content, in: canvas), PixelFrame(0, 50, 400, 250))
            showsHeader = false
            canvas.rerender()
            XCTAssertEqual(canvas.childKeys, ["content"])
            XCTAssertEqual(pixelFrame(content, in: canvas), PixelFrame(0, 0, 400, 300))
            showsHeader = true
            canvas.rerender()
        }
        defer { window.close() }
        XCTAssertEqual(errors(messages, containing: "").count, 0, "\(messages)")
        XCTAssertEqual(pixelFrame(header, in: canvas), PixelFrame(0, 0, 400, 50))
        XCTAssertEqual(pixelFrame(content, in: canvas), PixelFrame(0, 50, 400, 250))
    } }

    /// A render that changes only a hugging priority lays out again.
    func testChangingHuggingOnRerenderRelaysOut() throws { try onMain {
        try requireGtk()
        let left = Label("left"), right = Label("right")
        var leftHugs = false
        let (canvas, window) = showCanvas { v in
            v.place(left, key: "left") { make in make.left.top.equalTo(v) }
                .contentHugging(leftHugs ? .high : .low, for: .horizontal)
            v.place(right, key: "right") { make in
                make.left.equalTo(left.snp.right)
                make.top.right.equalTo(v)
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(right, in: canvas).width, naturalSize(right).width)
        leftHugs = true
        canvas.rerender()
        XCTAssertEqual(pixelFrame(left, in: canvas).width, naturalSize(left).width, "the left label hugs its text now")
        XCTAssertEqual(pixelFrame(right, in: canvas).width, 400 - naturalSize(left).width)
    } }
}
