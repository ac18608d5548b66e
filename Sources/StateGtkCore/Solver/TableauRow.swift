/// One `coefficient · symbol` term of a row.
struct TableauCell {
    var symbol: TableauSymbol
    var coefficient: Double
}

/// One equation of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol in one contiguous array: layout rows hold a
/// handful of cells, where a binary search and a linear merge beat hashing, and
/// one allocation per row keeps the whole tableau cache friendly.
struct TableauRow {
    /// Coefficients this small are rounding noise; kiwi uses the same threshold.
    static let epsilon = 1e-8

    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }

    /// `add` inserts cell by cell when this row has more than this many times the other's
    /// cells, and merges the two otherwise.
    static let sparseAddition = 16

    /// The symbol this row defines, or `.invalid` for the objective and for
    /// rows not in the tableau yet.
    var basic = TableauSymbol.invalid
    var constant: Double
    private(set) var cells: [TableauCell] = []
    /// A superset of the cells' `TableauSymbol.bit`s. Pivots look for one
    /// symbol in every row; the mask rules out most rows without touching
    /// their cells.
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    @inline(__always)
    func mayContain(_ symbol: TableauSymbol) -> Bool {
        mask & symbol.bit != 0
    }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    func position(of symbol: TableauSymbol) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                let raw = buffer[middle].symbol.raw
                if raw < symbol.raw {
                    low = middle + 1
                } else if raw > symbol.raw {
                    high = middle
                } else {
                    return (middle, true)
                }
            }
            return (low, false)
        }
    }

    func coefficient(for symbol: TableauSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels out.
    mutating func insert(_ symbol: TableauSymbol, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Self.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Self.isNearZero(coefficient) {
            cells.insert(TableauCell(symbol: symbol, coefficient: coefficient), at: index)
            mask |= symbol.bit
        }
    }

    mutating func remove(_ symbol: TableauSymbol) {
        guard mayContain(symbol) else { return }
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + Σ …` into `symbol = …`, removing `symbol`'s cell.
    mutating func solve(for symbol: TableauSymbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving for a symbol not in the row")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = …` (with `rhs` among the cells) into `rhs = …`.
    mutating func solve(for lhs: TableauSymbol, _ rhs: TableauSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Adds `factor · other`, leaving out the cell at `skipping` (a position in
    /// this row, or -1). Merges into `scratch`, a buffer only ever grown, then
    /// copies back into this row's own storage, so that steady-state pivoting
    /// allocates nothing. Returns the cells written, a measure of the work.
    @discardableResult
    mutating func add(
        _ other: TableauRow, times factor: Double, skipping: Int = -1, scratch: inout [TableauCell]
    ) -> Int {
        constant += other.constant * factor
        if other.cells.count * Self.sparseAddition < cells.count {
            // A few cells into a long row (a new constraint's row into the objective, which
            // holds a cell or more per child): inserting each costs a search and a move of
            // the cells after it, where a merge would rewrite the whole row.
            if skipping >= 0 { cells.remove(at: skipping) }
            for cell in other.cells { insert(cell.symbol, cell.coefficient * factor) }
            return other.cells.count
        }
        let needed = cells.count + other.cells.count
        if scratch.count < needed {
            let unused = TableauCell(symbol: .invalid, coefficient: 0)
            scratch = Array(repeating: unused, count: max(needed, 2 * scratch.count))
        }
        // Everything the merge writes is local to the innermost closure and returned: a local
        // `var` captured by these closures costs a dynamic exclusivity check on every call.
        let (count, merged) = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    Self.merge(mine, theirs, times: factor, skipping: skipping, into: out)
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        scratch.withUnsafeBufferPointer { cells.append(contentsOf: $0[..<count]) }
        mask = merged
        return count
    }

    /// `mine + factor · theirs` (both sorted by symbol), leaving out `mine[skipping]` and
    /// coefficients near zero, written to `out`; returns the cell count and the symbols' mask.
    private static func merge(
        _ mine: UnsafeBufferPointer<TableauCell>, _ theirs: UnsafeBufferPointer<TableauCell>, times factor: Double,
        skipping: Int, into out: UnsafeMutableBufferPointer<TableauCell>
    ) -> (count: Int, mask: UInt64) {
        var merged: UInt64 = 0
        var i = 0
        var j = 0
        var k = 0
        @inline(__always) func emit(_ symbol: TableauSymbol, _ coefficient: Double) {
            out[k] = TableauCell(symbol: symbol, coefficient: coefficient)
            merged |= symbol.bit
            k += 1
        }
        while i < mine.count, j < theirs.count {
            let a = mine[i]
            let b = theirs[j]
            if a.symbol.raw < b.symbol.raw {
                if i != skipping { emit(a.symbol, a.coefficient) }
                i += 1
            } else if a.symbol.raw > b.symbol.raw {
                let coefficient = b.coefficient * factor
                if !isNearZero(coefficient) { emit(b.symbol, coefficient) }
                j += 1
            } else {
                let coefficient = (i == skipping ? 0 : a.coefficient) + b.coefficient * factor
                if !isNearZero(coefficient) { emit(a.symbol, coefficient) }
                i += 1
                j += 1
            }
        }
        while i < mine.count {
            if i != skipping { emit(mine[i].symbol, mine[i].coefficient) }
            i += 1
        }
        while j < theirs.count {
            let coefficient = theirs[j].coefficient * factor
            if !isNearZero(coefficient) { emit(theirs[j].symbol, coefficient) }
            j += 1
        }
        return (k, merged)
    }

    /// Replaces `symbol` by the expression `row` it is basic in. Returns the cells
    /// written, zero when the symbol was absent.
    @inline(__always)
    mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow, scratch: inout [TableauCell]) -> Int {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return add(row, times: cells[index].coefficient, skipping: index, scratch: &scratch)
    }

    var containsOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.isDummy }
    }
}
