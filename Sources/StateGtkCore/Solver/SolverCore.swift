/// The solver's bookkeeping: which constraints, variables and edit variables
/// it has, and their symbols in the tableau.
///
/// A struct held by `Solver` rather than stored properties of the class: each
/// package call then makes one exclusivity-checked access instead of one per
/// property touched.
struct SolverCore {
    private var tableau = Tableau()
    private var constraints = IdentityMap<ConstraintEntry>()
    private var edits = IdentityMap<EditEntry>()
    /// Every variable some constraint uses, compact for `updateVariables()`.
    private var variables = IdentityMap<VariableEntry>()
    private var additions = 0
    /// Reused by every `addConstraint` so that adding allocates only the row.
    private var terms: [(symbol: TableauSymbol, coefficient: Double)] = []
    private var used: [Int] = []

    init() {
        terms.reserveCapacity(8)
        used.reserveCapacity(8)
    }

    private struct ConstraintEntry {
        let constraint: Constraint
        let tag: ConstraintTag
        /// Insertion order, to list conflicts in the order they were added.
        let order: Int
    }

    private struct VariableEntry {
        let variable: Variable
        let symbol: TableauSymbol
        /// Constraints using the variable; at zero its symbol is released.
        var useCount: Int
    }

    private struct EditEntry {
        let constraint: Constraint
        let tag: ConstraintTag
        var value: Double
    }

    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints.position(of: key) == nil else {
            throw SolverError.duplicateConstraint(ConstraintReference(constraint))
        }
        let firstNewVariable = variables.count
        tableau.beginTransaction()
        terms.removeAll(keepingCapacity: true)
        used.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms where !TableauRow.isNearZero(term.coefficient) {
            let position = variablePosition(for: term.variable)
            used.append(position)
            terms.append((variables[position: position].symbol, term.coefficient))
        }
        let strength = constraint.strength
        let (row, tag) = tableau.makeRow(
            terms: terms, constant: constraint.expression.constant,
            relation: constraint.relation, weight: strength.isRequired ? nil : strength.weight)
        if let conflicts = tableau.add(consume row, tag: tag) {
            tableau.rollback()
            // Only possible in theory: a new variable is always a valid subject.
            while variables.count > firstNewVariable {
                variables.remove(variables.entries[variables.count - 1].key)
            }
            throw SolverError.unsatisfiableConstraint(
                ConstraintReference(constraint), conflicts: constraintReferences(markers: conflicts))
        }
        tableau.commit()
        for position in used { variables[position: position].useCount += 1 }
        constraints.insert(ConstraintEntry(constraint: constraint, tag: tag, order: additions), for: key)
        additions += 1
    }

    mutating func removeConstraint(_ constraint: Constraint) throws {
        guard let entry = constraints.remove(ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(ConstraintReference(constraint))
        }
        let strength = constraint.strength
        tableau.remove(entry.tag, weight: strength.isRequired ? nil : strength.weight)
        for term in constraint.expression.terms where !TableauRow.isNearZero(term.coefficient) {
            releaseVariable(term.variable)
        }
    }

    /// Replaces a non-required constraint by `replacement`, which differs from it only in its
    /// expression's constant (the same variables, coefficients, relation and strength), without
    /// taking it out of the tableau: the new constant is fed in as an edit variable's suggested
    /// value is, and the dual simplex restores feasibility. Returns false, changing nothing,
    /// when the two differ otherwise or the constraint is required (a required one that cannot
    /// hold must be refused, which only adding it again can tell).
    mutating func replaceConstant(of constraint: Constraint, with replacement: Constraint) -> Bool {
        guard canReplaceConstant(of: constraint, with: replacement),
              let entry = constraints.remove(ObjectIdentifier(constraint))
        else { return false }
        // The row is `0 = expression + σ·marker − σ·other` with σ = +1 for `<=` and −1 otherwise
        // (see `Tableau.makeRow`): moving the expression's constant by Δ is moving the marker by
        // σ·Δ, which is what `suggest` does for an edit constraint (σ = −1).
        let change = replacement.expression.constant - constraint.expression.constant
        let sigma: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        if change != 0 { tableau.suggest(entry.tag, delta: sigma * change) }
        constraints.insert(ConstraintEntry(constraint: replacement, tag: entry.tag, order: entry.order), for: ObjectIdentifier(replacement))
        return true
    }

    /// Whether `replaceConstant(of:with:)` would replace `constraint` by `replacement`.
    func canReplaceConstant(of constraint: Constraint, with replacement: Constraint) -> Bool {
        !constraint.strength.isRequired && replacement.strength == constraint.strength
            && replacement.relation == constraint.relation
            && constraints.position(of: ObjectIdentifier(constraint)) != nil
            && constraints.position(of: ObjectIdentifier(replacement)) == nil
            && Self.sameTerms(constraint.expression.terms, replacement.expression.terms)
    }

    private static func sameTerms(_ a: [Term], _ b: [Term]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x.variable !== y.variable || x.coefficient != y.coefficient { return false }
        return true
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints.position(of: ObjectIdentifier(constraint)) != nil
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits.position(of: key) == nil else {
            throw SolverError.duplicateEditVariable(VariableReference(variable))
        }
        guard !strength.isRequired else { throw SolverError.requiredEditStrength(VariableReference(variable)) }
        let constraint = Constraint(
            expression: LinearExpression(variable), relation: .equal, strength: strength,
            label: "edit \(variable)")
        // Never throws: a fresh non-required constraint always fits.
        try addConstraint(constraint)
        let tag = constraints[ObjectIdentifier(constraint)]!.tag
        edits.insert(EditEntry(constraint: constraint, tag: tag, value: 0), for: key)
    }

    mutating func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.remove(ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(VariableReference(variable))
        }
        try removeConstraint(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits.position(of: ObjectIdentifier(variable)) != nil
    }

    /// Changes an edit variable's strength in place: only the objective's weights change, so
    /// the current solution stays feasible and the primal simplex re-optimizes it.
    mutating func setEditStrength(_ strength: Strength, for variable: Variable) throws {
        guard let position = edits.position(of: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(VariableReference(variable))
        }
        guard !strength.isRequired else { throw SolverError.requiredEditStrength(VariableReference(variable)) }
        let edit = edits[position: position]
        let old = edit.constraint
        guard strength != old.strength else { return }
        let replacement = Constraint(expression: old.expression, relation: .equal, strength: strength, label: old.label)
        guard let entry = constraints.remove(ObjectIdentifier(old)) else { return }
        constraints.insert(ConstraintEntry(constraint: replacement, tag: entry.tag, order: entry.order), for: ObjectIdentifier(replacement))
        edits[position: position] = EditEntry(constraint: replacement, tag: edit.tag, value: edit.value)
        tableau.reweight(edit.tag, by: strength.weight - old.strength.weight)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let position = edits.position(of: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(VariableReference(variable))
        }
        let delta = value - edits[position: position].value
        edits[position: position].value = value
        tableau.suggest(edits[position: position].tag, delta: delta)
    }

    // MARK: Solution

    func updateVariables() {
        for entry in variables.entries {
            entry.value.variable.value = tableau.value(of: entry.value.symbol)
        }
    }

    func invariantViolations() -> [String] {
        tableau.invariantViolations()
    }

    /// Constraints added so far, edit constraints included. For tests that count work.
    var additionCount: Int { additions }

    var work: TableauWork { tableau.work }

    /// Every constraint but the edit variables', in the order they were added.
    var constraintsInOrder: [Constraint] {
        let editConstraints = Set(edits.entries.map { ObjectIdentifier($0.value.constraint) })
        return constraints.entries.map(\.value).sorted { $0.order < $1.order }
            .map(\.constraint).filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    // MARK: Bookkeeping

    private mutating func variablePosition(for variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let position = variables.position(of: key) { return position }
        let entry = VariableEntry(variable: variable, symbol: tableau.makeSymbol(.external), useCount: 0)
        return variables.insert(entry, for: key)
    }

    private mutating func releaseVariable(_ variable: Variable) {
        let key = ObjectIdentifier(variable)
        guard let position = variables.position(of: key) else { return }
        variables[position: position].useCount -= 1
        guard variables[position: position].useCount == 0 else { return }
        tableau.discard(variables[position: position].symbol)
        variables.remove(key)
    }

    private func constraintReferences(markers: [TableauSymbol]) -> [ConstraintReference] {
        let markers = Set(markers)
        return constraints.entries.map(\.value)
            .filter { markers.contains($0.tag.marker) && $0.constraint.strength.isRequired }
            .sorted { $0.order < $1.order }
            .map { ConstraintReference($0.constraint) }
    }
}
