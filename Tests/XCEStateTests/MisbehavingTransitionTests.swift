import XCEState
import XCTest

/// Transitions that break the contract cannot corrupt the state or the queue.
final class MisbehavingTransitionTests: XCTestCase {
    func testCompletionCalledTwiceCountsOnceAndWarns() {
        withHarness { h in
            let view = SearchView()
            var results: [Bool] = []
            view.state.apply { $0.locked() }.via({ _, mutations, completion in
                mutations()
                completion(true)
                completion(false)
            }) { results.append($0) }
            view.state.apply { $0.idle }.instantly()
            h.scheduler.runAll()

            XCTAssertEqual(results, [true])
            XCTAssertEqual(view.log, ["set locked", "update locked", "set idle"])
            XCTAssertEqual(h.scheduler.pendingCount, 0)
            XCTAssertEqual(h.logs.records(at: .warning).count, 1)
            XCTAssertTrue(h.logs.records(at: .warning).first?.message.contains("completion more than once") ?? false)
        }
    }

    func testMutationsCalledTwiceRunOnce() {
        withHarness { h in
            let view = SearchView()
            view.state.apply { $0.locked() }.via { _, mutations, completion in
                mutations()
                mutations()
                completion(true)
            }
            XCTAssertEqual(view.log, ["set locked", "update locked"])
            XCTAssertEqual(h.logs.records(at: .warning).count, 1)
        }
    }

    func testCompletionBeforeMutationsRunsThemFirst() {
        withHarness { h in
            let view = SearchView()
            var logAtCompletion: [String] = []
            view.state.apply { $0.locked() }.via({ _, mutations, completion in
                completion(true)
                mutations()
            }) { _ in logAtCompletion = view.log }
            XCTAssertEqual(logAtCompletion, ["set locked", "update locked"])
            XCTAssertEqual(view.log, ["set locked", "update locked"])
            XCTAssertEqual(view.state.current?.name, "locked()")
            XCTAssertEqual(h.logs.records(at: .warning).count, 2, "no mutations; then a late second call")
        }
    }

    // Async: the late completion arrives through a main-actor task, on a later
    // main-loop turn, so the main queue must be free to run while we wait.
    @MainActor
    func testTransitionThatDropsItsCompletionCompletesFalse() async {
        let h = Harness()
        defer { h.restore() }
        let view = SearchView()
        var results: [String] = []
        let bothDone = expectation(description: "both requests completed")
        bothDone.expectedFulfillmentCount = 2
        view.state.apply { $0.locked() }.via({ _, _, _ in
            // Neither mutations nor completion is called, nor kept (e.g. the
            // widget driving the animation was destroyed).
        }) { results.append("locked \($0)"); bothDone.fulfill() }
        view.state.apply { $0.idle }.instantly { results.append("idle \($0)"); bothDone.fulfill() }

        XCTAssertEqual(results, [], "not synchronously")
        // The second request is continued by the (manual) scheduler once the
        // late completion has arrived.
        let deadline = ContinuousClock.now + .seconds(5)
        while results.count < 2, ContinuousClock.now < deadline {
            await Task.yield()
            h.scheduler.runAll()
        }
        await fulfillment(of: [bothDone], timeout: 1)

        XCTAssertEqual(results, ["locked false", "idle true"], "the queue goes on")
        XCTAssertEqual(view.log, ["set locked", "update locked", "set idle"], "mutations ran before the completion")
        XCTAssertFalse(view.state.isTransitioning)
        XCTAssertTrue(h.logs.records(at: .warning).contains { $0.message.contains("without calling completion") })
    }

    func testTransitionThatNeverCompletesBlocksOnlyUntilCancelled() {
        withHarness { _ in
            let view = SearchView()
            let stuck = ManualTransition<SearchView>()   // keeps its completion, never calls it
            view.state.apply { $0.locked() }.via(stuck.body)
            var results: [Bool] = []
            view.state.apply { $0.idle }.instantly { results.append($0) }
            XCTAssertTrue(view.state.isTransitioning)
            view.state.cancelQueued()
            XCTAssertEqual(results, [false])
            stuck.finish()   // keep later tests free of this one's late completion
        }
    }
}
