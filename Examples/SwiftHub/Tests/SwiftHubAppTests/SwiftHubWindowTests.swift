// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// SwiftHub's window on a real (virtual) display: what the user sees after starting, searching,
/// changing the filter, selecting, scrolling and retrying, read back from the GTK widgets.
final class SwiftHubWindowTests: XCTestCase {
    func testTheFirstPageShowsWithTheFirstRepositorysDetails() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 75)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()

        let expected = Array(awaitResult { await source.repositories(for: .lastWeek) }.prefix(30))
        XCTAssertEqual(window.rowNames, expected.map(\.fullName), "rows are named owner/name, in GitHub's order")
        XCTAssertEqual(window.rowTitles, expected.map { "\($0.owner.login) / \($0.name)" })
        XCTAssertTrue(window.rows.allSatisfy { gtk_widget_get_mapped($0.widget) != 0 }, "every row is on screen")
        XCTAssertEqual(labelText(window.rows[0].summary.gtkWidget), expected[0].description)
        XCTAssertEqual(window.filterLabel, "Filter: Last week")
        XCTAssertEqual(window.panel.filterChooser.selectedItem, "Last week")
        XCTAssertEqual(window.panel.sortChooser.selectedItem, "Most stars")
        XCTAssertEqual(window.status, "30 repositories · from GitHub")
        XCTAssertEqual(window.detailsTitle, expected[0].fullName, "the first repository is selected")
        XCTAssertTrue(hasStyleClass(window.rows[0].widget, "selected"))
        XCTAssertNil(window.bannerText, "no banner when all went well")
        XCTAssertEqual(WidgetTree.accessibleName(of: window.home.status.gtkWidget), "Status")
        XCTAssertEqual(WidgetTree.accessibleName(of: window.details.title.gtkWidget), "Repository name")
        XCTAssertEqual(WidgetTree.accessibleName(of: window.panel.search.gtkWidget), "Search")
        XCTAssertEqual(WidgetTree.accessibleName(of: window.panel.filterChooser.gtkWidget), "Filter")
        XCTAssertEqual(WidgetTree.accessibleName(of: window.panel.sortChooser.gtkWidget), "Sort")
        let requests = awaitResult { await source.requests.map { "\($0.filter) \($0.sort) \($0.page)" } }
        XCTAssertEqual(requests, ["lastWeek stars 1"])
    } }

    func testTheListFitsItsColumnWithoutScrollingSideways() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: nil)  // the built-in data has long descriptions
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 30 })
        window.settle()
        let column = gtk_widget_get_allocated_width(try XCTUnwrap(window.home.list).widget)
        let details = gtk_widget_get_allocated_width(window.home.detailsScroller.gtkWidget)
        XCTAssertLessThan(column, window.windowSize.width - details + 1, "the list keeps to its column, whatever its rows' texts")
        for row in window.rows {
            XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(row.widget), column, "rows are as wide as the list's column, not as their longest text")
            XCTAssertEqual(labelText(row.summary.gtkWidget), row.props[RepositoryRow.repository]?.description, "whole texts, cut on screen only")
        }
    } }

    func testTypingASearchNarrowsTheRowsAndEscapeClearsIt() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        let all = window.rowNames

        window.type("chart")
        XCTAssertEqual(window.panel.search.text, "chart", "the keys went into the search box")
        XCTAssertTrue(window.wait { window.rowCount == 6 }, "got \(window.rowCount) rows")
        let expected = awaitResult { await source.repositories(for: .lastWeek) }.filter { $0.description!.contains("chart") }
        XCTAssertEqual(window.rowNames, expected.map(\.fullName), "the matching rows, in the same order")
        XCTAssertEqual(window.status, "6 of 30 repositories · from GitHub · all loaded")
        XCTAssertEqual(window.detailsTitle, expected[0].fullName, "the details follow the first visible row")

        window.type(" week-owner13")
        XCTAssertTrue(window.wait { window.rowNames == ["week-owner13/week-repo13"] }, "every word must match: \(window.rowNames)")

        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 30 }, "Escape in the search box shows every row again")
        XCTAssertEqual(window.panel.search.text, "", "and empties the box")
        XCTAssertEqual(window.rowNames, all)
        XCTAssertEqual(window.status, "30 repositories · from GitHub · all loaded")

        window.type("no such thing")
        XCTAssertTrue(window.wait { window.rows.isEmpty })
        XCTAssertEqual(window.status, "0 of 30 repositories · from GitHub · all loaded")
        XCTAssertNil(window.detailsTitle, "nothing to show details of")
        XCTAssertEqual(window.details.childWidgets.map(labelText), ["Select a repository to see its details."])
        window.panel.search.grabFocus()
        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 30 })
    } }

    func testAShortListOfSearchResultsDoesNotFetchMorePages() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 300)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()

        window.type("chart")
        XCTAssertTrue(window.wait { window.rowCount == 6 })
        window.settle(1)
        XCTAssertEqual(window.rowCount, 6, "the list of matches is at its end without scrolling")
        XCTAssertEqual(awaitResult { await source.requestCount }, 1, "but the search is of the loaded repositories: no page is fetched")
        XCTAssertEqual(window.status, "6 of 30 repositories · from GitHub")

        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 30 })
        window.settle(0.5)
        XCTAssertEqual(awaitResult { await source.requestCount }, 1)
        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 60 }, "scrolling the whole list still pages")
    } }

    func testChoosingAnotherFilterOrSortLoadsOtherRows() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 45)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()

        window.choose(SearchFilter.lastMonth)
        XCTAssertTrue(window.wait { window.rowNames.first == "month-owner0/month-repo0" }, "got \(window.rowNames.prefix(2))")
        window.waitUntilIdle()
        let month = awaitResult { await source.repositories(for: .lastMonth) }
        XCTAssertEqual(window.rowNames, month.prefix(30).map(\.fullName))
        XCTAssertEqual(window.filterLabel, "Filter: Last month")
        XCTAssertEqual(window.panel.filterChooser.selectedItem, "Last month")
        XCTAssertEqual(window.detailsTitle, "month-owner0/month-repo0")
        XCTAssertEqual(window.status, "30 repositories · from GitHub")

        window.choose(SearchSort.forks)
        XCTAssertTrue(window.wait { window.rowNames.first == "month-owner44/month-repo44" }, "most forks first: \(window.rowNames.prefix(2))")
        XCTAssertEqual(window.filterLabel, "Filter: Last month")

        window.choose(SearchFilter.lastWeek)
        XCTAssertTrue(window.wait { window.rowNames.first == "week-owner44/week-repo44" }, "the sort stays: \(window.rowNames.prefix(2))")
        XCTAssertEqual(window.filterLabel, "Filter: Last week")
        window.waitUntilIdle()
        let requests = awaitResult { await source.requests.map { "\($0.filter) \($0.sort) \($0.page)" } }
        XCTAssertEqual(requests, ["lastWeek stars 1", "lastMonth stars 1", "lastMonth forks 1", "lastWeek forks 1"])
    } }

    func testSelectingARowByClickOrKeyShowsItsDetails() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 30)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()

        window.click(window.rows[2].summary.gtkWidget)
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner2/week-repo2" }, "got \(window.detailsTitle ?? "nil")")
        XCTAssertTrue(hasStyleClass(window.rows[2].widget, "selected"))
        XCTAssertFalse(hasStyleClass(window.rows[0].widget, "selected"), "one row is selected at a time")
        let details = window.details.childWidgets.filter(isLabel).map(labelText)
        XCTAssertEqual(details[1], "A layout library for Swift")
        XCTAssertTrue(details[2].contains("50K stars · 2 forks · 2 open issues"), details[2])
        XCTAssertTrue(details[2].contains("License: MIT License"), details[2])
        XCTAssertEqual(details[3], "Topics: swift")

        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Down)), "Down is the list's")
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner3/week-repo3" })
        XCTAssertTrue(hasStyleClass(window.rows[3].widget, "selected"))
        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Up)))
        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Up)))
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner1/week-repo1" })

        // From the keyboard as the user has it: the focus is wherever GTK put it.
        window.press(keyval: UInt32(GDK_KEY_Down))
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner2/week-repo2" }, "got \(window.detailsTitle ?? "nil")")
        XCTAssertEqual(window.filterLabel, "Filter: Last week", "Down moved the selection, not the filter")

        // The last row stays the last: Down there does nothing more, and the list scrolled to it.
        for _ in 0..<40 { _ = window.pressInList(keyval: UInt32(GDK_KEY_Down)) }
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner29/week-repo29" })
        window.settle()
        XCTAssertGreaterThan(window.home.list?.rows?.scrollOffset ?? 0, 0, "the list scrolled to keep the selection in view")
    } }

    func testScrollingToTheEndLoadsTheNextPages() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 75)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        XCTAssertEqual(window.status, "30 repositories · from GitHub")

        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 60 }, "got \(window.rowCount)")
        window.waitUntilIdle()
        XCTAssertEqual(window.status, "60 repositories · from GitHub")
        let expected = awaitResult { await source.repositories(for: .lastWeek) }
        XCTAssertEqual(window.rowNames, expected.prefix(60).map(\.fullName), "page 2 follows page 1")
        XCTAssertEqual(window.detailsTitle, expected[0].fullName, "the selection stays")

        window.scrollToEnd()
        XCTAssertTrue(window.wait { window.rowCount == 75 }, "got \(window.rowCount)")
        window.waitUntilIdle()
        XCTAssertEqual(window.status, "75 repositories · from GitHub · all loaded")
        window.scrollToEnd()
        window.settle(0.5)
        XCTAssertEqual(window.rowCount, 75)
        let pages = awaitResult { await source.requests.map(\.page) }
        XCTAssertEqual(pages, [1, 2, 3], "nothing is asked past the last page")
    } }

    func testLoadingMoreShowsItselfAtTheEndOfTheList() throws { try onMain {
        try requireGtk()
        let source = ScriptedSource(count: 75)
        let window = SwiftHubWindow(network: source)
        defer { window.close() }
        window.waitForFirstPage()
        awaitResult { await source.setLatency(.milliseconds(600)) }
        window.scrollToEnd()
        XCTAssertTrue(window.wait(3) { window.isLoadingMore }, "\"Loading more…\" shows while the page loads")
        XCTAssertTrue(window.wait { window.rowCount == 60 && !window.isLoadingMore })
    } }
}
