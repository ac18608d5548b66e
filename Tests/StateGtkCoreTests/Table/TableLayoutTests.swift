import StateGtkCore
import XCTest

/// The pure parts of a table: the sort a header click asks for, and where cells go across a row.
final class TableLayoutTests: XCTestCase {
    func testAHeaderClickReversesItsOwnColumnAndSortsAnotherAscending() {
        let byName = TableSort(column: "name")
        XCTAssertTrue(byName.isAscending)
        XCTAssertEqual(byName.toggled(by: "name"), TableSort(column: "name", ascending: false))
        XCTAssertEqual(byName.toggled(by: "name").toggled(by: "name"), byName)
        XCTAssertEqual(TableSort(column: "name", ascending: false).toggled(by: "size"), TableSort(column: "size"))
    }

    func testColumnsFollowEachOtherAndTheLastFillsTheRow() {
        let layout = TableColumnLayout(widths: [120, 80, 60])
        XCTAssertEqual(layout.totalWidth, 260)
        XCTAssertTrue(layout.frame(of: 0, rowWidth: 400) == (0, 120))
        XCTAssertTrue(layout.frame(of: 1, rowWidth: 400) == (120, 80))
        XCTAssertTrue(layout.frame(of: 2, rowWidth: 400) == (200, 200), "the last column takes what is left")
        XCTAssertTrue(layout.frame(of: 2, rowWidth: 100) == (200, 60), "but never less than its width")
        XCTAssertEqual(TableColumnLayout(widths: [-5, 10]).widths, [0, 10])
    }

    func testAUsersWidthWinsButNotBelowTheMinimum() {
        XCTAssertEqual(TableColumnLayout.width(user: nil, initial: 120, minimum: 40), 120)
        XCTAssertEqual(TableColumnLayout.width(user: 200, initial: 120, minimum: 40), 200)
        XCTAssertEqual(TableColumnLayout.width(user: 10, initial: 120, minimum: 40), 40)
        XCTAssertEqual(TableColumnLayout.width(user: nil, initial: 20, minimum: 40), 40)
    }
}
