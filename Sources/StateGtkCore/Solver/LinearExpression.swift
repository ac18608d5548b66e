/// A variable scaled by a coefficient, such as `2 * width`.
///
/// ```swift
/// let half = Term(width, coefficient: 0.5) // same as width / 2
/// ```
package struct Term: CustomStringConvertible {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    package var description: String {
        switch coefficient {
        case 1: variable.description
        case -1: "-" + variable.description
        default: "\(formatNumber(coefficient)) * \(variable)"
        }
    }
}

/// A linear expression: a sum of terms plus a constant, such as `x + 2 * y - 10`.
///
/// Expressions are built with the arithmetic operators on `Variable`, `Term`,
/// `LinearExpression` and `Double`, and related with `==`, `<=` or `>=`:
///
/// ```swift
/// let right: LinearExpression = left + width
/// let c = Constraint(right <= parentWidth - 8)
/// ```
package struct LinearExpression: CustomStringConvertible {
    package var terms: [Term]
    package var constant: Double

    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    package init(_ term: Term) {
        self.init([term])
    }

    package init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The value with the variables' current values.
    package var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The same expression with each variable appearing once and no zero terms.
    package func reduced() -> LinearExpression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        // A linear scan beats hashing for the short expressions of layouts.
        var positions: [ObjectIdentifier: Int] = [:]
        let useLinearScan = terms.count <= 16
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            let position = useLinearScan
                ? merged.firstIndex { $0.variable === term.variable } : positions[key]
            if let position {
                merged[position].coefficient += term.coefficient
            } else {
                if !useLinearScan { positions[key] = merged.count }
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }

    package var description: String {
        var parts: [String] = []
        for (index, term) in terms.enumerated() {
            if index == 0 {
                parts.append(term.description)
            } else if term.coefficient < 0 {
                parts.append("- " + Term(term.variable, coefficient: -term.coefficient).description)
            } else {
                parts.append("+ " + term.description)
            }
        }
        if constant != 0 || parts.isEmpty {
            let magnitude = formatNumber(Swift.abs(constant))
            if parts.isEmpty {
                parts.append(formatNumber(constant))
            } else {
                parts.append((constant < 0 ? "- " : "+ ") + magnitude)
            }
        }
        return parts.joined(separator: " ")
    }
}

/// `8` rather than `8.0`, so diagnostics read like the code that made them.
fileprivate func formatNumber(_ value: Double) -> String {
    // Avoids rounded(), which needs libm linked on Linux.
    if Swift.abs(value) < 1e15, Double(Int64(value)) == value {
        return String(Int64(value))
    }
    return String(value)
}
