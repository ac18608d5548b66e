import Foundation

extension ConstraintLayout {
    /// The whole system the solver holds, as JSON another Cassowary solver can load (the scale
    /// benchmark hands it to kiwi): every constraint, in the order the solver took them (an
    /// order costs a solver as much as the constraints do), as `terms` (variable index,
    /// coefficient), `constant`, `op` (`<=`, `==`, `>=`) and `strength` (a weight, or
    /// `"required"`), and the container's size as edit variables with their suggested values.
    package func exportedSystem() -> Data {
        var indices: [ObjectIdentifier: Int] = [:]
        func index(_ variable: Variable) -> Int {
            if let known = indices[ObjectIdentifier(variable)] { return known }
            indices[ObjectIdentifier(variable)] = indices.count
            return indices.count - 1
        }
        func strength(_ strength: Strength) -> Any { strength.isRequired ? "required" : strength.weight }
        let constraints: [[String: Any]] = allConstraints.map { constraint in
            [
                "terms": constraint.expression.terms.map { [index($0.variable), $0.coefficient] as [Any] },
                "constant": constraint.expression.constant,
                "op": constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">=",
                "strength": strength(constraint.strength),
            ]
        }
        let edits: [[String: Any]] = [
            ["variable": index(containerVariables.width), "strength": Self.containerSizeStrength.weight, "value": max(0, suggestedSize.width)],
            ["variable": index(containerVariables.height), "strength": Self.containerSizeStrength.weight, "value": max(0, suggestedSize.height)],
        ]
        let system: [String: Any] = ["variables": indices.count, "constraints": constraints, "edits": edits]
        return (try? JSONSerialization.data(withJSONObject: system)) ?? Data()
    }
}
