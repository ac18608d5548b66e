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
/// Code that gets around Swift 6's checks (here a main-actor closure cast to a plain one, as a C
/// callback or an `@unchecked Sendable` wrapper would) writes a view's state, asks it to render,
/// flushes and retitles a window from four threads at once, while the main loop renders: every
/// call is refused at once, with one error per call site and thread naming the view and the
/// thread, and nothing changes or crashes.
final class OffMainThreadTests: XCTestCase {
    private final class Tally: StateView {
        static let count = StateField<Int>("count")
        let label = Label("0")

        override func getInitialState() -> [String: Any?] { ["count": 0] }

        override func render() {
            label.text = "\(state[Self.count] ?? 0)"
            place(label, key: "count")
        }
    }

    func testCallsFromFourThreadsAreRefusedNamingTheViewAndTheThread() throws { try onMain {
        try requireGtk()
        let tally = Tally()
        let window = TestWindow(tally)
        defer { window.close() }
        let controller = StateViewController(title: "Kept")
        defer { controller.close() }

        // What a C callback or an `@unchecked Sendable` wrapper does: run main-actor code on
        // the thread it is on.
        let write: @MainActor (Int) -> Void = { value in
            tally.state[Tally.count] = value
            tally.setNeedsRender()
            if value % 100 == 0 {
                StateView.flushRenders()
                controller.title = "Changed \(value)"
            }
        }
        let writeAnywhere = unsafeBitCast(write, to: ((Int) -> Void).self)
        nonisolated(unsafe) let writer = writeAnywhere
        let finished = Countdown(4)

        let messages = TestLog.capture {
            for index in 1...4 {
                Thread {
                    // The kernel's name as well as Foundation's: the refusal's message reads
                    // Foundation's, else the kernel's, and Foundation's was seen missing under load.
                    Thread.current.name = "writer \(index)"
                    try? "writer \(index)".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
                    for value in 1...1_000 { writer(value) }
                    finished.countDown()
                }.start()
            }
            // The main loop renders meanwhile, as in an app; a guard against a hang, not a timing.
            let guardTime = Date().addingTimeInterval(120)
            while !finished.isDone, Date() < guardTime {
                while g_main_context_iteration(nil, 0) != 0 {}
                usleep(1_000)
            }
        }
        XCTAssertTrue(finished.isDone, "the writers did not finish")
        Gtk.drainEvents()

        XCTAssertEqual(tally.state[Tally.count], 0, "every write from another thread was refused")
        XCTAssertEqual(tally.label.text, "0")
        XCTAssertEqual(controller.title, "Kept")
        for index in 1...4 {
            for operation in ["Tally's state was written", "Tally.setNeedsRender() was called",
                              "StateView.flushRenders() was called", "StateViewController.title was set"] {
                let reports = messages.filter { $0.contains("\(operation) on thread \"writer \(index)\"") && $0.contains("not the main thread: refused") }
                XCTAssertEqual(reports.count, 1, "\(operation) from writer \(index) is reported once; reported:\n\(messages.joined(separator: "\n"))")
            }
        }
        XCTAssertEqual(messages.filter { !$0.hasPrefix("error: ") }, [])

        tally.state[Tally.count] = 7
        StateView.flushRenders()
        XCTAssertEqual(tally.label.text, "7", "the view goes on working on the main thread")
        XCTAssertEqual(tally.childWidgets, [tally.label.gtkWidget])
    } }
}

/// Counts down from any thread.
private final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    init(_ count: Int) { remaining = count }
    func countDown() { lock.lock(); remaining -= 1; lock.unlock() }
    var isDone: Bool { lock.lock(); defer { lock.unlock() }; return remaining == 0 }
}
