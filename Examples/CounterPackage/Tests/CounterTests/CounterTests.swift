import Counter
import StateGtk
import StateGtkTesting
import XCTest

final class CounterTests: XCTestCase {
    func testClicksCountAndTheShortcutResets() throws { try onMain {
        try requireGtk()
        let window = TestWindow(Counter(), width: 240, height: 120)
        defer { window.close() }
        XCTAssertNoThrow(try window.widget(withText: "Clicked 0 times"))

        try window.click(window.widget(withText: "Add one"))
        XCTAssertNoThrow(try window.widget(withText: "Clicked once"))
        try window.click(window.widget(atKeyPath: "add"))
        XCTAssertEqual(WidgetTree.text(of: try window.widget(atKeyPath: "label")), "Clicked 2 times")

        try window.press("<Control>r")
        XCTAssertNoThrow(try window.widget(withText: "Clicked 0 times"))
    } }

    func testAClickChangesOneLabelAndNothingElse() throws { try onMain {
        try requireGtk()
        let window = TestWindow(Counter(), width: 240, height: 120)
        defer { window.close() }
        let add = try window.widget(withText: "Add one")
        let calls = try countGtkCalls { try window.click(add) }
        XCTAssertEqual(calls.labelSets, 1, "\(calls)")
        XCTAssertEqual(calls.total, 1, "\(calls)")
    } }

    /// requireGtk() started Xvfb when the run had no display (scripts/test runs it so).
    func testRunsWithoutADisplayOfItsOwn() throws { try onMain {
        try requireGtk()
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        XCTAssertFalse(display.isEmpty, "GTK is up, so DISPLAY names a display")
        print("CounterTests display: \(display)")
    } }
}
