import XCEState
import XCTest

/// StateView already has `var state: [String: Any?]`; it must still conform
/// to Stateful and reach both through overload resolution.
class DictionaryStateView {
    var renders = 0
    var state: [String: Any?] = [:] {
        didSet { renders += 1 }   // like StateView: every write re-renders
    }
}

extension DictionaryStateView: Stateful {}

final class CounterView: DictionaryStateView {
    var highlighted = false

    static func highlighted() -> State<CounterView> { state { $0.highlighted = true } }

    /// Inside the class, with implicit self, both still resolve.
    @MainActor func bump() {
        state["count"] = ((state["count"] ?? nil) as? Int ?? 0) + 1
        state.apply { $0.highlighted() }.instantly()
    }
}

/// The same clash on a main-actor class, as StateView (a GTK widget) will be.
@MainActor
class MainActorStateView {
    var state: [String: Any?] = [:]
}

extension MainActorStateView: Stateful {
    static func focused() -> State<MainActorStateView> { state { $0.state["focused"] = true } }
}

final class NameClashTests: XCTestCase {
    func testMainActorClassWithItsOwnStateDictionary() {
        withHarness { _ in
            let view = MainActorStateView()
            view.state["k"] = "v"
            view.state.apply { $0.focused() }.instantly()
            XCTAssertEqual((view.state["focused"] ?? nil) as? Bool, true)
            XCTAssertEqual((view.state["k"] ?? nil) as? String, "v")
            XCTAssertEqual(view.state.current?.name, "focused()")
        }
    }

    func testDictionaryAndDispatcherBothResolve() {
        withHarness { _ in
            let view = CounterView()
            view.state["k"] = 1
            view.state.apply { $0.highlighted() }.instantly()

            XCTAssertEqual((view.state["k"] ?? nil) as? Int, 1)
            XCTAssertEqual(view.renders, 1, "applying a discrete state does not touch the dictionary")
            XCTAssertTrue(view.highlighted)
            XCTAssertEqual(view.state.current?.name, "highlighted()")
        }
    }

    func testImplicitSelfInsideTheClass() {
        withHarness { _ in
            let view = CounterView()
            view.bump()
            view.bump()
            XCTAssertEqual((view.state["count"] ?? nil) as? Int, 2)
            XCTAssertTrue(view.highlighted)
        }
    }

    func testBareAccessPicksTheClassMemberAndATypeAnnotationPicksTheDispatcher() {
        withHarness { _ in
            let view = CounterView()
            view.state = ["a": 1]
            let bare = view.state
            XCTAssertEqual(bare.count, 1, "no context: the class's own dictionary")
            let dispatcher: StateDispatcher<CounterView> = view.state
            dispatcher.apply { $0.highlighted() }.instantly()
            XCTAssertEqual(view.state.current?.name, "highlighted()")
        }
    }
}
