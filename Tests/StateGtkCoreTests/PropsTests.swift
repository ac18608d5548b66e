import XCTest
@testable import StateGtkCore

final class PropsTests: XCTestCase {
    private final class Payload {}
    private enum Keys: StateKey { case title, count, model, callback }
    private struct Model { var name: String }

    private func element() -> ShadowViewElement {
        ShadowViewElement(
            identity: ElementIdentity(key: "k", kind: .view(ObjectIdentifier(Payload.self))), payload: Payload(),
            constraints: nil, location: SourceLocation(file: #fileID, line: #line))
    }

    func testEquatableValuesCompareByValue() {
        let a = element().prop(forKey: Keys.title, is: "x").prop(forKey: Keys.count, is: 3)
        let b = element().prop(forKey: Keys.title, is: "x").prop(forKey: Keys.count, is: 3)
        XCTAssertFalse(b.props.differ(from: a.props))
        let c = element().prop(forKey: Keys.title, is: "y").prop(forKey: Keys.count, is: 3)
        XCTAssertTrue(c.props.differ(from: a.props))
    }

    func testNonEquatableValuesAlwaysDiffer() {
        let a = element().prop(forKey: Keys.model, is: Model(name: "x"))
        let b = element().prop(forKey: Keys.model, is: Model(name: "x"))
        XCTAssertTrue(b.props.differ(from: a.props))
    }

    func testCustomComparison() {
        let a = element().prop(forKey: Keys.model, is: Model(name: "x")) { $0.name == $1.name }
        let b = element().prop(forKey: Keys.model, is: Model(name: "x")) { $0.name == $1.name }
        XCTAssertFalse(b.props.differ(from: a.props))
    }

    func testFunctionPropsDoNotCountAsChanges() {
        let a = element().prop(forKey: Keys.callback) { _ in }
        let b = element().prop(forKey: Keys.callback) { _ in }
        XCTAssertFalse(b.props.differ(from: a.props))
    }

    func testAPropNoLongerSetIsAChangeAndIsGone() {
        let a = element().prop(forKey: Keys.title, is: "x")
        let b = element()
        XCTAssertTrue(b.props.differ(from: a.props))
        XCTAssertNil(b.props.value(forKey: Keys.title))
    }

    func testTypedKeysReadWithoutCasts() {
        let title = PropKey<String>("title")
        let onTap = PropKey<(Int) -> Void>("onTap")
        var tapped = 0
        let e = element().prop(title, is: "hello").prop(onTap, is: { tapped = $0 })
        let read: String? = e.props[title]
        XCTAssertEqual(read, "hello")
        e.props[onTap]?(7)
        XCTAssertEqual(tapped, 7)
        XCTAssertNil(e.props[PropKey<Int>("title")], "another type under the same name is another key")
    }

    func testStateLinksResolveAfterRender() {
        let e = element().prop(forKey: Keys.title, isLinkedToKeyInState: "name")
        e.resolveStateLinks(in: ["name": "Ada"])
        XCTAssertEqual(e.props.value(forKey: Keys.title) as? String, "Ada")
        let missing = element().prop(forKey: Keys.title, isLinkedToKeyInState: "absent")
        missing.resolveStateLinks(in: [:])
        XCTAssertNil(missing.props.value(forKey: Keys.title))
    }

    func testValueEquality() {
        XCTAssertEqual(valuesAreEqual(nil, nil), true)
        XCTAssertEqual(valuesAreEqual(1, 1), true)
        XCTAssertEqual(valuesAreEqual(1, "1"), false)
        XCTAssertEqual(valuesAreEqual(Optional("a") as Any, "a"), true)
        XCTAssertNil(valuesAreEqual(Model(name: "a"), Model(name: "a")))
    }

    func testTypedState() {
        var state: [String: Any?] = [:]
        let count = StateField<Int>("count")
        state[count] = 3
        XCTAssertEqual(state[count], 3)
        XCTAssertNil(state[StateField<String>("count")])
    }
}
