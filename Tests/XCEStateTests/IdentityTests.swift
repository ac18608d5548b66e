import XCEState
import XCTest

/// A state is identified by its declaring function's name, not its arguments.
final class IdentityTests: XCTestCase {
    func testIdentityIsTheFunctionNameWithLabels() {
        XCTAssertEqual(SearchView.awaiting(with: "a").identity.name, "awaiting(with:)")
        XCTAssertEqual(SearchView.awaiting(with: "a").identity, SearchView.awaiting(with: "b").identity)
        XCTAssertEqual(SearchView.locked().identity.name, "locked()")
        XCTAssertEqual(SearchView.idle.identity.name, "idle")
        XCTAssertNotEqual(SearchView.locked().identity, SearchView.idle.identity)
    }

    func testSameStateWithOtherArgumentsRunsOnlyOnUpdateAtOnce() {
        withHarness { h in
            let view = SearchView()
            view.state.apply { $0.awaiting(with: "a") }.instantly()

            let transition = ManualTransition<SearchView>()
            var results: [Bool] = []
            view.state.apply { $0.awaiting(with: "b") }.via(transition.body) { results.append($0) }

            XCTAssertEqual(results, [true], "completes with true, synchronously")
            XCTAssertEqual(transition.invocations, 0, "no transition for the current state")
            XCTAssertEqual(view.keyword, "a", "state {} has no onUpdate: no effect (XCEState 2.6)")
            XCTAssertEqual(view.log, ["set awaiting a"])
            XCTAssertEqual(view.state.current?.name, "awaiting(with:)")
            XCTAssertEqual(h.scheduler.pendingCount, 0)
        }
    }

    func testReapplyingRunsOnUpdateWithTheNewArguments() {
        withHarness { _ in
            let view = SearchView()
            view.state.apply { $0.progress(0.1) }.instantly()
            view.state.apply { $0.progress(0.5) }.viaTransition()
            XCTAssertEqual(view.log, ["set progress", "update progress 0.1", "update progress 0.5"])
        }
    }

    func testExplicitIdentity() {
        let state = SearchView.state("custom") { _ in }
        XCTAssertEqual(state.identity, StateIdentity("custom"))
        XCTAssertEqual("\(state.identity)", "custom")
    }
}
