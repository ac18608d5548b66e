import CGtk
import StateGtk
import StateGtkTesting
import XCTest
@testable import Todo

/// The Getting-started todo app passes the accessibility audit, with items in its list.
final class TodoAccessibilityTests: XCTestCase {
    func testTheTodoViewPassesTheAccessibilityAudit() throws { try onMain {
        try requireGtk()
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }
        for title in ["Buy milk", "Walk the dog"] {
            try window.type(title, into: window.widget(named: "What needs doing?"))
            try window.press("Return")
        }
        try window.auditAccessibility()
    } }
}
