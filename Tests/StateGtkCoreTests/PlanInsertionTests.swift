import XCTest
@testable import StateGtkCore

/// `ChildList` deduplicates a render's placements only when their plan inserts children: that is
/// sound only if a plan from distinct old identities that inserts nothing never hides a repeated
/// new identity.
final class PlanInsertionTests: XCTestCase {
    func testAPlanThatInsertsNothingComesFromDistinctIdentities() {
        var random = SplitMix64(seed: 7)
        var withoutInsertions = 0, repeatedCaught = 0
        for _ in 0..<20_000 {
            let old = Array((0..<Int.random(in: 0...8, using: &random)).shuffled(using: &random))
            // New lists drawn from the old keys and a few others, repeats allowed.
            let new = (0..<Int.random(in: 0...9, using: &random)).map { _ in Int.random(in: 0...10, using: &random) }
            let plan = Reconciler.plan(old: old, new: new)
            let repeats = Set(new).count != new.count
            if !plan.insertsChildren {
                withoutInsertions += 1
                XCTAssertFalse(repeats, "old \(old), new \(new): no insertion, yet a repeated identity")
            } else if repeats {
                repeatedCaught += 1
            }
        }
        XCTAssertGreaterThan(withoutInsertions, 100, "the draw makes plans without insertions")
        XCTAssertGreaterThan(repeatedCaught, 100, "and lists with repeats, all of which insert")
    }

    func testARepeatOfAKeptKeyIsAnInsertion() {
        XCTAssertTrue(Reconciler.plan(old: ["a", "b"], new: ["a", "b", "a"]).insertsChildren)
        XCTAssertTrue(Reconciler.plan(old: ["a", "b"], new: ["a", "a"]).insertsChildren)
        XCTAssertFalse(Reconciler.plan(old: ["a", "b", "c"], new: ["c", "a"]).insertsChildren)
    }
}

