#if GTK4 && !GTK3
import CGtk4
import XCTest

@testable import StateGtk

/// Random keyed renders of a StateView on GTK 4: after each, GTK's own list of children is the
/// plan's keys in order, GTK was called exactly as often as the plan says, and every widget the
/// view let go of was finalised.
final class GTK4ReconcileTests: XCTestCase {
    func testRandomStepsKeepGtkChildrenInPlanOrderWithMinimalCalls() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        var random = SplitMix64(seed: 36)
        var view: ScriptedView? = ScriptedView()
        let labels = KeyedLabels()
        var keys: [Int] = []
        var removals = 0
        let finalizedBefore = GTK4Finalization.finalized.load(ordering: .relaxed)
        let trackedBefore = GTK4Finalization.tracked
        var totals = (inserts: 0, moves: 0, removes: 0)
        for step in 0..<300 {
            let next = Self.randomKeys(&random, from: keys)
            let plan = Reconciler.plan(old: keys, new: next)
            let calls = GtkMutations.measure { view!.render { labels.place(next, in: $0) } }
            XCTAssertEqual(calls.adds, plan.insertions, "step \(step): inserts")
            XCTAssertEqual(calls.reorders, plan.moves, "step \(step): moves")
            XCTAssertEqual(calls.removes, plan.removals, "step \(step): removes")
            XCTAssertEqual(Self.gtkChildren(of: view!.widget), next.map(String.init), "step \(step): GTK's children")
            removals += plan.removals
            totals.inserts += plan.insertions
            totals.moves += plan.moves
            totals.removes += plan.removals
            XCTAssertEqual(GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore, removals, "step \(step): removed widgets finalised")
            keys = next
        }
        // The walk changed the tree every way: none of the three is rare.
        XCTAssertGreaterThan(totals.inserts, 300)
        XCTAssertGreaterThan(totals.moves, 100)
        XCTAssertGreaterThan(totals.removes, 300)
        view = nil
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore, GTK4Finalization.tracked - trackedBefore,
                       "every widget made was finalised with its view")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAnUnchangedUpdateCallsGtkNever() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        let view = ScriptedView(), labels = KeyedLabels()
        view.render { labels.place(Array(0..<50), in: $0) }
        let calls = GtkMutations.measure { view.render { labels.place(Array(0..<50), in: $0) } }
        XCTAssertEqual(calls, GtkCallCounts())
        // A swap of two children is two moves, nothing else.
        var swapped = Array(0..<50)
        swapped.swapAt(3, 40)
        let swap = GtkMutations.measure { view.render { labels.place(swapped, in: $0) } }
        XCTAssertEqual(swap.adds + swap.removes, 0)
        XCTAssertEqual(swap.reorders, 2)
        XCTAssertEqual(Self.gtkChildren(of: view.widget), swapped.map(String.init))
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// A random next list: some keys dropped, some new ones, the order shuffled in part.
    static func randomKeys(_ random: inout SplitMix64, from keys: [Int]) -> [Int] {
        var next = keys.filter { _ in random.next(below: 5) != 0 }
        for _ in 0..<random.next(below: 6) {
            let key = random.next(below: 60)
            if !next.contains(key) { next.insert(key, at: random.next(below: next.count + 1)) }
        }
        for _ in 0..<random.next(below: 3) where next.count > 1 {
            next.swapAt(random.next(below: next.count), random.next(below: next.count))
        }
        return next
    }

    /// The texts of the labels GTK holds under `widget`, in GTK's order.
    @MainActor static func gtkChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(current))))
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }
}

/// A seeded generator: the same walk on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
#endif
