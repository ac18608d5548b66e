import CGtk
import StateGtk
import StateGtkTestSupport
import XCTest

final class StackLayoutTests: XCTestCase {
    func testVerticalStackPlacesRowsInOrderAtFullWidth() throws { try onMain {
        try requireGtk()
        let list = ListView()
        list.state[ListView.items] = ["a", "b", "c"]
        let window = TestWindow(list, width: 300, height: 400)
        defer { window.close() }
        let frames = list.childWidgets.map(allocation)
        XCTAssertEqual(frames.map(\.width), [300, 300, 300])
        XCTAssertEqual(frames[0].y, allocation(list.widget).y)
        XCTAssertEqual(frames[1].y, frames[0].y + frames[0].height)
        XCTAssertEqual(frames[2].y, frames[1].y + frames[1].height)
        XCTAssertGreaterThan(frames[0].height, 0)
    } }

    func testHorizontalStackGivesSpareSpaceToExpandingChildren() throws { try onMain {
        try requireGtk()
        final class Bar: StateView {
            let left = Label("left"), middle = Label("middle"), right = Label("right")
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 10)
            }
            override func render() {
                place(left, key: "left")
                place(middle, key: "middle").expanding()
                place(right, key: "right")
            }
        }
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }
        let frames = [bar.left, bar.middle, bar.right].map { allocation($0.gtkWidget) }
        let origin = allocation(bar.widget).x
        XCTAssertEqual(frames[0].x, origin)
        XCTAssertEqual(frames[1].x, frames[0].x + frames[0].width + 10)
        XCTAssertEqual(frames[2].x + frames[2].width, origin + 500, "the last child ends at the right edge")
        XCTAssertGreaterThan(frames[1].width, frames[0].width * 3, "the expanding child took the spare space")
    } }
}
