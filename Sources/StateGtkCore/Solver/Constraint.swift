/// How a constraint's expression compares to zero.
///
/// ```swift
/// let atMost = Constraint(expression: x - 100, relation: .lessThanOrEqual) // x <= 100
/// ```
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
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
public struct LinearRelation: CustomStringConvertible {
    public var lhs: LinearExpression
    public var relation: Relation
    public var rhs: LinearExpression

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
    }

    public var description: String { "\(lhs) \(relation) \(rhs)" }
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
public final class Constraint: CustomStringConvertible {
    /// `lhs - rhs` with each variable once; the constraint is `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    public let label: String?
    public let tag: Int?
    /// The relation as written, kept for descriptions.
    let source: LinearRelation?

    public convenience init(
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
    public convenience init(
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
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return Swift.abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    public var description: String {
        let body = source?.description ?? "\(expression) \(relation) 0"
        let name = label.map { "\($0): " } ?? ""
        return strength.isRequired ? name + body : "\(name)\(body) (\(strength))"
    }
}

@available(*, unavailable)
extension Constraint: Sendable {}
