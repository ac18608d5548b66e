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
/// 10,000 state writes from 100 detached tasks, each hopping to the main actor, while GTK's main
/// loop runs blocking (it sleeps until a source wakes it, as in an app): every write lands, the
/// screen ends up showing all of them, and no timeout source of StateGtk's polls the main queue.
final class ConcurrentWritesTests: XCTestCase {
    private final class Tally: StateView {
        static let counts = StateField<[Int]>("counts")
        let label = Label("0")
        private(set) var renderedTotals: [Int] = []

        override func getInitialState() -> [String: Any?] { ["counts": [Int](repeating: 0, count: 100)] }

        /// One write: an increment, so a lost write leaves the total short.
        func add(from writer: Int) {
            var counts = state[Self.counts] ?? []
            counts[writer] += 1
            state[Self.counts] = counts
        }

        override func render() {
            let total = (state[Self.counts] ?? []).reduce(0, +)
            renderedTotals.append(total)
            label.text = "\(total)"
            place(label, key: "total")
        }
    }

    func testTenThousandWritesFromDetachedTasksAllReachTheScreenWithoutPolling() throws { try onMain {
        try requireGtk()
        let tally = Tally()
        let window = TestWindow(tally)
        defer { window.close() }
        let before = Self.pollingTimeouts()
        let rendersBefore = tally.renderedTotals.count

        let gaveUp = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
            gaveUp.set()
            g_main_context_wakeup(nil)  // only to end a hung test: nothing else wakes the loop
        }
        let writers = 100, writesEach = 100
        for writer in 0..<writers {
            Task.detached {
                for _ in 0..<writesEach {
                    await MainActor.run { tally.add(from: writer) }
                }
            }
        }

        var timeoutsSeen = Set<String>()
        var iterations = 0
        // Blocking iterations: only a source that is ready wakes the loop, so the writes must
        // arrive through the main-queue source, not through a timer that happens to fire.
        while labelText(tally.label.gtkWidget) != "\(writers * writesEach)", !gaveUp.isSet {
            g_main_context_iteration(nil, 1)
            iterations += 1
            timeoutsSeen.formUnion(Self.pollingTimeouts())
        }
        XCTAssertFalse(gaveUp.isSet, "the writes did not all reach the screen: it shows \(labelText(tally.label.gtkWidget))")
        XCTAssertEqual(tally.state[Tally.counts], [Int](repeating: writesEach, count: writers), "every writer's every write landed")
        XCTAssertEqual(labelText(tally.label.gtkWidget), "10000")
        let totals = tally.renderedTotals.dropFirst(rendersBefore)
        XCTAssertEqual(Array(totals), totals.sorted(), "the screen never went back")
        XCTAssertLessThan(totals.count, writers * writesEach, "renders are coalesced, not one per write")
        XCTAssertEqual(timeoutsSeen.subtracting(before), [], "a timeout source appeared while the writes came in (\(iterations) iterations)")
    } }

    /// The timeout sources on the main context that are not GTK's own (GTK 3 names its sources
    /// "[gtk+] …", GTK 4 "[gtk] …"): the kind a polling bridge between GTK and the main queue
    /// would add.
    @MainActor
    private static func pollingTimeouts() -> Set<String> {
        // Source ids are handed out in order: a fresh one bounds every id in use.
        let probe = g_idle_add({ _ in 0 }, nil)
        g_source_remove(probe)
        var found: Set<String> = []
        // What marks a timeout source: the functions of one made to compare with.
        let reference = g_timeout_source_new(1000)!
        let timeoutFuncs = reference.pointee.source_funcs
        g_source_unref(reference)
        for id in 1..<probe {
            guard let source = g_main_context_find_source_by_id(nil, id),
                  source.pointee.source_funcs == timeoutFuncs else { continue }
            let name = g_source_get_name(source).map { String(cString: $0) } ?? "unnamed"
            if !name.hasPrefix("[gtk+]") && !name.hasPrefix("[gtk]") { found.insert("\(id) \(name)") }
        }
        return found
    }
}

/// Set once from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
