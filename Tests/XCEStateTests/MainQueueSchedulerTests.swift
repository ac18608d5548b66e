import Dispatch
import XCEState
import XCTest

/// The default scheduler continues the queue on the main dispatch queue.
final class MainQueueSchedulerTests: XCTestCase {
    // An async test: the main queue must be free to run while we wait.
    @MainActor
    func testDefaultSchedulerContinuesOnTheMainQueue() async {
        XCTAssertTrue(XCEStateEnvironment.scheduler is MainQueueStateScheduler)
        let view = SearchView()
        let transition = ManualTransition<SearchView>()
        view.state.apply { $0.locked() }.via(transition.body)
        let applied = expectation(description: "queued request applied")
        view.state.apply { $0.idle }.instantly { finished in
            XCTAssertTrue(finished)
            applied.fulfill()
        }
        transition.finish()
        XCTAssertEqual(view.state.current?.name, "locked()", "not synchronously")
        await fulfillment(of: [applied], timeout: 5)
        XCTAssertEqual(view.state.current?.name, "idle")
    }
}
