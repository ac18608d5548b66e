import XCEState
import XCTest

/// cancelQueued(): queued requests complete with false; the one in flight finishes.
final class CancelTests: XCTestCase {
    func testCancelQueuedCompletesQueuedWithFalseAndLetsTheInFlightFinish() {
        withHarness { h in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            var results: [String] = []
            view.state.apply { $0.locked() }.via(transition.body) { results.append("locked \($0)") }
            view.state.apply { $0.awaiting(with: "a") }.instantly { results.append("awaiting \($0)") }
            view.state.apply { $0.idle }.viaTransition { results.append("idle \($0)") }

            XCTAssertEqual(view.state.cancelQueued(), 2)
            XCTAssertEqual(results, ["awaiting false", "idle false"], "FIFO, synchronously")
            XCTAssertEqual(view.state.pendingCount, 0)
            XCTAssertTrue(view.state.isTransitioning, "the one in flight goes on")

            transition.finish()
            h.scheduler.runAll()
            XCTAssertEqual(results, ["awaiting false", "idle false", "locked true"])
            XCTAssertEqual(view.state.current?.name, "locked()")
            XCTAssertEqual(view.log, ["set locked", "update locked"], "cancelled states never ran")
        }
    }

    func testRequestsAfterACancelStillRun() {
        withHarness { h in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            view.state.apply { $0.locked() }.via(transition.body)
            view.state.apply { $0.awaiting(with: "a") }.instantly()
            view.state.cancelQueued()
            view.state.apply { $0.idle }.instantly()
            transition.finish()
            h.scheduler.runAll()
            XCTAssertEqual(view.state.current?.name, "idle")
        }
    }

    func testCancelWithNothingQueuedIsHarmless() {
        withHarness { _ in
            let view = SearchView()
            XCTAssertEqual(view.state.cancelQueued(), 0)
            view.state.apply { $0.idle }.instantly()
            XCTAssertEqual(view.state.cancelQueued(), 0)
            XCTAssertEqual(view.state.current?.name, "idle")
        }
    }
}
