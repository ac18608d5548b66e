import StateGtkCore
import XCTest

final class ListSelectionRulesTests: XCTestCase {
    func testClicksSelectToggleAndExtendFromTheAnchor() {
        var result = ListSelectionRules.click(at: 5, modifiers: [], allowsMultiple: true, anchor: nil)
        XCTAssertEqual(result.edit, .only(5))
        XCTAssertEqual(result.anchor, 5)
        result = ListSelectionRules.click(at: 9, modifiers: .extend, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .range(5...9, adding: false))
        XCTAssertEqual(result.anchor, 5, "a Shift click keeps the anchor")
        result = ListSelectionRules.click(at: 2, modifiers: .extend, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .range(2...5, adding: false), "the range goes upwards too")
        result = ListSelectionRules.click(at: 12, modifiers: .toggle, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .toggle(12))
        XCTAssertEqual(result.anchor, 12, "a Ctrl click moves the anchor")
        result = ListSelectionRules.click(at: 14, modifiers: [.toggle, .extend], allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .range(12...14, adding: true))
    }

    func testSingleSelectionIgnoresShiftAndTogglesWithCtrl() {
        XCTAssertEqual(ListSelectionRules.click(at: 4, modifiers: .extend, allowsMultiple: false, anchor: 1).edit, .only(4))
        XCTAssertEqual(ListSelectionRules.click(at: 4, modifiers: .toggle, allowsMultiple: false, anchor: 1).edit, .toggle(4))
        XCTAssertEqual(ListSelectionRules.move(to: 4, modifiers: .extend, allowsMultiple: false, anchor: 1).edit, .only(4))
    }

    func testMovesSelectExtendOrOnlyMoveTheCursor() {
        var result = ListSelectionRules.move(to: 3, modifiers: [], allowsMultiple: true, anchor: nil)
        XCTAssertEqual(result.edit, .only(3))
        result = ListSelectionRules.move(to: 4, modifiers: .extend, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .range(3...4, adding: false))
        result = ListSelectionRules.move(to: 5, modifiers: .extend, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .range(3...5, adding: false))
        result = ListSelectionRules.move(to: 6, modifiers: .toggle, allowsMultiple: true, anchor: result.anchor)
        XCTAssertEqual(result.edit, .keep)
        XCTAssertEqual(result.anchor, 3)
        XCTAssertEqual(ListSelectionRules.move(to: 7, modifiers: .extend, allowsMultiple: true, anchor: nil).edit, .range(7...7, adding: false))
    }

    func testAContextClickKeepsASelectedRowsSelection() {
        XCTAssertEqual(ListSelectionRules.contextClick(at: 3, isSelected: true).edit, .keep)
        XCTAssertEqual(ListSelectionRules.contextClick(at: 3, isSelected: false).edit, .only(3))
    }
}

final class TypeAheadFindTests: XCTestCase {
    private let names = ["Apple", "banana", "Blueberry", "Cherry", "Blackcurrant", "apricot"]

    func testTypedPrefixMovesToTheNextMatchingRow() {
        var find = TypeAheadFind(resetInterval: 1)
        XCTAssertEqual(find.type("b", at: 0, cursor: 0, count: names.count) { self.names[$0] }, 1)
        XCTAssertEqual(find.type("l", at: 0.1, cursor: 1, count: names.count) { self.names[$0] }, 2)
        XCTAssertEqual(find.type("a", at: 0.2, cursor: 2, count: names.count) { self.names[$0] }, 4)
        XCTAssertEqual(find.prefix, "bla")
        XCTAssertNil(find.type("x", at: 0.3, cursor: 4, count: names.count) { self.names[$0] })
    }

    func testAPauseStartsANewPrefixAfterTheCursor() {
        var find = TypeAheadFind(resetInterval: 1)
        XCTAssertEqual(find.type("a", at: 0, cursor: nil, count: names.count) { self.names[$0] }, 0)
        XCTAssertEqual(find.type("a", at: 5, cursor: 0, count: names.count) { self.names[$0] }, 5, "new prefix: after the cursor")
        XCTAssertEqual(find.prefix, "a")
        XCTAssertEqual(find.type("a", at: 10, cursor: 5, count: names.count) { self.names[$0] }, 0, "wraps around")
    }

    func testARepeatedLetterCyclesAndResetForgets() {
        var find = TypeAheadFind(resetInterval: 1)
        XCTAssertEqual(find.type("b", at: 0, cursor: 0, count: names.count) { self.names[$0] }, 1)
        XCTAssertEqual(find.type("b", at: 0.1, cursor: 1, count: names.count) { self.names[$0] }, 2)
        XCTAssertEqual(find.type("b", at: 0.2, cursor: 2, count: names.count) { self.names[$0] }, 4)
        find.reset()
        XCTAssertEqual(find.prefix, "")
        XCTAssertEqual(find.type("c", at: 0.3, cursor: 4, count: names.count) { self.names[$0] }, 3)
    }

    func testSearchesOnlyUntilAMatch() {
        var asked = 0
        var find = TypeAheadFind()
        let row = find.type("item 99", at: 0, cursor: nil, count: 100_000) { row in
            asked += 1
            return "Item \(row)"
        }
        XCTAssertEqual(row, 99)
        XCTAssertEqual(asked, 100)
    }
}

final class EndReachedLoadingTests: XCTestCase {
    /// The end reached while a load runs stays due: it is reported when the load ends with the
    /// end still in view (also when the load brought the same number of items), once.
    func testTheEndIsReportedAgainWhenALoadEndsWithTheEndInView() {
        var trigger = EndReachedTrigger(threshold: 2)
        XCTAssertTrue(trigger.check(lastVisibleRow: 29, count: 30))
        XCTAssertFalse(trigger.check(lastVisibleRow: 29, count: 30, isLoading: true))
        // A new search replaced the items while loading: nothing while it loads.
        XCTAssertFalse(trigger.check(lastVisibleRow: 29, count: 30, isLoading: true))
        XCTAssertTrue(trigger.check(lastVisibleRow: 29, count: 30, isLoading: false), "the load ended, the end is in view")
        XCTAssertFalse(trigger.check(lastVisibleRow: 29, count: 30), "once for one end")
        XCTAssertFalse(trigger.check(lastVisibleRow: 29, count: 30))
    }
}
