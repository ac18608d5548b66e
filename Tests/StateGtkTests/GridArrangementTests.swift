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
final class GridArrangementTests: XCTestCase {
    func testAGridPlacesChildrenInEqualColumnsWithSpansAndSpacing() throws { try onMain {
        try requireGtk()
        final class Form: StateView {
            let title = Label("Title across both columns")
            let labels = (0..<4).map { Label("cell \($0)") }
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .grid(columns: 2, rowSpacing: 6, columnSpacing: 10)
            }
            override func render() {
                place(title, key: "title").spanning(columns: 2)
                for (index, label) in labels.enumerated() { place(label, key: index) }
            }
        }
        let form = Form()
        let window = TestWindow(form, width: 410, height: 300)
        defer { window.close() }
        let origin = allocation(form.widget)
        let title = allocation(form.title.gtkWidget)
        let cells = form.labels.map { allocation($0.gtkWidget) }
        XCTAssertEqual(title.x - origin.x, 0)
        XCTAssertEqual(title.width, 410)
        XCTAssertEqual(cells.map { $0.x - origin.x }, [0, 210, 0, 210])
        XCTAssertEqual(cells.map(\.width), [200, 200, 200, 200])
        XCTAssertEqual(cells[0].y, title.y + title.height + 6)
        XCTAssertEqual(cells[2].y, cells[0].y + cells[0].height + 6)
        XCTAssertEqual(cells[0].y, cells[1].y, "a row shares one top")
        let counts = GtkMutations.measure {
            form.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(counts.total, 0, "an unchanged grid makes no GTK call")
    } }
}
