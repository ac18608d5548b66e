import XCEState
import XCTest

/// The current state belongs to the object, not to the static type it is seen as.
class Panel: Stateful {
    var log: [String] = []
    static func collapsed() -> State<Panel> { state { $0.log.append("collapsed") } }
}

final class DetailPanel: Panel {
    static func expanded() -> State<DetailPanel> { state { $0.log.append("expanded") } }
}

final class InheritanceTests: XCTestCase {
    func testStateAppliedThroughTheBaseIsCurrentThroughTheSubclass() {
        withHarness { _ in
            let detail = DetailPanel()
            let asBase: Panel = detail
            asBase.state.apply { $0.collapsed() }.instantly()
            XCTAssertEqual(detail.state.current?.name, "collapsed()")

            detail.state.apply { $0.expanded() }.instantly()
            XCTAssertEqual(asBase.state.current?.name, "expanded()")
            XCTAssertEqual(detail.log, ["collapsed", "expanded"])
        }
    }

    func testBaseAndSubclassDispatchersShareOneQueue() {
        withHarness { h in
            let detail = DetailPanel()
            let asBase: Panel = detail
            let transition = ManualTransition<DetailPanel>()
            detail.state.apply { $0.expanded() }.via(transition.body)
            asBase.state.apply { $0.collapsed() }.instantly()

            XCTAssertTrue(asBase.state.isTransitioning)
            XCTAssertEqual(asBase.state.pendingCount, 1)
            XCTAssertEqual(detail.state.pendingCount, 1)

            transition.finish()
            h.scheduler.runAll()
            XCTAssertEqual(detail.log, ["expanded", "collapsed"])
            XCTAssertEqual(detail.state.current?.name, "collapsed()")
        }
    }

    func testReapplyingThroughTheOtherTypeIsTheSameState() {
        withHarness { _ in
            let detail = DetailPanel()
            (detail as Panel).state.apply { $0.collapsed() }.instantly()
            var results: [Bool] = []
            (detail as Panel).state.apply { $0.collapsed() }.via({ _, _, _ in XCTFail("no transition") }) {
                results.append($0)
            }
            XCTAssertEqual(results, [true])
            XCTAssertEqual(detail.log, ["collapsed"])
        }
    }
}
