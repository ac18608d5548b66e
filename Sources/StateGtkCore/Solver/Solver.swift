/// An incremental Cassowary solver: add and remove constraints, suggest values
/// for edit variables, and read the best solution after each change.
///
/// Required constraints always hold (adding one that cannot hold throws and
/// changes nothing); other constraints are satisfied as well as their
/// strengths allow, stronger ones first.
///
/// ```swift
/// let solver = Solver()
/// let parentWidth = Variable("parentWidth"), left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(Constraint(left == 8))
/// try solver.addConstraint(Constraint(left + width == parentWidth - 8))
/// try solver.addConstraint(Constraint(width == 300, strength: .weak))
/// try solver.addEditVariable(parentWidth, strength: .strong)
/// try solver.suggestValue(200, for: parentWidth)
/// solver.updateVariables()
/// print(width.value) // 184.0
/// ```
///
/// A solver is used from one thread at a time.
package final class Solver {
    private var core = SolverCore()

    package init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it is already there;
    ///   `SolverError.unsatisfiableConstraint` if it is required and
    ///   contradicts the required constraints already added. The solver is
    ///   then unchanged.
    package func addConstraint(_ constraint: Constraint) throws {
        try core.addConstraint(constraint)
    }

    /// Removes a constraint added before.
    ///
    /// - Throws: `SolverError.unknownConstraint` if the solver does not have it.
    package func removeConstraint(_ constraint: Constraint) throws {
        try core.removeConstraint(constraint)
    }

    /// Replaces a non-required constraint by one that differs only in its constant (a child's
    /// new natural size), re-solving incrementally instead of removing and adding.
    /// Returns false, changing nothing, if `replacement` differs otherwise or the constraint is
    /// required or not in the solver.
    package func replaceConstant(of constraint: Constraint, with replacement: Constraint) -> Bool {
        core.replaceConstant(of: constraint, with: replacement)
    }

    /// Whether `replaceConstant(of:with:)` would replace `constraint` by `replacement`.
    package func canReplaceConstant(of constraint: Constraint, with replacement: Constraint) -> Bool {
        core.canReplaceConstant(of: constraint, with: replacement)
    }

    package func hasConstraint(_ constraint: Constraint) -> Bool {
        core.hasConstraint(constraint)
    }

    // MARK: Edit variables

    /// Makes `variable` editable: `suggestValue(_:for:)` then pulls it towards
    /// a value with `strength`, which cannot be `.required`.
    ///
    /// - Throws: `SolverError.duplicateEditVariable`, `.requiredEditStrength`.
    package func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try core.addEditVariable(variable, strength: strength)
    }

    /// - Throws: `SolverError.unknownEditVariable`.
    package func removeEditVariable(_ variable: Variable) throws {
        try core.removeEditVariable(variable)
    }

    package func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Changes how strongly an edit variable is pulled towards its suggested value, keeping
    /// the value: re-optimizes without taking the edit out of the tableau.
    ///
    /// - Throws: `SolverError.unknownEditVariable`, `.requiredEditStrength`.
    package func setEditStrength(_ strength: Strength, for variable: Variable) throws {
        try core.setEditStrength(strength, for: variable)
    }

    /// Pulls an edit variable towards `value`, e.g. a container's new width.
    /// Re-solving is incremental: typically a few pivots, whatever the size.
    ///
    /// - Throws: `SolverError.unknownEditVariable`.
    package func suggestValue(_ value: Double, for variable: Variable) throws {
        try core.suggestValue(value, for: variable)
    }

    // MARK: Solution

    /// Writes the current solution into each variable's `value`.
    package func updateVariables() {
        core.updateVariables()
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        core = SolverCore()
    }

    /// Broken internal invariants; empty unless there is a bug. For tests.
    func invariantViolations() -> [String] {
        core.invariantViolations()
    }

    /// Constraints added so far, edit constraints included. For tests that count work.
    var additionCount: Int { core.additionCount }

    /// Pivots and row operations so far, for tests and benchmarks that count work.
    package var work: TableauWork { core.work }

    /// Every constraint but the edit variables', in the order they were added: for exporting
    /// a system to another solver that should add them the same way.
    var constraintsInOrder: [Constraint] { core.constraintsInOrder }
}

@available(*, unavailable)
extension Solver: Sendable {}
