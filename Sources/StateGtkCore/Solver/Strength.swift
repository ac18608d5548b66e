/// How much the solver cares about a constraint.
///
/// `required` constraints are hard: they always hold, or adding them fails.
/// All other strengths are weights of the error the solver minimizes, so one
/// strong violation costs as much as a thousand medium ones.
///
/// ```swift
/// let preferred = Constraint(width == 100, strength: .weak)
/// let fromPriority = Strength(weight: 750) // e.g. an Auto Layout priority
/// ```
package struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight in the objective; `.infinity` for `required`.
    package let weight: Double

    /// A non-required strength. Negative weights are clamped to zero.
    package init(weight: Double) {
        precondition(weight.isFinite, "Use Strength.required for hard constraints")
        self.weight = max(0, weight)
    }

    private init(requiredMarker: Void) {
        weight = .infinity
    }

    package static let required = Strength(requiredMarker: ())
    package static let strong = Strength(weight: 1_000_000)
    package static let medium = Strength(weight: 1_000)
    package static let weak = Strength(weight: 1)

    package var isRequired: Bool { weight == .infinity }

    package static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }

    package var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "weight \(weight)"
        }
    }
}
