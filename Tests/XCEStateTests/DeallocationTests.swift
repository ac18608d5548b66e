@testable import XCEState
import XCTest

/// Targets that die: diagnostics, no retention, no state leaking through a
/// recycled ObjectIdentifier.
final class DeallocationTests: XCTestCase {
    func testTargetGoneBeforeItsQueuedRequestCompletesFalseWithADiagnostic() {
        withHarness { h in
            var view: SearchView? = SearchView()
            weak let weakView = view
            let transition = ManualTransition<SearchView>()
            var results: [String] = []
            view!.state.apply { $0.locked() }.via(transition.body) { results.append("locked \($0)") }
            view!.state.apply { $0.awaiting(with: "a") }.instantly { results.append("awaiting \($0)") }
            view!.state.apply { $0.idle }.viaTransition { results.append("idle \($0)") }

            view = nil
            XCTAssertNil(weakView, "neither the queue nor the transition in flight keeps the target alive")

            transition.finish()
            XCTAssertEqual(results, ["locked true"])
            h.scheduler.runAll()
            XCTAssertEqual(results, ["locked true", "awaiting false", "idle false"],
                           "the queue does not stop: every request completes")

            let errors = h.logs.records(at: .error)
            XCTAssertEqual(errors.count, 2)
            XCTAssertEqual(errors.first?.metadata["target"], "SearchView")
            XCTAssertEqual(errors.first?.metadata["state"], "awaiting(with:)")
            XCTAssertTrue(errors.first?.message.contains("SearchView") ?? false)
            XCTAssertTrue(errors.first?.message.contains("awaiting(with:)") ?? false)
            XCTAssertEqual(errors.last?.metadata["state"], "idle")
        }
    }

    func testStoredDispatcherDoesNotKeepItsTargetAlive() {
        withHarness { h in
            var view: SearchView? = SearchView()
            weak let weakView = view
            let dispatcher = view!.state
            view = nil
            XCTAssertNil(weakView)

            var results: [Bool] = []
            dispatcher.apply { $0.idle }.instantly { results.append($0) }
            XCTAssertEqual(results, [false])
            XCTAssertEqual(h.logs.records(at: .error).count, 1)
        }
    }

    func testTargetHoldingItsOwnDispatcherIsNoCycle() {
        final class SelfHolding: Stateful {
            var dispatcher: StateDispatcher<SelfHolding>?
            static func on() -> State<SelfHolding> { state { _ in } }
        }
        withHarness { _ in
            var object: SelfHolding? = SelfHolding()
            weak let weakObject = object
            object!.dispatcher = object!.state
            object!.dispatcher!.apply { $0.on() }.instantly()
            object = nil
            XCTAssertNil(weakObject)
        }
    }

    func testRegistryDoesNotKeepTargetsAlive() {
        withHarness { _ in
            var view: SearchView? = SearchView()
            weak let weakView = view
            view!.state.apply { $0.locked() }.instantly()
            XCTAssertEqual(view!.state.current?.name, "locked()")
            view = nil
            XCTAssertNil(weakView)
        }
    }

    func testRecycledObjectIdentifierDoesNotInheritADeadObjectsState() {
        withHarness { _ in
            var dead: SearchView? = SearchView()
            dead!.state.apply { $0.locked() }.instantly()
            let recycled = ObjectIdentifier(dead!)
            dead = nil
            XCTAssertTrue(StateRegistry.hasEntry(for: recycled), "the stale entry is still there")

            // Allocate same-sized objects until the allocator hands back the address.
            var keep: [SearchView] = []
            var reused: SearchView?
            for _ in 0..<10_000 {
                let candidate = SearchView()
                if ObjectIdentifier(candidate) == recycled {
                    reused = candidate
                    break
                }
                keep.append(candidate)
            }
            guard let reused else {
                return XCTFail("the allocator never reused the address; the test proves nothing")
            }
            XCTAssertNil(reused.state.current, "a new object starts with no state")
            XCTAssertEqual(reused.state.pendingCount, 0)
            reused.state.apply { $0.idle }.instantly()
            XCTAssertEqual(reused.log, ["set idle"])
            XCTAssertEqual(reused.state.current?.name, "idle")
            _ = keep
        }
    }

    func testDeadEntriesArePruned() {
        withHarness { _ in
            StateRegistry.removeDeadEntries()
            let before = StateRegistry.entryCount
            for index in 0..<1_000 {
                let view = SearchView()
                view.state.apply { $0.awaiting(with: "\(index)") }.instantly()
            }
            XCTAssertLessThanOrEqual(StateRegistry.entryCount, before + 64,
                                     "1,000 dead objects leave at most one sweep's worth of entries")
        }
    }
}
