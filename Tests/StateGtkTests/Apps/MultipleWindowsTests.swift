// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
@testable import StateGtk
import StateGtkTesting
import XCTest
/// A window's state: a count its own `win.increment` raises.
private final class CounterView: StateView {
    let label = Label("")
    var count: Int {
        get { state["count"] as? Int ?? 0 }
        set { state["count"] = newValue }
    }

    override func render() {
        label.text = "\(count)"
        place(label, key: "count") { make in make.edges.equalToSuperview() }
    }
}

private final class CounterController: StateViewController {
    let counter = CounterView()
    var sharedRuns = 0

    override func viewDidLoad() {
        rootView = counter
        setActions([
            Action("increment") { [weak self] in self?.counter.count += 1 },
            Action("shared-\(ObjectIdentifier(self).hashValue)", scope: .application) { [weak self] in self?.sharedRuns += 1 },
        ])
    }
}

/// Two windows of one application: each has its own controller, state and `win.` actions; a
/// closed one is freed with its widgets and takes its `app.` actions with it.
final class MultipleWindowsTests: XCTestCase {
    func testTwoWindowsKeepTheirOwnStateAndActionsAndAClosedOneIsFreed() throws { try onMain {
        try requireGtk()
        let application = testApplication()
        let before = application.windows.count
        let tracker = FinalizationTracker()
        weak var closedController: CounterController?
        weak var closedView: CounterView?
        var sharedName = ""
        let remaining = CounterController(title: "B", width: 200, height: 100)
        let second = TestWindow(remaining)
        defer { closeForTest(remaining) }
        try {
            let first = CounterController(title: "A", width: 200, height: 100)
            let window = presentForTest(first)
            application.present(remaining)
            XCTAssertEqual(application.windows.count, before + 2)
            sharedName = "app.shared-\(ObjectIdentifier(first).hashValue)"

            try window.activateAction("win.increment")
            try window.activateAction("win.increment")
            try second.activateAction("win.increment")
            XCTAssertEqual(first.counter.count, 2, "A's action raised A's count")
            XCTAssertEqual(remaining.counter.count, 1, "and B's only B's")
            XCTAssertEqual(first.counter.label.text, "2", "A rendered its own state")
            try second.activateAction(sharedName)
            XCTAssertEqual(first.sharedRuns, 1, "an app. action runs from any window")

            tracker.watch(first.window)
            tracker.watch(first.counter.widget)
            tracker.watch(first.counter.label.gtkWidget.gpointerForTests)
            closedController = first
            closedView = first.counter
            closeForTest(first)
        }()
        Gtk.drainEvents()
        XCTAssertNil(closedController, "the closed window's controller is freed")
        XCTAssertNil(closedView, "and its views")
        XCTAssertTrue(tracker.allFinalized, "and its GObjects: \(tracker.finalizedCount) of \(tracker.count)")
        XCTAssertEqual(application.windows.count, before + 1)
        XCTAssertTrue(application.windows.contains { $0 === remaining })
        XCTAssertThrowsError(try second.activateAction(sharedName), "the closed controller's app. action went with it")
        try second.activateAction("win.increment")
        XCTAssertEqual(remaining.counter.count, 2, "the other window carries on")
    } }

    /// GTK's rule: the application runs while it has a window. DesktopProbe opens two, closes
    /// one, then the other; `Application.run` returns after the second.
    func testTheApplicationQuitsWhenItsLastWindowCloses() throws {
        let probe = try XCTUnwrap(Command.builtProduct("DesktopProbe"), "DesktopProbe is not built next to the tests")
        let run = try Command.run(probe.path, ["windows"], environment: ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path], timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardOutput, "windows 2\nwindows 1\nquit after the last window\n")
    }
}
