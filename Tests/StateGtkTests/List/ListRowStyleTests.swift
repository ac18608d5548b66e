// toolkit: both
import StateGtk
import StateGtkTesting
import XCTest
/// How rows look: a selected row is painted in the theme's selection colour, and an unselected
/// row paints nothing over the list's background, so that GTK 4 need not repaint the whole
/// viewport when rows move (Docs/list-view-benchmark.md, "On GTK 4").
final class ListRowStyleTests: XCTestCase {
    func testOnlySelectedRowsPaintABackground() throws { try onMain {
        try requireGtk()
        let (host, window) = openList(100, rowHeight: .fixed(30))
        defer { window.close() }
        host.selected = [2]
        host.update(); settle(window)
        let selected = ViewImage(rendering: try XCTUnwrap(host.list.rowView(forKey: 2)).widget)
        let plain = ViewImage(rendering: try XCTUnwrap(host.list.rowView(forKey: 1)).widget)
        let list = ViewImage(rendering: listSurface(host.list))
        // The rows' right ends: no text there.
        let plainCorner = plain.pixel(x: plain.width - 2, y: 1)
        let selectedCorner = selected.pixel(x: selected.width - 2, y: 1)
        XCTAssertEqual(plainCorner[3], 0, "an unselected row paints no background: \(plainCorner)")
        XCTAssertEqual(selectedCorner[3], 255, "a selected row is opaque: \(selectedCorner)")
        XCTAssertNotEqual(
            Array(selectedCorner[0..<3]), Array(list.pixel(x: list.width - 2, y: 1)[0..<3]),
            "a selected row stands out from the list's background")

        host.selected = []
        host.update(); settle(window)
        let unselected = ViewImage(rendering: try XCTUnwrap(host.list.rowView(forKey: 2)).widget)
        XCTAssertEqual(unselected.pixel(x: unselected.width - 2, y: 1)[3], 0, "a row deselected paints no background again")
    } }
}

extension ViewImage {
    /// The RGBA channels of the pixel at (`x`, `y`).
    fileprivate func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }
}
