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

    func testCallbackPropsAreSharedNeverChangesAndCallable() {
        let onRemove = PropKey<Callback<Int>>("onRemove")
        var removed: [Int] = []
        let first = Callback<Int> { removed.append($0) }
        let second = Callback<Int> { removed.append($0 * 10) }
        let a = element().prop(onRemove, is: first)
        let b = element().prop(onRemove, is: second)
        XCTAssertFalse(b.props.differ(from: a.props), "a new callback alone never re-renders the child")
        XCTAssertTrue(b.props[onRemove] === second, "the child reads the one its parent passed last")
        b.props[onRemove]?(4)
        XCTAssertEqual(removed, [40])
        // The same key passed as a closure before and a callback now (or the reverse) is no change.
        let closure = element().prop(forKey: onRemove) { _ in }
        let callback = element().prop(onRemove, is: first)
        XCTAssertFalse(callback.props.differ(from: closure.props))
        XCTAssertFalse(closure.props.differ(from: callback.props))
        // A callback replacing a value, or the reverse, is a change.
        let value = element().prop(forKey: onRemove, is: 3)
        XCTAssertTrue(callback.props.differ(from: value.props))
        XCTAssertTrue(value.props.differ(from: callback.props))
        var fired = 0
        Callback<Void> { fired += 1 }()
        XCTAssertEqual(fired, 1)
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

    func testOnlyElementsThatReadNothingElseAreReusable() {
        XCTAssertTrue(element().prop(forKey: Keys.title, is: "Ada").isReusable)
        XCTAssertFalse(element().prop(forKey: Keys.title, isLinkedToKeyInState: "name").isReusable, "it reads the parent's state")
        XCTAssertFalse(element().alwaysUpdate().isReusable)
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

    func testTypedScalarsCompareByValue() {
        let count = PropKey<Int>("count"), on = PropKey<Bool>("on"), ratio = PropKey<Double>("ratio")
        let title = PropKey<String>("title")
        func make(_ n: Int, _ flag: Bool, _ r: Double, _ text: String) -> Props {
            element().prop(count, is: n).prop(on, is: flag).prop(ratio, is: r).prop(title, is: text).props
        }
        let base = make(1, true, 0.5, "a")
        XCTAssertFalse(make(1, true, 0.5, "a").differ(from: base))
        XCTAssertTrue(make(2, true, 0.5, "a").differ(from: base))
        XCTAssertTrue(make(1, false, 0.5, "a").differ(from: base))
        XCTAssertTrue(make(1, true, 0.25, "a").differ(from: base))
        XCTAssertTrue(make(1, true, 0.5, "b").differ(from: base))
        XCTAssertEqual(base[count], 1)
        XCTAssertEqual(base[on], true)
        XCTAssertEqual(base[ratio], 0.5)
        XCTAssertEqual(base[title], "a")
        XCTAssertEqual(base.value(forKey: count) as? Int, 1, "the dictionary-style read sees a typed scalar too")
    }

    func testTypedEquatableValuesCompareByValue() {
        struct Point: Equatable { var x, y: Int }
        let point = PropKey<Point>("point"), optional = PropKey<String?>("optional")
        let a = element().prop(point, is: Point(x: 1, y: 2)).prop(optional, is: nil)
        XCTAssertFalse(element().prop(point, is: Point(x: 1, y: 2)).prop(optional, is: nil).props.differ(from: a.props))
        XCTAssertTrue(element().prop(point, is: Point(x: 1, y: 3)).prop(optional, is: nil).props.differ(from: a.props))
        XCTAssertTrue(element().prop(point, is: Point(x: 1, y: 2)).prop(optional, is: "x").props.differ(from: a.props))
        XCTAssertEqual(a.props[point], Point(x: 1, y: 2))
        XCTAssertEqual(a.props[optional], .some(nil))
    }

    func testEquatableClassesCompareSubclassInstancesToo() {
        class Shape: Equatable {
            let sides: Int
            init(sides: Int) { self.sides = sides }
            static func == (lhs: Shape, rhs: Shape) -> Bool { lhs.sides == rhs.sides }
        }
        final class Square: Shape { init() { super.init(sides: 4) } }
        let shape = PropKey<Shape>("shape")
        let a = element().prop(shape, is: Square())
        XCTAssertFalse(element().prop(shape, is: Square()).props.differ(from: a.props))
        XCTAssertTrue(element().prop(shape, is: Shape(sides: 3)).props.differ(from: a.props))
    }

    func testAKeySetInAnotherStyleThanLastTimeComparesByValue() {
        let count = PropKey<Int>("count")
        let typed = element().prop(count, is: 3)
        let dictionaryStyle = element().prop(forKey: count, is: 3)
        XCTAssertFalse(dictionaryStyle.props.differ(from: typed.props))
        XCTAssertFalse(typed.props.differ(from: dictionaryStyle.props))
        XCTAssertTrue(element().prop(forKey: count, is: 4).props.differ(from: typed.props))
    }

    func testPropIdentities() {
        XCTAssertEqual(PropKey<String>("title").identifier, PropKey<String>("title").identifier, "equal keys, one identity")
        let identities: Set<PropIdentity> = [
            PropKey<String>("title").identifier, PropKey<Int>("title").identifier, PropIdentity("title"),
            PropIdentity(Keys.title),
        ]
        XCTAssertEqual(identities.count, 4, "a key's type, and a PropKey's value type, are part of its identity")
        XCTAssertEqual(PropIdentity(Keys.title), PropIdentity(Keys.title))
        XCTAssertEqual(PropKey<Int>("count").identifier.description, "count")
        XCTAssertEqual(PropIdentity("title").description, "title")
    }
}
