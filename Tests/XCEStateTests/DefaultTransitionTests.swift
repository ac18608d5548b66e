import XCEState
import XCTest

/// `defaultTransition` is a protocol requirement with a default: types override it.
final class Fading {
    var log: [String] = []
}

extension Fading: Stateful {
    static var defaultTransition: Transition<Fading>.Body {
        { target, mutations, completion in
            target.log.append("fade out")
            mutations()
            target.log.append("fade in")
            completion(true)
        }
    }

    static func shown() -> State<Fading> { state { $0.log.append("shown") } }
}

/// A non-final class whose subclasses pick their own default transition.
class Card {
    var log: [String] = []
    class var defaultTransition: Transition<Card>.Body {
        { card, mutations, completion in card.log.append("card"); mutations(); completion(true) }
    }
}

extension Card: Stateful {
    static func flipped() -> State<Card> { state { $0.log.append("flipped") } }
}

final class FancyCard: Card {
    override class var defaultTransition: Transition<Card>.Body {
        { card, mutations, completion in card.log.append("fancy"); mutations(); completion(true) }
    }
}

/// README style: a main-actor class overriding with a stored static var.
@MainActor
final class Glowing: Stateful {
    var log: [String] = []
    static var defaultTransition: Transition<Glowing>.Body = { target, mutations, completion in
        target.log.append("glow")
        mutations()
        completion(true)
    }

    static func lit() -> State<Glowing> { state { $0.log.append("lit") } }
}

final class DefaultTransitionTests: XCTestCase {
    func testMainActorClassWithStoredStaticDefaultTransition() {
        withHarness { _ in
            let view = Glowing()
            view.state.apply { $0.lit() }.viaTransition()
            XCTAssertEqual(view.log, ["glow", "lit"])
        }
    }

    func testOverriddenDefaultTransitionIsUsedByViaTransition() {
        withHarness { _ in
            let view = Fading()
            view.state.apply { $0.shown() }.viaTransition()
            XCTAssertEqual(view.log, ["fade out", "shown", "fade in"])
        }
    }

    func testInstantlyIgnoresTheDefaultTransition() {
        withHarness { _ in
            let view = Fading()
            view.state.apply { $0.shown() }.instantly()
            XCTAssertEqual(view.log, ["shown"])
        }
    }

    func testTheObjectsDynamicClassPicksTheDefaultTransition() {
        withHarness { _ in
            let fancy = FancyCard()
            (fancy as Card).state.apply { $0.flipped() }.viaTransition()
            XCTAssertEqual(fancy.log, ["fancy", "flipped"])

            let plain = Card()
            plain.state.apply { $0.flipped() }.viaTransition()
            XCTAssertEqual(plain.log, ["card", "flipped"])
        }
    }

    func testTypesWithoutOverrideGetTheInstantTransition() {
        withHarness { _ in
            var results: [Bool] = []
            SearchView.defaultTransition(SearchView(), { results.append(true) }, { results.append($0) })
            XCTAssertEqual(results, [true, true])
        }
    }
}
