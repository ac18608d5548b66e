import XCTest
@testable import StateGtkCore

final class ReconcilerTests: XCTestCase {
    /// Applies a plan the way a container does (insert/move before the next new child), and
    /// returns the resulting order.
    static func apply(_ plan: ReconcilePlan, old: [String], new: [String]) -> [String] {
        var list = old
        for step in plan.steps {
            switch step {
            case .remove(let index):
                list.remove(at: list.firstIndex(of: old[index])!)
            case .insert(let run):
                let anchor = run.upperBound < new.count ? list.firstIndex(of: new[run.upperBound])! : list.count
                list.insert(contentsOf: run.map { new[$0] }, at: anchor)
            case .move(let index):
                list.remove(at: list.firstIndex(of: new[index])!)
                let anchor = index + 1 < new.count ? list.firstIndex(of: new[index + 1])! : list.count
                list.insert(new[index], at: anchor)
            }
        }
        return list
    }

    func check(_ old: [String], _ new: [String], moves: Int? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let plan = Reconciler.plan(old: old, new: new)
        XCTAssertEqual(Self.apply(plan, old: old, new: new), new, file: file, line: line)
        let kept = Set(old).intersection(new)
        XCTAssertEqual(plan.removals, old.count - kept.count, file: file, line: line)
        XCTAssertEqual(plan.insertions, new.count - kept.count, file: file, line: line)
        if let moves { XCTAssertEqual(plan.moves, moves, "moves", file: file, line: line) }
    }

    func testUnchangedListHasNoSteps() {
        let plan = Reconciler.plan(old: ["a", "b", "c"], new: ["a", "b", "c"])
        XCTAssertEqual(plan.steps, [])
        XCTAssertEqual(plan.source, [0, 1, 2])
    }

    func testAppendPrependRemove() {
        check(["a", "b"], ["a", "b", "c", "d"], moves: 0)
        check(["c", "d"], ["a", "b", "c", "d"], moves: 0)
        check(["a", "b", "c", "d"], ["a", "d"], moves: 0)
        check([], ["a", "b"], moves: 0)
        check(["a", "b"], [], moves: 0)
    }

    func testSwapIsTwoMoves() {
        let old = (0..<1000).map(String.init)
        var new = old
        new.swapAt(1, 998)
        check(old, new, moves: 2)
    }

    func testMoveLastToFirstIsOneMove() {
        let old = (0..<100).map(String.init)
        check(old, [old.last!] + old.dropLast(), moves: 1)
    }

    func testReverseMovesAllButOne() {
        let old = (0..<50).map(String.init)
        check(old, old.reversed(), moves: 49)
    }

    func testReplaceAll() {
        check(["a", "b", "c"], ["x", "y", "z"], moves: 0)
    }

    func testConsecutiveNewChildrenAreOneRunInsertedFirstToLast() {
        XCTAssertEqual(Reconciler.plan(old: [String](), new: ["a", "b", "c"]).steps, [.insert(new: 0..<3)])
        // Two runs, each before the kept child that follows it; the later run comes first.
        let plan = Reconciler.plan(old: ["k", "m"], new: ["x", "y", "k", "z", "m", "w"])
        XCTAssertEqual(plan.steps, [.insert(new: 5..<6), .insert(new: 3..<4), .insert(new: 0..<2)])
        XCTAssertEqual(plan.insertions, 4)
    }

    func testTypeChangeUnderTheSameKeyReplaces() {
        let old = [ElementIdentity(key: "k", kind: .view(ObjectIdentifier(Int.self)))]
        let new = [ElementIdentity(key: "k", kind: .view(ObjectIdentifier(String.self)))]
        let plan = Reconciler.plan(old: old, new: new)
        XCTAssertEqual(plan.steps, [.remove(old: 0), .insert(new: 0..<1)])
    }

    func testIdentitiesAreEqualOnlyForTheSameKeyAndKind() {
        enum Key: Hashable { case first, second }
        let view = ElementKind.view(ObjectIdentifier(Int.self))
        let identities = [
            ElementIdentity(key: 1, kind: view), ElementIdentity(key: "1", kind: view),
            ElementIdentity(key: Key.first, kind: view), ElementIdentity(key: Key.second, kind: view),
            ElementIdentity(key: 1, kind: .widget(1)), ElementIdentity(key: 1, kind: .widget(2)),
        ]
        for (i, lhs) in identities.enumerated() {
            for (j, rhs) in identities.enumerated() { XCTAssertEqual(lhs == rhs, i == j, "\(lhs) vs \(rhs)") }
        }
        // Built another way, the same key and kind are equal and hash alike.
        let again = ElementIdentity(key: AnyHashable(Key.first), kind: view)
        XCTAssertEqual(again, identities[2])
        XCTAssertEqual(Set(identities + [again]).count, identities.count)
        // Through the generic initialiser, an erased or optional key equals the plain one.
        func identity<K: Hashable>(_ key: K) -> ElementIdentity { ElementIdentity(key: key, kind: view) }
        XCTAssertEqual(identity(AnyHashable(1)), identities[0])
        XCTAssertEqual(identity(Optional("1")), identities[1])
        XCTAssertEqual(identity(AnyHashable(Key.first)), identities[2])
    }

    func testTheFirstPlacementOfAKeyOrAWidgetWins() {
        let payload = NSObject()
        func element(_ key: String, widget: UInt? = nil) -> ShadowViewElement {
            ShadowViewElement(
                identity: ElementIdentity(key: key, kind: widget.map { .widget($0) } ?? .view(ObjectIdentifier(NSObject.self))),
                payload: payload, constraints: nil, location: SourceLocation(file: "test", line: 1))
        }
        let placements = [element("a"), element("b", widget: 7), element("a"), element("c", widget: 7), element("d", widget: 8)]
        let (unique, repeated) = Reconciler.firstPlacements(placements)
        XCTAssertEqual(unique.map(\.key), ["a", "b", "d"])
        XCTAssertEqual(repeated.map(\.element.key), ["a", "c"])
        guard case .key = repeated[0].why, case .instance(let first) = repeated[1].why else { return XCTFail("\(repeated.map(\.why))") }
        XCTAssertEqual(first, "b")
    }

    func testLongestIncreasingSubsequence() {
        XCTAssertEqual(longestIncreasingSubsequence([3, nil, 1, 2, 0, 4]).count, 3)
        XCTAssertEqual(longestIncreasingSubsequence([]), [])
        XCTAssertEqual(longestIncreasingSubsequence([5, 4, 3]).count, 1)
    }

    /// Random lists with inserts, removes and moves: the plan always produces the new order and
    /// moves exactly the kept children outside one longest increasing subsequence.
    func testKnownSamePositionsAreNotCompared() {
        let old = (0..<1000).map { CountedIdentity(name: String($0)) }
        var new = old
        new.remove(at: 3)
        CountedIdentity.comparisons = 0
        let hinted = Reconciler.plan(old: old, new: new) { oldIndex, newIndex in
            oldIndex != 3 && oldIndex - (oldIndex > 3 ? 1 : 0) == newIndex
        }
        let hintedComparisons = CountedIdentity.comparisons
        CountedIdentity.comparisons = 0
        let plain = Reconciler.plan(old: old, new: new)
        XCTAssertEqual(hinted, plain)
        XCTAssertEqual(hinted.steps, [.remove(old: 3)])
        XCTAssertEqual(hintedComparisons, 1, "only the removed row's position is compared")
        XCTAssertEqual(CountedIdentity.comparisons, 1000, "without the hint, every position is")
    }

    func testRandomListsModelBased() {
        var random = SplitMix64(seed: 42)
        var current: [String] = []
        var nextID = 0
        for _ in 0..<3000 {
            var new = current.filter { _ in random.next() % 5 != 0 }
            new.shuffleSome(using: &random)
            for _ in 0..<Int(random.next() % 4) {
                nextID += 1
                new.insert("n\(nextID)", at: Int(random.next() % UInt64(new.count + 1)))
            }
            let plan = Reconciler.plan(old: current, new: new)
            XCTAssertEqual(Self.apply(plan, old: current, new: new), new)
            // A hint that knows some of the equal positions changes nothing.
            let hinted = Reconciler.plan(old: current, new: new) { oldIndex, newIndex in
                current[oldIndex] == new[newIndex] && random.next() % 2 == 0
            }
            XCTAssertEqual(hinted, plan)
            let oldIndex = Dictionary(uniqueKeysWithValues: current.enumerated().map { ($1, $0) })
            let kept: [Int?] = new.map { oldIndex[$0] }
            let minimumMoves = kept.count { $0 != nil } - longestIncreasingSubsequence(kept).count
            XCTAssertEqual(plan.moves, minimumMoves)
            current = new
        }
    }
}

/// An identity that counts how often it is compared.
struct CountedIdentity: Hashable {
    nonisolated(unsafe) static var comparisons = 0
    let name: String

    static func == (lhs: Self, rhs: Self) -> Bool {
        comparisons += 1
        return lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Array {
    /// Moves a few random elements, so lists change like real UIs do.
    mutating func shuffleSome(using random: inout SplitMix64) {
        guard count > 1 else { return }
        for _ in 0..<Int(random.next() % 3) {
            let from = Int(random.next() % UInt64(count)), to = Int(random.next() % UInt64(count))
            let element = remove(at: from)
            insert(element, at: to)
        }
    }
}
