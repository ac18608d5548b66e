/// A `Variable`, `Term` or `LinearExpression`: anything the arithmetic and
/// relation operators accept besides a `Double` constant.
///
/// ```swift
/// let right = left + width            // LinearExpression
/// let inset = Constraint(right <= parentWidth - 8)
/// ```
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

// Three generic overloads per operator rather than one concrete overload per
// pair of operand types: every overload joins the type checker's search for
// each use of the operator anywhere in the importing module, and fifteen per
// operator made ordinary layout code fail to type-check in reasonable time.

// MARK: Arithmetic

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let left = lhs.linearExpression
    let right = rhs.linearExpression
    return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    var sum = lhs.linearExpression
    sum.constant += rhs
    return sum
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs + lhs
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + -rhs
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    -rhs + lhs
}

public func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    let expression = lhs.linearExpression
    return LinearExpression(
        expression.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
        constant: expression.constant * rhs)
}

public func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs * lhs
}

public func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

public prefix func - <E: LinearExpressionConvertible>(operand: E) -> LinearExpression {
    operand * -1
}

// MARK: Relations

// `Variable == Variable` is also `Equatable`'s `==`, which wins where a `Bool`
// will do; `Constraint(x == y)` asks for a `LinearRelation` and gets this one.

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .equal, rhs.linearExpression)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .equal, LinearExpression(rhs))
}

public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .equal, rhs.linearExpression)
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .lessThanOrEqual, LinearExpression(rhs))
}

public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .lessThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(rhs))
}

public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .greaterThanOrEqual, rhs.linearExpression)
}
