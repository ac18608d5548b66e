/// Lays children out in a grid, in placement order, row by row: the arrangement for galleries
/// and forms. Columns share the width equally; each row is as tall as its tallest child that
/// spans only that row. A child may span several columns and rows.
package enum GridLayout {
    /// Where a child sits: its first row and column and how many it spans.
    package struct Cell: Hashable, Sendable {
        package var row: Int, column: Int, rows: Int, columns: Int
    }

    /// Auto-placement, like CSS grid's: each child takes the first free run of cells at or after
    /// the previous child's position that fits its span (spans wider than the grid are clamped).
    package static func cells(spans: [(columns: Int, rows: Int)], columns: Int) -> [Cell] {
        let columns = max(columns, 1)
        var occupied = Set<Int>()  // row * columns + column
        var cells: [Cell] = []
        cells.reserveCapacity(spans.count)
        var row = 0, column = 0
        for span in spans {
            let width = min(max(span.columns, 1), columns), height = max(span.rows, 1)
            while true {
                if column + width > columns {
                    row += 1
                    column = 0
                    continue
                }
                let free = (row..<row + height).allSatisfy { r in (column..<column + width).allSatisfy { !occupied.contains(r * columns + $0) } }
                if free { break }
                column += 1
            }
            for r in row..<row + height { for c in column..<column + width { occupied.insert(r * columns + c) } }
            cells.append(Cell(row: row, column: column, rows: height, columns: width))
            column += width
        }
        return cells
    }

    /// The height of every row: the tallest single-row child, then rows grown evenly where a
    /// multi-row child needs more.
    package static func rowHeights(cells: [Cell], heights: [Double], spacing: Double) -> [Double] {
        let count = (cells.map { $0.row + $0.rows }.max() ?? 0)
        var rows = [Double](repeating: 0, count: count)
        for (cell, height) in zip(cells, heights) where cell.rows == 1 { rows[cell.row] = max(rows[cell.row], height) }
        for (cell, height) in zip(cells, heights) where cell.rows > 1 {
            let span = cell.row..<cell.row + cell.rows
            let have = span.reduce(0) { $0 + rows[$1] } + spacing * Double(cell.rows - 1)
            if height > have { for r in span { rows[r] += (height - have) / Double(cell.rows) } }
        }
        return rows
    }

    /// The width of one column when the grid is `width` wide.
    package static func columnWidth(width: Double, columns: Int, spacing: Double) -> Double {
        max(0, (width - spacing * Double(max(columns, 1) - 1)) / Double(max(columns, 1)))
    }

    /// Each child's frame.
    package static func frames(cells: [Cell], rowHeights: [Double], columnWidth: Double, rowSpacing: Double, columnSpacing: Double) -> [Frame] {
        var rowTops = [Double](repeating: 0, count: rowHeights.count)
        var top = 0.0
        for (index, height) in rowHeights.enumerated() {
            rowTops[index] = top
            top += height + rowSpacing
        }
        return cells.map { cell in
            let height = rowHeights[cell.row..<cell.row + cell.rows].reduce(0, +) + rowSpacing * Double(cell.rows - 1)
            return Frame(
                x: Double(cell.column) * (columnWidth + columnSpacing), y: rowTops[cell.row],
                width: columnWidth * Double(cell.columns) + columnSpacing * Double(cell.columns - 1), height: height)
        }
    }
}
