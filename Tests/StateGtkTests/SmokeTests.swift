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
final class Greeting: StateView {
    let label = Label()
    override func getInitialState() -> [String: Any?] { ["name": "world"] }
    override func render() {
        label.text = "Hello, \(state["name"] as? String ?? "")"
        place(label, key: "label") { make in make.edges.equalTo(self) }
    }
}

final class SmokeTests: XCTestCase {
    func testRendersALabel() throws { try onMain {
        try requireGtk()
        let view = Greeting()
        let window = TestWindow(view)
        defer { window.close() }
        XCTAssertEqual(view.childWidgets.count, 1)
        XCTAssertEqual(labelText(view.childWidgets[0]), "Hello, world")
        view.state["name"] = "GTK"
        StateView.flushRenders()
        XCTAssertEqual(labelText(view.childWidgets[0]), "Hello, GTK")
    } }
}
