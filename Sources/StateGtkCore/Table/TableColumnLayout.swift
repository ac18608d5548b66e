/// Where a table's cells go across a row: each column at the sum of the widths before it, at
/// its own width, and the last one filling what is left of the row, as GtkTreeView's last
/// column does. Header and rows use the same frames, so cells line up with their headers.
///
/// ```swift
/// let layout = TableColumnLayout(widths: [120, 80, 60])
/// layout.frame(of: 1, rowWidth: 400)   // (x: 120, width: 80)
/// layout.frame(of: 2, rowWidth: 400)   // (x: 200, width: 200)
/// ```
package struct TableColumnLayout: Equatable, Sendable {
    /// Each column's width, in pixels, left to right.
    package let widths: [Double]

    /// Columns of these widths (negative widths count as 0).
    package init(widths: [Double]) {
        self.widths = widths.map { Swift.max($0, 0) }
    }

    /// The sum of the widths: a row's natural width.
    package var totalWidth: Double { widths.reduce(0, +) }

    /// The left edge and width of column `index` in a row `rowWidth` wide.
    package func frame(of index: Int, rowWidth: Double) -> (x: Double, width: Double) {
        let x = widths[..<index].reduce(0, +)
        guard index == widths.count - 1 else { return (x, widths[index]) }
        return (x, Swift.max(widths[index], rowWidth - x))
    }

    /// A column's width as the user left it, or its own, never below its minimum.
    package static func width(user: Double?, initial: Double, minimum: Double) -> Double {
        Swift.max(user ?? initial, minimum)
    }
}
