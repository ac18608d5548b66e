import XCEState
import XCTest

/// instantly / viaTransition / via, and what runs when.
final class ApplyTests: XCTestCase {
    func testInstantlyRunsOnSetThenOnUpdateAtOnce() {
        withHarness { _ in
            let view = SearchView()
            var results: [Bool] = []
            view.state.apply { $0.locked() }.instantly { results.append($0) }
            XCTAssertEqual(view.log, ["set locked", "update locked"])
            XCTAssertEqual(results, [true])
            XCTAssertEqual(view.state.current?.name, "locked()")
            XCTAssertFalse(view.state.isTransitioning)
        }
    }

    func testInstantlyWithoutCompletion() {
        withHarness { _ in
            let view = SearchView()
            view.state.apply { $0.awaiting(with: "swift") }.instantly()
            XCTAssertEqual(view.keyword, "swift")
            XCTAssertTrue(view.isEnabled)
        }
    }

    func testViaGivesMutationsToTheTransition() {
        withHarness { _ in
            let view = SearchView()
            let transition = ManualTransition<SearchView>()
            var results: [Bool] = []
            view.state.apply { $0.locked() }.via(transition.body) { results.append($0) }

            XCTAssertEqual(transition.invocations, 1)
            XCTAssertEqual(view.log, [], "nothing runs before the transition calls mutations")
            XCTAssertNil(view.state.current)
            XCTAssertTrue(view.state.isTransitioning)

            transition.runMutations()
            XCTAssertEqual(view.log, ["set locked", "update locked"])
            XCTAssertEqual(view.state.current?.name, "locked()", "current changes with the mutations")
            XCTAssertTrue(view.state.isTransitioning)
            XCTAssertEqual(results, [])

            transition.finish(false)
            XCTAssertEqual(view.log, ["set locked", "update locked"], "mutations run once")
            XCTAssertEqual(results, [false], "the transition's verdict is passed on")
            XCTAssertFalse(view.state.isTransitioning)
        }
    }

    func testViaTransitionUsesTheDefaultTransition() {
        withHarness { _ in
            let view = SearchView()   // no override: the default is instant
            var results: [Bool] = []
            view.state.apply { $0.idle }.viaTransition { results.append($0) }
            XCTAssertEqual(view.log, ["set idle"])
            XCTAssertEqual(results, [true])
            XCTAssertEqual(view.state.current?.name, "idle")
        }
    }

    func testCallsChainThroughTheReturnedDispatcher() {
        withHarness { h in
            let view = SearchView()
            view.state
                .apply { $0.awaiting(with: "a") }.instantly()
                .apply { $0.locked() }.instantly()
            // Both start at once: each found the object idle.
            XCTAssertEqual(view.log, ["set awaiting a", "set locked", "update locked"])
            XCTAssertEqual(h.scheduler.pendingCount, 0)
        }
    }
}
