/// An unknown of a constraint system, such as the left edge of a view.
///
/// Variables have identity semantics: two variables with the same name are
/// still different unknowns. A solver writes `value` in `updateVariables()`.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(Constraint(width == 120))
/// solver.updateVariables()
/// print(width.value) // 120.0
/// ```
package final class Variable: Hashable, CustomStringConvertible {
    /// A name used only in descriptions and diagnostics.
    package let name: String

    /// The value found by the last `Solver.updateVariables()` of a solver using it.
    package internal(set) var value: Double = 0

    package init(_ name: String = "") {
        self.name = name
    }

    package static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    package var description: String {
        name.isEmpty ? "v" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16) : name
    }
}

// The solver is meant for one thread at a time; say so rather than leave it implicit.
@available(*, unavailable)
extension Variable: Sendable {}
