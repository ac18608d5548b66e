import CGtk
import StateGtk
import StateGtkTesting
import XCTest

private final class Chart: StateView {
    let area = DrawingArea()
    var values = [3.0, 5.0]
    var draws: [(values: [Double], size: Size)] = []
    var presses: [Double] = []

    override func render() {
        let values = self.values
        area.draw(values) { [weak self] cairo, size in
            for (index, value) in values.enumerated() {
                cairo_rectangle(cairo, Double(index) * 12, size.height - value, 10, value)
            }
            cairo_fill(cairo)
            self?.draws.append((values, size))
        }
        area.onButtonPressEvent = { [weak self] x, _ in self?.presses.append(x) }
        place(area, key: "area") { make in make.edges.equalTo(self) }
    }
}

final class DrawingAreaTests: XCTestCase {
    func testTheClosureDrawsAndANewValueRedrawsButAnEqualOneDoesNot() throws { try onMain {
        try requireGtk()
        let chart = Chart()
        let window = TestWindow(chart, width: 200, height: 100)
        defer { window.close() }
        try StateGtkTesting.wait(until: { !chart.draws.isEmpty })
        XCTAssertEqual(chart.draws.last?.values, [3, 5])
        XCTAssertEqual(chart.draws.last?.size, Size(width: 200, height: 100))

        let same = GtkMutations.measure {
            chart.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(same.total, 0, "an equal value queues no redraw")

        chart.values = [7, 1, 4]
        let changed = GtkMutations.measure {
            chart.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(changed.propertySets, 1)
        try StateGtkTesting.wait(until: { chart.draws.last?.values == [7, 1, 4] })
    } }

    func testPointerPressesReachTheClosureWithTheirPosition() throws { try onMain {
        try requireGtk()
        let chart = Chart()
        let window = TestWindow(chart, width: 200, height: 100)
        defer { window.close() }
        waitUntilIdle()
        let event = gdk_event_new(GDK_BUTTON_PRESS)!
        event.pointee.button.window = gtk_widget_get_window(chart.area.gtkWidget)
        g_object_ref(UnsafeMutableRawPointer(event.pointee.button.window))
        event.pointee.button.x = 42
        event.pointee.button.y = 10
        event.pointee.button.button = 1
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_widget_event(chart.area.gtkWidget, event)
        gdk_event_free(event)
        XCTAssertEqual(chart.presses, [42])
    } }
}
