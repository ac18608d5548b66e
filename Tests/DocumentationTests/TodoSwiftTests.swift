#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import Testing
@testable import Todo
// snippet: testing-swift-testing
/// The same app under Swift Testing: the `.gtk` trait starts GTK, and the suite runs on the main
/// actor, one test at a time (GTK is single-threaded).
@Suite(.gtk, .serialized) @MainActor
struct TodoFilterTests {
    @Test(arguments: [(TodoFilter.all, [1, 2]), (.active, [2]), (.done, [1])])
    func theFilterShowsItsItems(filter: TodoFilter, keys: [Int]) throws {
        let window = TestWindow(TodoView(), width: 360, height: 240)
        defer { window.close() }
        for title in ["Buy milk", "Walk the dog"] {
            try window.type(title, into: window.widget(named: "What needs doing?"))
            try window.press("Return")
        }
        try window.click(window.widget(withText: "Buy milk"))  // ticks it off

        let box = try window.widget(atKeyPath: "filter")
        gtk_combo_box_set_active(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkComboBox.self), Int32(filter.rawValue))
        try window.wait("the list to follow the filter") { (try? window.view(atKeyPath: "list").childKeys) == keys.map(AnyHashable.init) }
        #expect(window.widgets(ofType: gtk_check_button_get_type()).count == keys.count)
    }
}
// end snippet
#endif
