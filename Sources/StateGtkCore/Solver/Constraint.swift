/// How a constraint's expression compares to zero.
///
/// ```swift
/// let atMost = Constraint(expression: x - 100, relation: .lessThanOrEqual) // x <= 100
/// ```
package enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Two expressions related by `==`, `<=` or `>=`, not yet a constraint.
///
/// The relation operators produce it so that `Constraint` can take a strength:
///
/// ```swift
/// let relation = x + 10 <= y * 2
/// let constraint = Constraint(relation, strength: .strong)
/// ```
package struct LinearRelation: CustomStringConvertible {
    package var lhs: LinearExpression
    package var relation: Relation
    package var rhs: LinearExpression

    package init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
    }

    package var description: String { "\(lhs) \(relation) \(rhs)" }
}

/// A linear relation the solver keeps satisfied, as well as its strength allows.
///
/// A constraint is an object: the solver adds and removes this very object.
/// `label` and `tag` are the caller's, to recognize a constraint in diagnostics.
///
/// ```swift
/// let gap = Constraint(next.left == previous.right + 8, label: "gap")
/// let half = Constraint(width == parentWidth / 2 - 56, strength: .strong)
/// try solver.addConstraint(gap)
/// ```
package final class Constraint: CustomStringConvertible {
    /// `lhs - rhs` with each variable once; the constraint is `expression relation 0`.
    package let expression: LinearExpression
    package let relation: Relation
    package let strength: Strength
    package let label: String?
    package let tag: Int?
    /// The relation as written, kept for descriptions.
    let source: LinearRelation?

    package convenience init(
        _ relation: LinearRelation,
        strength: Strength = .required,
        label: String? = nil,
        tag: Int? = nil
    ) {
        self.init(
            expression: relation.lhs - relation.rhs, relation: relation.relation,
            strength: strength, label: label, tag: tag, source: relation)
    }

    /// A constraint `expression relation 0`.
    package convenience init(
        expression: LinearExpression,
        relation: Relation,
        strength: Strength = .required,
        label: String? = nil,
        tag: Int? = nil
    ) {
        self.init(
            expression: expression, relation: relation,
            strength: strength, label: label, tag: tag, source: nil)
    }

    private init(
        expression: LinearExpression, relation: Relation, strength: Strength,
        label: String?, tag: Int?, source: LinearRelation?
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.label = label
        self.tag = tag
        self.source = source
    }

    /// Whether the variables' current values satisfy the relation, within `tolerance`.
    package func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return Swift.abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    package var description: String {
        let body = source?.description ?? "\(expression) \(relation) 0"
        let name = label.map { "\($0): " } ?? ""
        return strength.isRequired ? name + body : "\(name)\(body) (\(strength))"
    }
}

@available(*, unavailable)
extension Constraint: Sendable {}
