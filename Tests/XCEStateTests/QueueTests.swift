import XCEState
import XCTest

/// FIFO order, one request in flight, continuation through the scheduler.
final class QueueTests: XCTestCase {
    func testRequestsRunFirstInFirstOutOneAtATime() {
        withHarness { h in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            var order: [String] = []
            view.state.apply { $0.locked() }.via(transition.body) { _ in order.append("locked") }
            view.state.apply { $0.awaiting(with: "a") }.via(transition.body) { _ in order.append("awaiting") }
            view.state.apply { $0.idle }.instantly { _ in order.append("idle") }

            XCTAssertEqual(transition.pendingCount, 1, "one in flight")
            XCTAssertEqual(view.state.pendingCount, 2)
            XCTAssertTrue(view.state.isTransitioning)

            transition.finish()
            XCTAssertEqual(order, ["locked"])
            XCTAssertEqual(transition.pendingCount, 0, "the next one has not started")
            XCTAssertFalse(view.state.isTransitioning)
            XCTAssertEqual(view.state.pendingCount, 2)
            XCTAssertEqual(h.scheduler.pendingCount, 1, "it was handed to the scheduler")

            h.scheduler.step()
            XCTAssertEqual(transition.pendingCount, 1)
            XCTAssertTrue(view.state.isTransitioning)
            XCTAssertEqual(view.state.pendingCount, 1)

            transition.finish()
            XCTAssertEqual(order, ["locked", "awaiting"])
            XCTAssertEqual(view.state.current?.name, "awaiting(with:)")
            XCTAssertEqual(view.log, ["set locked", "update locked", "set awaiting a"], "idle not yet")

            h.scheduler.step()
            XCTAssertEqual(order, ["locked", "awaiting", "idle"])
            XCTAssertEqual(view.state.current?.name, "idle")
            XCTAssertEqual(view.state.pendingCount, 0)
            XCTAssertEqual(h.scheduler.pendingCount, 0, "nothing left to continue")
        }
    }

    func testNextRequestNeverStartsInsideThePreviousCompletion() {
        withHarness { h in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            view.state.apply { $0.locked() }.via(transition.body)
            var secondStarted = false
            view.state.apply { $0.idle }.instantly { _ in secondStarted = true }

            transition.finish()
            XCTAssertFalse(secondStarted)
            XCTAssertEqual(view.state.current?.name, "locked()")

            h.scheduler.step()
            XCTAssertTrue(secondStarted)
        }
    }

    func testRequestMadeInACompletionWaitsForTheScheduler() {
        withHarness { h in
            let view = SearchView()
            view.state.apply { $0.locked() }.instantly { _ in
                view.state.apply { $0.idle }.instantly()
                XCTAssertEqual(view.state.current?.name, "locked()", "not synchronously")
            }
            XCTAssertEqual(view.state.current?.name, "locked()")
            XCTAssertEqual(view.state.pendingCount, 1)
            h.scheduler.step()
            XCTAssertEqual(view.state.current?.name, "idle")
        }
    }

    func testRequestMadeInsideOnSetWaitsItsTurn() {
        withHarness { h in
            let view = SearchView()
            let chaining = SearchView.state("chaining") { v in
                v.log.append("set chaining")
                v.state.apply { $0.idle }.instantly()
            }
            view.state.apply { _ in chaining }.instantly()
            XCTAssertEqual(view.log, ["set chaining"])
            XCTAssertEqual(view.state.current?.name, "chaining")
            h.scheduler.runAll()
            XCTAssertEqual(view.log, ["set chaining", "set idle"])
        }
    }

    func testCurrentStateQueuedBehindATransitionRunsOnlyOnUpdate() {
        withHarness { h in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            var results: [Bool] = []
            view.state.apply { $0.locked() }.via(transition.body) { results.append($0) }
            view.state.apply { $0.locked() }.via(transition.body) { results.append($0) }
            transition.finish()
            h.scheduler.runAll()
            XCTAssertEqual(results, [true, true])
            XCTAssertEqual(transition.invocations, 1, "the second is the current state: no transition")
            XCTAssertEqual(view.log, ["set locked", "update locked", "update locked"])
        }
    }

    func testObjectsHaveIndependentQueues() {
        withHarness { _ in
            let first = SearchView()
            let second = SearchView()
            let transition = ManualTransition<SearchView>()
            first.state.apply { $0.locked() }.via(transition.body)
            second.state.apply { $0.idle }.instantly()
            XCTAssertEqual(second.state.current?.name, "idle", "not blocked by the other object")
            XCTAssertTrue(first.state.isTransitioning)
            XCTAssertFalse(second.state.isTransitioning)
        }
    }
}
