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
/// `StateView.flushRenders()` called while a render is in progress (in `render()`, in a child's
/// `render()`, in a row's `viewWillUpdate`) waits until that render has been applied: every view
/// ends with exactly the children its last `render()` placed, and no view renders inside another.
final class FlushDuringRenderTests: XCTestCase {
    /// Writes its own state in its first render (so it is dirty again), flushes, then places.
    private final class SelfFlushing: StateView {
        static let value = StateField<Int>("value")
        let label = Label("l")
        private(set) var renders = 0

        override func render() {
            renders += 1
            if renders == 1 { state[Self.value] = 1 }
            StateView.flushRenders()
            place(label, key: "l")
        }
    }

    func testFlushInsideRenderKeepsTheChildrenItPlaced() throws { try onMain {
        try requireGtk()
        let view = SelfFlushing()
        let (window, messages) = Self.show(view)
        defer { window.close() }
        XCTAssertEqual(view.childWidgets, [view.label.gtkWidget], "the view keeps the child its last render placed")
        XCTAssertEqual(view.renders, 2, "the write inside the first render renders once more, after it")
        XCTAssertTrue(messages.contains { $0.contains("flushRenders()") && $0.contains("SelfFlushing.render()") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("more than once") }, "\(messages)")
    } }

    /// `view` in a window, rendered and settled; what was logged meanwhile.
    @MainActor
    private static func show(_ view: StateView) -> (TestWindow, [String]) {
        var window: TestWindow?
        let messages = TestLog.capture {
            window = TestWindow(view)
            StateView.flushRenders()
            Gtk.drainEvents()
        }
        return (window!, messages)
    }

    /// A child's first render writes its parent's state and its own, then flushes.
    private final class Parent: StateView {
        static let generation = StateField<Int>("generation")
        private(set) var renders = 0

        override func getInitialState() -> [String: Any?] { ["generation": 0] }

        override func render() {
            renders += 1
            place(FlushingChild.self, key: "child").prop(FlushingChild.generation, is: state[Self.generation] ?? 0)
        }
    }

    private final class FlushingChild: StateView {
        static let generation = PropKey<Int>("generation")
        static let own = StateField<Int>("own")
        nonisolated(unsafe) static var made = 0
        let label = Label()

        required init(parentViewController: StateViewController? = nil) {
            super.init(parentViewController: parentViewController)
            Self.made += 1
        }

        override func render() {
            let generation = props[Self.generation] ?? 0
            label.text = "\(generation)"
            if generation == 0, state[Self.own] == nil {
                state[Self.own] = 1
                (parentView as? Parent)?.state[Parent.generation] = 1
                StateView.flushRenders()
            }
            place(label, key: "l")
        }
    }

    func testFlushInsideAChildsRenderWaitsForTheParentsRender() throws { try onMain {
        try requireGtk()
        FlushingChild.made = 0
        let parent = Parent()
        let (window, messages) = Self.show(parent)
        defer { window.close() }
        let child = try XCTUnwrap(parent.childView(forKey: "child") as? FlushingChild)
        XCTAssertEqual(FlushingChild.made, 1, "one child, kept across the parent's second render")
        XCTAssertEqual(parent.childWidgets, [child.widget])
        XCTAssertEqual(child.childWidgets, [child.label.gtkWidget], "the child keeps the label its last render placed")
        XCTAssertEqual(child.label.text, "1", "the parent's write rendered after its first render")
        XCTAssertEqual(parent.renders, 2)
        XCTAssertTrue(messages.contains { $0.contains("flushRenders()") && $0.contains("FlushingChild.render()") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("more than once") }, "\(messages)")
    } }

    /// A list whose rows, when their props change (a click selects one), tell the host which row
    /// they show and flush; the host passes that back to every row, so its render renders the
    /// list again. The list renders its rows outside any flush, straight from the click.
    private final class ListHost: StateView {
        static let seen = StateField<Int>("seen")
        var selected: Set<Int> = []
        private lazy var select = Callback<Set<Int>> { [weak self] keys in
            self?.selected = keys
            self?.setNeedsRender()
        }

        override func getInitialState() -> [String: Any?] { ["seen": -1] }

        override func render() {
            let seen = state[Self.seen] ?? -1
            place(LazyList.self, key: "list")
                .items(Array(0..<100), key: { $0 }) { item, row in
                    row.place(ReportingRow.self)
                        .prop(ReportingRow.index, is: item)
                        .prop(ReportingRow.seen, is: seen)
                        .prop(ReportingRow.isSelected, is: row.isSelected)
                        .prop(ReportingRow.report, is: { [weak self] (index: Int) in self?.state[Self.seen] = index })
                }
                .rowHeight(.fixed(30))
                .selection(.single, selected: selected, onChange: select)
        }

        var list: LazyList { childView(forKey: "list") as! LazyList }
    }

    private final class ReportingRow: StateView {
        static let index = PropKey<Int>("index")
        static let seen = PropKey<Int>("seen")
        static let isSelected = PropKey<Bool>("isSelected")
        static let report = PropKey<(Int) -> Void>("report")
        let label = Label()

        override func viewWillUpdate(newState: [String: Any?], newProps: Props) {
            guard newProps[Self.isSelected] == true, let index = newProps[Self.index] else { return }
            newProps[Self.report]?(index)
            StateView.flushRenders()
        }

        override func render() {
            let selected = props[Self.isSelected] == true ? " selected" : ""
            label.text = "Row \(props[Self.index] ?? -1) saw \(props[Self.seen] ?? -1)\(selected)"
            place(label, key: "text")
        }
    }

    func testFlushInARowsViewWillUpdateWaitsForTheRowsToBeApplied() throws { try onMain {
        try requireGtk()
        let host = ListHost()
        let window = TestWindow(host, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = host.list
        let clicked = try XCTUnwrap(list.rowView(forKey: 3))
        var warnings: [String] = []
        let messages = try TestLog.capture {
            warnings = try gtkWarnings {
                try window.click(clicked.widget)
                settle(window)
            }
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(host.selected, [3])
        XCTAssertEqual(host.state[ListHost.seen], 3)
        XCTAssertFalse(messages.contains { $0.contains("more than once") }, "\(messages)")
        let keys = list.realizedKeys(as: Int.self)
        XCTAssertEqual(keys, Array(keys.indices), "rows in order, none twice")
        for key in keys {
            let row = try XCTUnwrap(list.rowView(forKey: key) as? ReportingRow)
            XCTAssertEqual(row.childWidgets, [row.label.gtkWidget], "row \(key) keeps the label its last render placed")
            XCTAssertEqual(row.label.text, "Row \(key) saw 3\(key == 3 ? " selected" : "")")
        }
    } }
}
