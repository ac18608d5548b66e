// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Dispatch
import StateGtk
import StateGtkTesting
import XCTest
final class MainActorBridgeTests: XCTestCase {
    func testTasksAndMainQueueRunWhileGtkRuns() throws { try onMain {
        try requireGtk()
        let row = RowView()
        let window = TestWindow(row)
        defer { window.close() }
        var order: [String] = []
        DispatchQueue.main.async { MainActor.assumeIsolated { order.append("dispatch") } }
        Task { @MainActor in order.append("task") }
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { order.count == 2 }, "main-queue work runs inside GTK's loop")
        XCTAssertEqual(Set(order), ["dispatch", "task"])
    } }

    func testAStateWriteFromABackgroundTaskReachesTheScreen() throws { try onMain {
        try requireGtk()
        final class Loader: StateView {
            let label = Label("loading")
            override func viewDidInitialize() {
                Task.detached {
                    let value = await Self.compute()  // off the main actor
                    await MainActor.run { self.state["text"] = value }
                }
            }
            nonisolated static func compute() async -> String { "loaded \(40 + 2)" }
            override func render() {
                label.text = state["text"] as? String ?? "loading"
                place(label, key: "label")
            }
        }
        let loader = Loader()
        let window = TestWindow(loader)
        defer { window.close() }
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { labelText(loader.label.gtkWidget) == "loaded 42" })
    } }
}
