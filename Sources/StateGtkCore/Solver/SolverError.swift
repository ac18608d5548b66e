/// A constraint as an error can carry it: errors must be `Sendable` and
/// `Constraint` is not, so this keeps what a log needs plus the identity to
/// find the object again.
///
/// ```swift
/// catch SolverError.unsatisfiableConstraint(_, let conflicts) {
///     let culprits = myConstraints.filter { c in conflicts.contains { $0.refers(to: c) } }
/// }
/// ```
package struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    package let id: ObjectIdentifier
    package let label: String?
    package let tag: Int?
    /// The constraint as written, e.g. `right <= parentWidth - 8 (strong)`.
    package let description: String

    package init(_ constraint: Constraint) {
        id = ObjectIdentifier(constraint)
        label = constraint.label
        tag = constraint.tag
        description = constraint.description
    }

    package func refers(to constraint: Constraint) -> Bool {
        id == ObjectIdentifier(constraint)
    }
}

/// A variable as an error can carry it; see `ConstraintReference`.
///
/// ```swift
/// catch SolverError.unknownEditVariable(let variable) { print("not editable: \(variable.name)") }
/// ```
package struct VariableReference: Hashable, Sendable, CustomStringConvertible {
    package let id: ObjectIdentifier
    package let name: String

    package init(_ variable: Variable) {
        id = ObjectIdentifier(variable)
        name = variable.description
    }

    package func refers(to variable: Variable) -> Bool {
        id == ObjectIdentifier(variable)
    }

    package var description: String { name }
}

/// Why a solver call failed. A failed call leaves the solver as it was.
///
/// ```swift
/// do {
///     try solver.addConstraint(constraint)
/// } catch let error as SolverError {
///     logger.warning("\(error)") // "Unable to simultaneously satisfy constraints: …"
/// }
/// ```
package enum SolverError: Error, Hashable, CustomStringConvertible {
    case duplicateConstraint(ConstraintReference)
    case unknownConstraint(ConstraintReference)
    case duplicateEditVariable(VariableReference)
    case unknownEditVariable(VariableReference)
    /// Edit variables take suggested values, which a required strength would
    /// turn into contradictions; use `.strong` or weaker.
    case requiredEditStrength(VariableReference)
    /// A required constraint that cannot hold together with the required
    /// constraints in `conflicts` (which, with it, admit no solution).
    case unsatisfiableConstraint(ConstraintReference, conflicts: [ConstraintReference])

    package var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "Constraint already added: \(constraint)"
        case .unknownConstraint(let constraint):
            "Constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable):
            "Edit variable already added: \(variable)"
        case .unknownEditVariable(let variable):
            "Not an edit variable: \(variable)"
        case .requiredEditStrength(let variable):
            "Edit variable \(variable) cannot have the required strength"
        case .unsatisfiableConstraint(let constraint, let conflicts):
            (["Unable to simultaneously satisfy constraints:", "  \(constraint)  <- not added"]
                + conflicts.map { "  \($0)" }).joined(separator: "\n")
        }
    }
}
