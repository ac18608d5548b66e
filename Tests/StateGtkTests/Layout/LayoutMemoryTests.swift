// toolkit: both
import StateGtkTesting
import XCTest

@testable import StateGtk

/// What a view keeps for laying out its children goes with them: keys come and go for the life
/// of a view (a feed of items, the soak's random keys), and nothing of a child that left stays.
final class LayoutMemoryTests: XCTestCase {
    func testChildrenThatLeftLeaveNoLayoutStateBehind() throws { try onMain {
        try requireGtk()
        var generation = 0
        let (canvas, window) = showCanvas { v in
            for index in 0..<3 {
                let key = generation * 3 + index
                v.place(wrappingLabel("Item \(key)"), key: key) { make in
                    make.left.equalTo(v)
                    make.top.equalTo(index * 30)
                    make.width.equalTo(200)
                }
            }
        }
        defer { window.close() }
        waitUntilIdle()
        for _ in 0..<40 {
            generation += 1
            canvas.setNeedsRender()
            StateView.flushRenders()
            waitUntilIdle()
        }
        XCTAssertEqual(canvas.childWidgets.count, 3)
        let remembered = try XCTUnwrap(canvas.layoutEngine).solvedWidths.count
        XCTAssertGreaterThan(remembered, 0, "the children were laid out at a width")
        XCTAssertLessThanOrEqual(remembered, 6, "widths of the 120 children that left are kept: \(remembered)")
    } }
}
