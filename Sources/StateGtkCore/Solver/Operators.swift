/// A `Variable`, `Term` or `LinearExpression`: anything the arithmetic and
/// relation operators accept besides a `Double` constant.
///
/// ```swift
/// let right = left + width            // LinearExpression
/// let inset = Constraint(right <= parentWidth - 8)
/// ```
package protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { self }
}

// Three generic overloads per operator rather than one concrete overload per
// pair of operand types: every overload joins the type checker's search for
// each use of the operator anywhere in the importing module, and fifteen per
// operator made ordinary layout code fail to type-check in reasonable time.

// MARK: Arithmetic

package func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let left = lhs.linearExpression
    let right = rhs.linearExpression
    return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
}

package func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    var sum = lhs.linearExpression
    sum.constant += rhs
    return sum
}

package func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs + lhs
}

package func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + -rhs
}

package func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

package func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    -rhs + lhs
}

package func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    let expression = lhs.linearExpression
    return LinearExpression(
        expression.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
        constant: expression.constant * rhs)
}

package func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs * lhs
}

package func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

package prefix func - <E: LinearExpressionConvertible>(operand: E) -> LinearExpression {
    operand * -1
}

// MARK: Relations

// `Variable == Variable` is also `Equatable`'s `==`, which wins where a `Bool`
// will do; `Constraint(x == y)` asks for a `LinearRelation` and gets this one.

package func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .equal, rhs.linearExpression)
}

package func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .equal, LinearExpression(rhs))
}

package func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .equal, rhs.linearExpression)
}

package func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

package func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .lessThanOrEqual, LinearExpression(rhs))
}

package func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .lessThanOrEqual, rhs.linearExpression)
}

package func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

package func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearRelation {
    LinearRelation(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(rhs))
}

package func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearRelation {
    LinearRelation(LinearExpression(lhs), .greaterThanOrEqual, rhs.linearExpression)
}
