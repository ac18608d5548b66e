/// The symbols that carry one constraint in the tableau.
struct ConstraintTag {
    /// Identifies the constraint's row: pivoting it into the basis and dropping
    /// that row removes the constraint.
    var marker: TableauSymbol
    /// The second error symbol of a non-required constraint, or `.invalid`.
    var other: TableauSymbol = .invalid
}

/// The simplex tableau and the Cassowary algorithm on it, with no knowledge of
/// `Variable` or `Constraint` objects.
///
/// A struct rather than part of `Solver`: mutating methods on a struct get
/// static exclusivity checking, where a class's stored arrays would be checked
/// dynamically on every access in the pivot loops.
struct Tableau {
    /// TableauRow storage, compact; each row knows its basic symbol.
    private var rows: [TableauRow] = []
    /// Indexed by symbol id: the row where the symbol is basic, or -1.
    private var rowOfSymbol: [Int32] = []
    /// Ids of released symbols, reused so that `rowOfSymbol` stays as small as
    /// the live system even after many additions and removals.
    private var freeIDs: [Int] = []

    /// Σ weight · error, the quantity the solver minimizes.
    private var objective = TableauRow()
    /// Present only while adding a required constraint through an artificial variable.
    private var artificial: TableauRow?
    /// Basic symbols whose rows went negative after a suggested value.
    private var infeasible: [TableauSymbol] = []
    private var scratch = [TableauCell](repeating: TableauCell(symbol: .invalid, coefficient: 0), count: 32)

    /// What the solver has done so far, for tests that check how work grows with a system.
    private(set) var work = TableauWork()

    private var journal: Journal?
    /// Copied out of `journal` because it is tested in the innermost pivot loop.
    private var isSavingRows = false
    /// Per row: the journal epoch it was last saved in, so that each row is
    /// saved once. Grown on demand; a stale entry is simply an older epoch.
    private var savedEpochs: [UInt32] = []
    private var epoch: UInt32 = 0

    /// What undoes a failed `add`: allocations, and rows once the artificial
    /// phase starts pivoting.
    private struct Journal {
        let symbolCount: Int
        var reusedIDs: [Int] = []
        var rowCount = 0
        var objective = TableauRow()
        var savedRows: [(slot: Int, row: TableauRow)] = []
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: TableauSymbol.Kind) -> TableauSymbol {
        if let id = freeIDs.popLast() {
            journal?.reusedIDs.append(id)
            return TableauSymbol(id: id, kind: kind)
        }
        if rowOfSymbol.capacity == 0 { rowOfSymbol.reserveCapacity(32) }
        rowOfSymbol.append(-1)
        return TableauSymbol(id: rowOfSymbol.count - 1, kind: kind)
    }

    /// Frees a symbol that no constraint uses any more. Rounding may leave a
    /// negligible coefficient behind, so the column is cleared before reuse.
    mutating func discard(_ symbol: TableauSymbol) {
        guard rowOfSymbol[symbol.id] < 0 else {
            assertionFailure("discarding a basic symbol")
            return
        }
        work.rowsVisited += rows.count
        for index in rows.indices { rows[index].remove(symbol) }
        objective.remove(symbol)
        freeIDs.append(symbol.id)
    }

    @inline(__always)
    func rowIndex(of symbol: TableauSymbol) -> Int? {
        let slot = rowOfSymbol[symbol.id]
        return slot < 0 ? nil : Int(slot)
    }

    /// The current value of a symbol: its row's constant if basic, else zero.
    @inline(__always)
    func value(of symbol: TableauSymbol) -> Double {
        let slot = rowOfSymbol[symbol.id]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    // MARK: Transactions

    mutating func beginTransaction() {
        journal = Journal(symbolCount: rowOfSymbol.count)
    }

    mutating func commit() {
        journal = nil
        isSavingRows = false
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Puts back every row, the objective and the symbol allocator as they were
    /// at `beginTransaction()`.
    mutating func rollback() {
        guard let journal else { return }
        if isSavingRows {
            for slot in journal.rowCount..<rows.count { rowOfSymbol[rows[slot].basic.id] = -1 }
            for saved in journal.savedRows { rowOfSymbol[rows[saved.slot].basic.id] = -1 }
            rows.removeSubrange(journal.rowCount...)
            for saved in journal.savedRows {
                rows[saved.slot] = saved.row
                rowOfSymbol[saved.row.basic.id] = Int32(saved.slot)
            }
            objective = journal.objective
            artificial = nil
        }
        rowOfSymbol.removeSubrange(journal.symbolCount...)
        freeIDs.append(contentsOf: journal.reusedIDs.reversed())
        self.journal = nil
        isSavingRows = false
        infeasible.removeAll(keepingCapacity: true)
    }

    private mutating func startSavingRows() {
        epoch &+= 1
        if epoch == 0 {
            // Wrapped around: old marks could alias the new epoch.
            for index in savedEpochs.indices { savedEpochs[index] = 0 }
            epoch = 1
        }
        journal!.rowCount = rows.count
        journal!.objective = objective
        isSavingRows = true
    }

    @inline(__always)
    private mutating func willModify(row slot: Int) {
        if isSavingRows { save(row: slot) }
    }

    private mutating func save(row slot: Int) {
        guard slot < journal!.rowCount else { return }
        if savedEpochs.count < rows.count {
            savedEpochs.append(contentsOf: repeatElement(0, count: rows.count - savedEpochs.count))
        }
        guard savedEpochs[slot] != epoch else { return }
        savedEpochs[slot] = epoch
        journal!.savedRows.append((slot, rows[slot]))
    }

    // MARK: Rows

    private mutating func appendRow(_ row: TableauRow, basic: TableauSymbol) -> Int {
        if rows.capacity == 0 { rows.reserveCapacity(16) }
        var row = row
        row.basic = basic
        rows.append(row)
        rowOfSymbol[basic.id] = Int32(rows.count - 1)
        return rows.count - 1
    }

    /// Removes a row by moving the last one into its place.
    private mutating func removeRow(at slot: Int) -> TableauRow {
        precondition(!isSavingRows, "row removal cannot be journaled")
        rowOfSymbol[rows[slot].basic.id] = -1
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            rowOfSymbol[rows[slot].basic.id] = Int32(slot)
        }
        return rows.removeLast()
    }

    /// Builds the row of `Σ terms + constant (relation) 0`, with basic symbols
    /// replaced by their rows and the slack, error or dummy symbols added.
    /// `weight` is nil for a required constraint.
    mutating func makeRow(
        terms: [(symbol: TableauSymbol, coefficient: Double)], constant: Double,
        relation: Relation, weight: Double?
    ) -> (row: TableauRow, tag: ConstraintTag) {
        // Room for the substituted rows and two more symbols, plus some slack
        // for the pivots to come, so that the row is allocated once.
        var capacity = 4
        for (symbol, _) in terms {
            capacity += rowIndex(of: symbol).map { rows[$0].cells.count } ?? 1
        }
        var row = TableauRow(constant: constant, capacity: capacity)
        for (symbol, coefficient) in terms {
            if let slot = rowIndex(of: symbol) {
                row.add(rows[slot], times: coefficient, scratch: &scratch)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        var tag = ConstraintTag(marker: .invalid)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            row.insert(tag.marker, sign)
            if let weight {
                tag.other = makeSymbol(.error)
                row.insert(tag.other, -sign)
                objective.insert(tag.other, weight)
            }
        case .equal:
            if let weight {
                // expression = plus - minus, both errors non-negative.
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                objective.insert(tag.marker, weight)
                objective.insert(tag.other, weight)
            } else {
                tag.marker = makeSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    // MARK: Adding and removing constraints

    /// Adds a row made by `makeRow`. Returns nil on success, or, when the row
    /// is a required constraint that cannot hold, the markers of the required
    /// constraints that together with it admit no solution; the caller then
    /// rolls back.
    mutating func add(_ row: consuming TableauRow, tag: ConstraintTag) -> [TableauSymbol]? {
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid, row.containsOnlyDummies {
            // Only required equalities left: the row is either redundant or a contradiction.
            guard TableauRow.isNearZero(row.constant) else {
                return row.cells.map(\.symbol).filter { $0 != tag.marker }
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            let slot = appendRow(row, basic: subject)
            if isNew(subject) {
                // No other row holds a symbol made for this constraint: only the objective
                // needs it replaced, which spares a pass over every row per constraint added.
                work.cellsWritten += objective.substitute(subject, with: rows[slot], scratch: &scratch)
            } else {
                substitute(subject, fromRow: slot)
            }
            // The objective was optimal before, and the row is all it gained: unless one of
            // the row's symbols now lowers it, there is nothing to optimize, and the search
            // for one would pass over the whole objective (a dozen cells per child).
            guard rows[slot].cells.contains(where: { lowersObjective($0.symbol) }) else { return nil }
        } else if let conflicts = addWithArtificialVariable(row) {
            return conflicts.filter { $0 != tag.marker }
        }
        optimize()
        return nil
    }

    /// Whether `symbol` could enter the basis in `optimize`.
    private func lowersObjective(_ symbol: TableauSymbol) -> Bool {
        !symbol.isDummy && objective.coefficient(for: symbol) < 0
    }

    /// Whether `symbol` was made in the current transaction: then only the row being added and
    /// the objective can hold it (a reused id's column was cleared when it was released).
    private func isNew(_ symbol: TableauSymbol) -> Bool {
        guard let journal else { return false }
        return symbol.id >= journal.symbolCount || journal.reusedIDs.contains(symbol.id)
    }

    /// An unrestricted variable if there is one; otherwise the constraint's own
    /// slack or error symbol when solving for it keeps the row feasible.
    private func chooseSubject(_ row: TableauRow, tag: ConstraintTag) -> TableauSymbol {
        for cell in row.cells where cell.symbol.isExternal {
            return cell.symbol
        }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if tag.other.isValid, tag.other.isPivotable, row.coefficient(for: tag.other) < 0 {
            return tag.other
        }
        return .invalid
    }

    /// Phase one of the simplex method for a row with no obvious subject:
    /// minimize an artificial variable equal to the row; the row can hold iff
    /// the minimum is zero.
    private mutating func addWithArtificialVariable(_ row: TableauRow) -> [TableauSymbol]? {
        startSavingRows()
        let art = makeSymbol(.slack)
        _ = appendRow(row, basic: art)
        artificial = row
        optimize(artificially: true)
        let residual = artificial!.constant
        if !TableauRow.isNearZero(residual) {
            // art = residual + Σ c·s with every c of a restricted symbol >= 0 at
            // the optimum: the required markers present are a Farkas certificate.
            let conflicts = artificial!.cells.lazy.map(\.symbol)
                .filter { ($0.isSlack || $0.isDummy) && $0 != art }
            artificial = nil
            return Array(conflicts)
        }
        artificial = nil
        isSavingRows = false
        if let slot = rowIndex(of: art) {
            if rows[slot].cells.isEmpty {
                _ = removeRow(at: slot)
            } else {
                // A dummy is a valid last resort: the row then only says that
                // required equalities are mutually consistent.
                let cells = rows[slot].cells
                let entering = cells.first { $0.symbol.isPivotable }?.symbol ?? cells[0].symbol
                pivot(row: slot, entering: entering)
            }
        }
        discard(art)
        return nil
    }

    /// Removes a constraint given its tag and, if not required, its weight.
    mutating func remove(_ tag: ConstraintTag, weight: Double?) {
        // The errors leave the objective before any pivot, or substitutions
        // would carry their weight into other rows.
        if let weight {
            for symbol in [tag.marker, tag.other] where symbol.isValid && symbol.isError {
                if let slot = rowIndex(of: symbol) {
                    objective.add(rows[slot], times: -weight, scratch: &scratch)
                } else {
                    objective.insert(symbol, -weight)
                }
            }
        }
        if let slot = rowIndex(of: tag.marker) {
            _ = removeRow(at: slot)
        } else {
            work.rowsVisited += rows.count
            guard let slot = markerLeavingRow(tag.marker) else {
                preconditionFailure("no row holds the marker of a constraint being removed")
            }
            let leaving = rows[slot].basic
            var row = removeRow(at: slot)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row, skipping: -1)
        }
        optimize()
        infeasible.removeAll(keepingCapacity: true)
        freeIDs.append(tag.marker.id)
        if tag.other.isValid { discard(tag.other) }
    }

    /// The row to pivot a parametric marker into, preferring rows where this
    /// keeps the tableau feasible, restricted rows before unrestricted ones.
    private func markerLeavingRow(_ marker: TableauSymbol) -> Int? {
        var first = -1
        var second = -1
        var third = -1
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for slot in rows.indices {
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            let basic = rows[slot].basic
            if basic.isExternal {
                third = slot
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if isBetter(ratio, basic, than: firstRatio, first) {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if isBetter(ratio, basic, than: secondRatio, second) {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        let best = first >= 0 ? first : second >= 0 ? second : third
        return best >= 0 ? best : nil
    }

    // MARK: Edit variables

    /// Moves the constant of the edit constraint with `tag` by `delta`, then
    /// restores feasibility with the dual simplex method.
    mutating func suggest(_ tag: ConstraintTag, delta: Double) {
        if let slot = rowIndex(of: tag.marker) {
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(tag.marker) }
        } else if let slot = rowIndex(of: tag.other) {
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(tag.other) }
        } else {
            work.rowsVisited += rows.count
            for slot in rows.indices {
                let coefficient = rows[slot].coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                rows[slot].constant += delta * coefficient
                if rows[slot].constant < 0, !rows[slot].basic.isExternal {
                    infeasible.append(rows[slot].basic)
                }
            }
        }
        dualOptimize()
    }

    /// Moves the weight of the non-required constraint with `tag` by `change`: its error
    /// symbols' weights in the objective change, the rows do not, so the solution stays
    /// feasible and the primal simplex restores optimality.
    mutating func reweight(_ tag: ConstraintTag, by change: Double) {
        for symbol in [tag.marker, tag.other] where symbol.isValid && symbol.isError {
            if let slot = rowIndex(of: symbol) {
                objective.add(rows[slot], times: change, scratch: &scratch)
            } else {
                objective.insert(symbol, change)
            }
        }
        optimize()
    }

    // MARK: Simplex

    private mutating func pivot(row slot: Int, entering: TableauSymbol) {
        work.pivots += 1
        willModify(row: slot)
        let leaving = rows[slot].basic
        rows[slot].solve(for: leaving, entering)
        rows[slot].basic = entering
        rowOfSymbol[leaving.id] = -1
        rowOfSymbol[entering.id] = Int32(slot)
        substitute(entering, fromRow: slot)
    }

    private mutating func substitute(_ symbol: TableauSymbol, fromRow slot: Int) {
        let row = rows[slot]
        substitute(symbol, with: row, skipping: slot)
    }

    /// Replaces `symbol` by `row` everywhere but in row `skipping`.
    private mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow, skipping: Int) {
        work.rowsVisited += rows.count
        for slot in rows.indices where slot != skipping && rows[slot].mayContain(symbol) {
            let (index, found) = rows[slot].position(of: symbol)
            guard found else { continue }
            willModify(row: slot)
            let coefficient = rows[slot].cells[index].coefficient
            work.cellsWritten += rows[slot].add(row, times: coefficient, skipping: index, scratch: &scratch)
            if rows[slot].constant < 0, !rows[slot].basic.isExternal {
                infeasible.append(rows[slot].basic)
            }
        }
        work.cellsWritten += objective.substitute(symbol, with: row, scratch: &scratch)
        if artificial != nil {
            _ = artificial!.substitute(symbol, with: row, scratch: &scratch)
        }
    }

    /// Primal simplex on the objective, or on the artificial row in phase one.
    private mutating func optimize(artificially: Bool = false) {
        while true {
            let entering = enteringSymbol(artificially ? artificial! : objective)
            guard entering.isValid else { return }
            work.rowsVisited += rows.count
            guard let slot = leavingRow(for: entering) else {
                // Errors are non-negative, so the objective is bounded below and
                // a symbol no row limits must have a zero coefficient: this one
                // is rounding noise, which large weights (1e13 · 2⁻⁵² ≈ 1e-3)
                // push past `TableauRow.epsilon`. Drop it rather than pivot on noise.
                if artificially { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivot(row: slot, entering: entering)
        }
    }

    /// Bland's rule: the first (lowest) symbol that lowers the objective, which
    /// together with the lowest-symbol tie break below rules out cycling.
    private func enteringSymbol(_ objective: TableauRow) -> TableauSymbol {
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
            return cell.symbol
        }
        return .invalid
    }

    /// The restricted row that first limits how far `entering` can grow.
    private func leavingRow(for entering: TableauSymbol) -> Int? {
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        for slot in rows.indices where !rows[slot].basic.isExternal {
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if isBetter(ratio, rows[slot].basic, than: bestRatio, best) {
                bestRatio = ratio
                best = slot
            }
        }
        return best >= 0 ? best : nil
    }

    /// Smaller ratio wins; on a tie, the smaller basic symbol, so the choice
    /// does not depend on where rows happen to be stored.
    @inline(__always)
    private func isBetter(_ ratio: Double, _ basic: TableauSymbol, than bestRatio: Double, _ best: Int) -> Bool {
        ratio < bestRatio || (ratio == bestRatio && best >= 0 && basic.raw < rows[best].basic.raw)
    }

    private mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let slot = rowIndex(of: leaving),
                  rows[slot].constant < 0, !TableauRow.isNearZero(rows[slot].constant)
            else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            // No candidate: the row is negative by rounding only, as edit
            // constraints are never required and their errors can always give.
            guard entering.isValid else { continue }
            pivot(row: slot, entering: entering)
        }
    }

    private func dualEnteringSymbol(_ row: TableauRow) -> TableauSymbol {
        var entering = TableauSymbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering
    }

    // MARK: Checking

    /// Broken invariants, for tests: each basic symbol defined once and used
    /// nowhere else, restricted rows feasible, cells sorted and non-zero.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (slot, basic) in rows.map(\.basic).enumerated() {
            if rowOfSymbol[basic.id] != Int32(slot) { problems.append("row \(slot) not indexed") }
            if !basic.isExternal, rows[slot].constant < -TableauRow.epsilon {
                problems.append("restricted row \(slot) infeasible: \(rows[slot].constant)")
            }
        }
        for (slot, row) in rows.enumerated().map({ ($0.offset, $0.element) }) + [(-1, objective)] {
            for (index, cell) in row.cells.enumerated() {
                if rowOfSymbol[cell.symbol.id] >= 0 { problems.append("basic symbol in row \(slot)") }
                if TableauRow.isNearZero(cell.coefficient) { problems.append("zero cell in row \(slot)") }
                if !row.mayContain(cell.symbol) { problems.append("mask misses a cell in row \(slot)") }
                if index > 0, row.cells[index - 1].symbol.raw >= cell.symbol.raw {
                    problems.append("unsorted row \(slot)")
                }
            }
        }
        if artificial != nil || journal != nil || !infeasible.isEmpty {
            problems.append("left-over transient state")
        }
        return problems
    }
}
