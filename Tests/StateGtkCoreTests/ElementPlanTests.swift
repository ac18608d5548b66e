import XCTest
@testable import StateGtkCore

/// `Reconciler.plan(old:new:)` on elements, which renders use: it must make the plan the
/// identities make, whether a position holds an element placed again or a new one with the
/// same identity.
final class ElementPlanTests: XCTestCase {
    private final class Payload {}

    private func element(_ key: Int, kind: Int = 0) -> ShadowViewElement {
        ShadowViewElement(
            identity: ElementIdentity(key: key, kind: .widget(UInt(kind))), payload: Payload(), constraints: nil,
            location: SourceLocation(file: #fileID, line: #line))
    }

    func testThePlanOnElementsIsThePlanOnTheirIdentities() {
        var random = SplitMix64(seed: 22)
        for _ in 0..<5_000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).shuffled(using: &random).map { element($0) }
            let byKey = Dictionary(uniqueKeysWithValues: old.map { ($0.identity, $0) })
            // New placements: old keys in any order, some new ones, some of another kind; an
            // unchanged item's element is placed again, a changed one's is made anew.
            let new: [ShadowViewElement] = (0..<Int.random(in: 0...12, using: &random)).shuffled(using: &random).map { key in
                let kind = Int.random(in: 0..<8, using: &random) == 0 ? 1 : 0
                let identity = ElementIdentity(key: key, kind: .widget(UInt(kind)))
                if let kept = byKey[identity], Bool.random(using: &random) { return kept }
                return element(key, kind: kind)
            }
            let expected = Reconciler.plan(old: old.map(\.identity), new: new.map(\.identity))
            XCTAssertEqual(Reconciler.plan(old: old, new: new), expected, "old \(old.map(\.identity)), new \(new.map(\.identity))")
        }
    }

    func testTheSameChildrenInTheSameOrderNeedNoStep() {
        let rows = (0..<1_000).map { element($0) }
        var next = rows
        for index in stride(from: 0, to: next.count, by: 10) { next[index] = element(index) }
        let plan = Reconciler.plan(old: rows, new: next)
        XCTAssertEqual(plan.steps, [])
        XCTAssertEqual(plan.source, rows.indices.map { $0 })
    }
}
