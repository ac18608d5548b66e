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
private final class Child: StateView {
    override func viewDidInitialize() { Journal.note("child didInitialize") }
    override func viewWillUpdate(newState: [String: Any?], newProps: Props) {
        // `props` still holds what the last render received; `newProps` what this one will.
        Journal.note("child willUpdate \(props[RowProps.title] ?? "") to \(newProps[RowProps.title] ?? "")")
    }
    override func render() { Journal.note("child render \(props[RowProps.title] ?? "")") }
    override func viewDidUpdate() { Journal.note("child didUpdate") }
    override func viewWillRemove() { Journal.note("child willRemove") }
}

private final class Parent: StateView {
    override func getInitialState() -> [String: Any?] { ["title": "one", "shown": true] }
    override func viewDidInitialize() { Journal.note("parent didInitialize") }
    override func viewWillUpdate(newState: [String: Any?], newProps: Props) {
        Journal.note("parent willUpdate \(newState["title"] as? String ?? "")")
    }
    override func render() {
        Journal.note("parent render")
        if state["shown"] as? Bool == true {
            place(Child.self, key: "child").prop(RowProps.title, is: state["title"] as? String ?? "")
        }
    }
    override func viewDidUpdate() { Journal.note("parent didUpdate") }
}

final class LifecycleTests: XCTestCase {
    func testLifecycleOrder() throws { try onMain {
        try requireGtk()
        Journal.entries = []
        let parent = Parent()
        let window = TestWindow(parent)
        defer { window.close() }
        XCTAssertEqual(Journal.entries, [
            "parent render", "child didInitialize", "child render one", "parent didInitialize",
        ])
        Journal.entries = []
        parent.state["title"] = "two"
        StateView.flushRenders()
        XCTAssertEqual(Journal.entries, [
            "parent willUpdate two", "parent render", "child willUpdate one to two", "child render two",
            "child didUpdate", "parent didUpdate",
        ])
        Journal.entries = []
        let child = try XCTUnwrap(parent.childView(forKey: "child"))
        parent.state["shown"] = false
        StateView.flushRenders()
        XCTAssertEqual(Journal.entries, [
            "parent willUpdate two", "parent render", "child willRemove", "parent didUpdate",
        ])
        // A removed view keeps the props it last received (closures it runs late may read them).
        XCTAssertEqual(child.props[RowProps.title], "two")
    } }

    func testStateWritesAreBatchedIntoOneRenderBeforeTheNextFrame() throws { try onMain {
        try requireGtk()
        let row = RowView()
        let window = TestWindow(row)
        defer { window.close() }
        let before = row.renderCount
        row.state["a"] = 1
        row.state["b"] = 2
        row.state["c"] = 3
        XCTAssertEqual(row.renderCount, before, "writes do not render synchronously")
        Gtk.drainEvents()
        XCTAssertEqual(row.renderCount, before + 1, "three writes, one render")
        row.state["c"] = 3
        Gtk.drainEvents()
        XCTAssertEqual(row.renderCount, before + 1, "writing an equal value does not render")
    } }

    func testWritesDuringRenderAreDeferredNotRecursive() throws { try onMain {
        try requireGtk()
        final class SelfUpdating: StateView {
            var depth = 0, maxDepth = 0, renders = 0
            override func getInitialState() -> [String: Any?] { ["n": 0] }
            override func render() {
                depth += 1
                maxDepth = max(maxDepth, depth)
                renders += 1
                let n = state["n"] as? Int ?? 0
                if n < 3 { state["n"] = n + 1 }
                depth -= 1
            }
        }
        let view = SelfUpdating()
        let window = TestWindow(view)
        defer { window.close() }
        StateView.flushRenders()
        XCTAssertEqual(view.state["n"] as? Int, 3)
        XCTAssertEqual(view.renders, 4)
        XCTAssertEqual(view.maxDepth, 1, "render never re-enters itself")
    } }

    func testARunawayUpdateLoopStopsWithAnErrorNamingTheView() throws { try onMain {
        try requireGtk()
        final class Runaway: StateView {
            var renders = 0
            override func render() {
                renders += 1
                state["n"] = renders
            }
        }
        let view = Runaway()
        var window: TestWindow?
        let messages = TestLog.capture { window = TestWindow(view) }
        defer { window?.close() }
        XCTAssertLessThanOrEqual(view.renders, 102)
        XCTAssertTrue(messages.contains { $0.contains("Runaway") && $0.contains("rendered 100 times") }, "\(messages)")
        Gtk.drainEvents()
    } }

    func testStateWrittenToARemovedViewIsIgnored() throws { try onMain {
        try requireGtk()
        let parent = Parent()
        let window = TestWindow(parent)
        defer { window.close() }
        let child = parent.childView(forKey: "child")!
        parent.state["shown"] = false
        StateView.flushRenders()
        XCTAssertFalse(child.isLive)
        child.state["late"] = 1
        StateView.flushRenders()
        XCTAssertFalse(child.isLive)
    } }
}
