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
/// Under right-to-left text (Hebrew, Arabic) a window mirrors: a horizontal stack runs from the
/// right edge, as a GtkBox does, and a grid's columns from the right, like constraints on
/// leading and trailing.
final class RightToLeftLayoutTests: XCTestCase {
    func testAHorizontalStackRunsFromTheRightEdge() throws { try onMain {
        try requireGtk()
        final class Bar: StateView {
            let first = Label("first"), second = Label("second")
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 10)
            }
            override func render() {
                place(first, key: "first")
                place(second, key: "second")
            }
        }
        let bar = Bar()
        gtk_widget_set_direction(bar.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(bar, width: 400, height: 40)
        defer { window.close() }
        let origin = allocation(bar.widget).x
        let first = allocation(bar.first.gtkWidget), second = allocation(bar.second.gtkWidget)
        XCTAssertEqual(first.x + first.width, origin + 400, "the first child at the right edge")
        XCTAssertEqual(second.x + second.width + 10, first.x, "the second to its left, 10 apart")
    } }

    func testAGridsColumnsRunFromTheRight() throws { try onMain {
        try requireGtk()
        final class Form: StateView {
            let cells = (0..<2).map { Label("cell \($0)") }
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .grid(columns: 2, rowSpacing: 6, columnSpacing: 10)
            }
            override func render() { for (index, cell) in cells.enumerated() { place(cell, key: index) } }
        }
        let form = Form()
        gtk_widget_set_direction(form.widget, GTK_TEXT_DIR_RTL)
        let window = TestWindow(form, width: 410, height: 100)
        defer { window.close() }
        let origin = allocation(form.widget).x
        XCTAssertEqual(form.cells.map { allocation($0.gtkWidget).x - origin }, [210, 0], "the first column at the right")
    } }
}
