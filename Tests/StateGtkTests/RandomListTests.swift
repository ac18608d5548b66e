// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// Thousands of random keyed lists (inserts, removes, moves, type changes, duplicates) applied
/// in sequence to a real GTK list: after each render GTK's children are the expected ones, and
/// every widget that left the list was finalised.
final class RandomListTests: XCTestCase {
    func testRandomKeyedListsMatchGtkAfterEveryRender() throws { try onMain {
        try requireGtk()
        Self.checkRandomLists(placesEach: false)
    } }

    /// The same through `placeEach`, whose kept elements skip their children entirely.
    func testRandomKeyedListsThroughPlaceEachMatchGtkAfterEveryRender() throws { try onMain {
        try requireGtk()
        Self.checkRandomLists(placesEach: true)
    } }

    @MainActor
    private static func checkRandomLists(placesEach: Bool) {
        var random = SeededRandom(seed: 7)
        let list = ListView()
        list.placesEach = placesEach
        let window = TestWindow(list)
        defer { window.close() }
        let tracker = FinalizationTracker()
        var current: [String] = []
        var others: Set<String> = []
        var nextID = 0
        var watchedRows: [String: UInt] = [:]  // key -> container address of the row on screen

        for round in 0..<2000 {
            // A third of the rounds keep the keys and their order, and only change rows in place
            // (the path on which `placeEach` updates its previous elements where they are).
            let keepsKeys = random.next() % 3 == 0
            var items = keepsKeys ? current : current.filter { _ in random.next() % 6 != 0 }
            for _ in 0..<(keepsKeys ? 0 : Int(random.next() % 3)) where items.count > 1 {
                let from = Int(random.next() % UInt64(items.count))
                let element = items.remove(at: from)
                items.insert(element, at: Int(random.next() % UInt64(items.count + 1)))
            }
            for _ in 0..<(keepsKeys ? 0 : Int(random.next() % 4)) {
                nextID += 1
                items.insert("k\(nextID)", at: Int(random.next() % UInt64(items.count + 1)))
            }
            var placed = items
            if random.next() % 10 == 0, let duplicate = items.randomElement(using: &random) {
                placed.append(duplicate)  // a duplicate key: reported, the first placement wins
            }
            for _ in 0..<(keepsKeys ? 3 : 1) where random.next() % 8 < (keepsKeys ? 4 : 1) {
                guard let flipped = items.randomElement(using: &random) else { break }
                if others.contains(flipped) { others.remove(flipped) } else { others.insert(flipped) }
            }
            list.state[ListView.others] = others
            list.state[ListView.items] = placed
            StateView.flushRenders()

            let expected = items.map { others.contains($0) ? "other \($0)" : $0 }
            XCTAssertEqual(list.texts, expected, "round \(round)")
            if list.texts != expected { return }

            // Track each row container on screen; rows that left must be finalised.
            var onScreen: [String: UInt] = [:]
            for (key, widget) in zip(items, list.childWidgets) {
                let address = UInt(bitPattern: widget)
                onScreen[key] = address
                if watchedRows[key] != address { tracker.watch(UnsafeMutableRawPointer(widget)) }
            }
            watchedRows = onScreen
            current = items
        }
        Gtk.drainEvents()
        let live = Set(watchedRows.values)
        XCTAssertEqual(tracker.finalizedCount, tracker.count - live.count, "every removed row's widget was finalised")
    }
}

