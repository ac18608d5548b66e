/// How a table's rows are sorted: by one column, ascending or descending. The app keeps it and
/// sorts its items by it; the table shows it as the header's sort indicator.
///
/// ```swift
/// let sort = TableSort(column: "name")                 // A to Z
/// sort.toggled(by: "name")                            // Z to A
/// sort.toggled(by: "size")                            // by size, ascending
/// ```
public struct TableSort: Hashable, Sendable {
    /// The key of the column the rows are sorted by.
    public var column: String
    /// Whether the rows go from the smallest value to the largest.
    public var isAscending: Bool

    /// Rows sorted by `column`, ascending unless told otherwise.
    public init(column: String, ascending: Bool = true) {
        self.column = column
        isAscending = ascending
    }

    /// The sort a click on `column`'s header asks for, as GtkTreeView does it: the same column
    /// again reverses the direction, another column sorts by it ascending.
    public func toggled(by column: String) -> TableSort {
        column == self.column ? TableSort(column: column, ascending: !isAscending) : TableSort(column: column)
    }
}
