/// Where the sections of a sectioned list begin, in the list's one sequence of rows: each
/// section is a header row followed by its items' rows. Rows are indexed from 0 over headers
/// and items together; a list of 100,000 items in 1,000 sections has 101,000 rows.
///
/// It stores one integer per section (never per item): which row is a header, which section
/// a row is in and where the nearest item row is are binary searches.
///
/// ```swift
/// let sections = ListSections(itemCounts: [2, 0, 3])   // rows: H0 a b H1 H2 c d e
/// sections.rowCount                  // 8
/// sections.isHeader(3)               // true
/// sections.section(containing: 6)    // 2
/// sections.itemRow(from: 3, forward: true)   // 5: the headers at 3 and 4 are skipped
/// ```
package struct ListSections: Sendable, Equatable {
    /// Each section's header row, ascending.
    package let headerRows: [Int]
    /// Headers and items together.
    package let rowCount: Int

    /// Sections with these numbers of items, in order.
    package init(itemCounts: some Sequence<Int>) {
        var headers: [Int] = []
        var row = 0
        for count in itemCounts {
            headers.append(row)
            row += 1 + max(count, 0)
        }
        headerRows = headers
        rowCount = row
    }

    /// The number of sections.
    package var count: Int { headerRows.count }

    /// The number of items, headers not counted.
    package var itemCount: Int { rowCount - headerRows.count }

    /// The section whose header or items include `row`.
    package func section(containing row: Int) -> Int {
        // The last header at or above `row`.
        var low = 0
        var high = headerRows.count
        while low < high {
            let middle = (low + high) / 2
            if headerRows[middle] <= row { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// Whether `row` is a section's header.
    package func isHeader(_ row: Int) -> Bool {
        guard !headerRows.isEmpty else { return false }
        return headerRows[section(containing: row)] == row
    }

    /// The section and the item's position in it for an item row; nil for a header.
    package func item(at row: Int) -> (section: Int, item: Int)? {
        let section = section(containing: row)
        guard !headerRows.isEmpty, row > headerRows[section] else { return nil }
        return (section, row - headerRows[section] - 1)
    }

    /// The row of `item` in `section`.
    package func row(ofItem item: Int, inSection section: Int) -> Int { headerRows[section] + 1 + item }

    /// The item's position among all items, headers not counted (for "item 5 of 100,000").
    package func itemPosition(of row: Int) -> Int { row - section(containing: row) - 1 }

    /// The first item row at or after `row` (`forward`) or at or before it, headers skipped;
    /// nil when there is none that way.
    package func itemRow(from row: Int, forward: Bool) -> Int? {
        var row = row
        while row >= 0 && row < rowCount {
            guard isHeader(row) else { return row }
            row += forward ? 1 : -1
        }
        return nil
    }

    /// The item row nearest `row` that way, else the other way (nil: the list has no item).
    package func nearestItemRow(to row: Int, forward: Bool) -> Int? {
        itemRow(from: row, forward: forward) ?? itemRow(from: row, forward: !forward)
    }
}

/// Where a sticky section header shows: the header of the section at the top of the viewport,
/// pinned to the viewport's top, and pushed up by the next section's header as it arrives
/// (as in UITableView's plain style and GTK 4's list headers).
///
/// ```swift
/// let sections = ListSections(itemCounts: [3, 3])   // headers at rows 0 and 4
/// let heights = RowHeightIndex(count: 8, estimate: 20)
/// StickyHeader.position(sections, heights, offset: 30)   // (section 0, row 0, top 0)
/// StickyHeader.position(sections, heights, offset: 70)   // (section 0, row 0, top -10): pushed
/// ```
package enum StickyHeader {
    /// The pinned header's section, its row, and its top relative to the viewport's top (0, or
    /// negative while the next header pushes it out); nil when the list has no section, or the
    /// viewport starts at a header's own top (the header shows where it is).
    package static func position(
        _ sections: ListSections, _ heights: RowHeightIndex, offset: Double
    ) -> (section: Int, row: Int, top: Double)? {
        guard sections.count > 0, heights.count == sections.rowCount, heights.count > 0 else { return nil }
        let offset = max(offset, 0)
        let topRow = heights.index(containing: offset)
        let section = sections.section(containing: topRow)
        let header = sections.headerRows[section]
        guard heights.offset(of: header) < offset else { return nil }
        var top = 0.0
        if section + 1 < sections.count {
            let next = heights.offset(of: sections.headerRows[section + 1])
            top = min(0, next - offset - heights.height(at: header))
        }
        return (section, header, top)
    }
}
