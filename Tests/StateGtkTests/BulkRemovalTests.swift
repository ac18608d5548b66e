// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A row that notes, as it is removed, whether its list was still on screen (realized).
private final class WitnessRow: StateView {
    static var listRealizedAtRemoval: [Bool] = []
    weak var list: StateView?
    let label = Label("row")
    override func render() { place(label, key: "label") }
    override func viewWillRemove() {
        guard let list else { return }
        Self.listRealizedAtRemoval.append(gtk_widget_get_realized(list.widget) != 0)
    }
}

private final class WitnessList: StateView {
    static let keys = StateField<[Int]>("keys")
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }
    override func render() {
        for key in state[Self.keys] ?? [] { place(WitnessRow.self, key: key) }
    }

    /// Tells every row which list to watch (after the render that made them).
    func introduceRows() {
        for key in state[Self.keys] ?? [] { (childView(forKey: key) as? WitnessRow)?.list = self }
    }
}

/// A list of `rows` witness rows on screen, each watching it, with no removal recorded yet.
@MainActor
private func showWitnessList(rows: Int) -> (WitnessList, TestWindow) {
    let list = WitnessList()
    list.state[WitnessList.keys] = Array(0..<rows)
    let window = TestWindow(list)
    StateView.flushRenders()
    list.introduceRows()
    WitnessRow.listRealizedAtRemoval = []
    return (list, window)
}

/// Large removals: the container goes off screen when many kept siblings would be disturbed,
/// and stays on screen when only trailing children go (each removal disturbs one sibling).
final class BulkRemovalTests: XCTestCase {
    func testClearingAListFromItsEndKeepsItOnScreen() throws { try onMain {
        try requireGtk()
        let (list, window) = showWitnessList(rows: 200)
        defer { window.close() }

        list.state[WitnessList.keys] = Array(0..<20)  // the last 180 go
        StateView.flushRenders()
        XCTAssertEqual(WitnessRow.listRealizedAtRemoval.count, 180)
        XCTAssertTrue(WitnessRow.listRealizedAtRemoval.allSatisfy { $0 }, "removing a tail stays on screen")

        WitnessRow.listRealizedAtRemoval = []
        list.state[WitnessList.keys] = []
        StateView.flushRenders()
        XCTAssertEqual(WitnessRow.listRealizedAtRemoval.count, 20)
        XCTAssertTrue(WitnessRow.listRealizedAtRemoval.allSatisfy { $0 }, "clearing stays on screen")
        XCTAssertTrue(list.childWidgets.isEmpty)
        XCTAssertNotEqual(gtk_widget_get_mapped(list.widget), 0)
    } }

    // GTK 3 only: GTK 4 restyles lazily and takes no container off screen (SGContainerChildren).
    #if GTK3
    func testRemovingMostChildrenBeforeKeptOnesGoesOffScreen() throws { try onMain {
        try requireGtk()
        let (list, window) = showWitnessList(rows: 1000)
        defer { window.close() }

        list.state[WitnessList.keys] = Array(900..<1000)  // 900 go before the 100 kept
        StateView.flushRenders()
        Gtk.drainEvents()
        XCTAssertEqual(WitnessRow.listRealizedAtRemoval.count, 900)
        XCTAssertTrue(WitnessRow.listRealizedAtRemoval.allSatisfy { !$0 }, "removed off screen")
        XCTAssertEqual(list.childWidgets.count, 100)
        XCTAssertNotEqual(gtk_widget_get_mapped(list.widget), 0, "and back on screen afterwards")
    } }
    #endif

    /// Each removed row is freed (its Swift side, not only its widgets) before the next one is
    /// told of its removal: freeing them all after the loop touched every removed row a second
    /// time, cache-cold (Docs/keyed-list-benchmark.md).
    func testEachRemovedRowIsFreedBeforeTheNextIsRemoved() throws { try onMain {
        try requireGtk()
        let list = LoggingList()
        list.state[LoggingList.keys] = Array(0..<4)
        let window = TestWindow(list)
        defer { window.close() }
        StateView.flushRenders()
        rowEvents.reset()

        list.state[LoggingList.keys] = [1]
        StateView.flushRenders()
        XCTAssertEqual(rowEvents.all, [
            "remove 3", "freed 3", "remove 2", "freed 2", "remove 0", "freed 0",
        ])
    } }
}

/// What rows were told and when they were freed, from `deinit` (which runs off the main actor).
private final class RowEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    func append(_ event: String) { lock.withLock { events.append(event) } }
    func reset() { lock.withLock { events = [] } }
    var all: [String] { lock.withLock { events } }
}

private let rowEvents = RowEvents()

private final class LoggingRow: StateView {
    static let index = PropKey<Int>("index")
    private var index = -1
    override func render() { index = props[Self.index] ?? -1 }
    override func viewWillRemove() { rowEvents.append("remove \(index)") }
    deinit { rowEvents.append("freed \(index)") }
}

private final class LoggingList: StateView {
    static let keys = StateField<[Int]>("keys")
    override func render() {
        for key in state[Self.keys] ?? [] {
            place(LoggingRow.self, key: key).prop(LoggingRow.index, is: key)
        }
    }
}
