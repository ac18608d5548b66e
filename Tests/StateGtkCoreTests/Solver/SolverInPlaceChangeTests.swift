import XCTest
@testable import StateGtkCore

/// The solver's in-place changes (a soft constraint's constant moved, an edit variable's
/// strength changed) against a solver built afresh with the changed system, over random
/// systems. Weights and constants are random reals, so each optimum is unique and both
/// solvers must find the same one, whatever path their pivots took.
final class SolverInPlaceChangeTests: XCTestCase {
    func testInPlaceChangesSolveLikeAFreshSolver() throws {
        var random = SolverSplitMix64(seed: 0x1A_9E5E_ED5)
        var replaced = 0, reweighted = 0
        for system in 0..<150 {
            let counts = try checkRandomSystem(&random, name: "system \(system)")
            replaced += counts.replaced
            reweighted += counts.reweighted
        }
        XCTAssertGreaterThan(replaced, 500)
        XCTAssertGreaterThan(reweighted, 100)
    }

    /// One soft constraint: `coefficient · variables[first] − variables[second] + constant (relation) 0`.
    private struct Soft {
        var first: Int, second: Int, coefficient: Double, constant: Double
        var relation: Relation, weight: Double

        func constraint(_ variables: [Variable]) -> Constraint {
            let expression = LinearExpression(
                [Term(variables[first], coefficient: coefficient), Term(variables[second], coefficient: -1)], constant: constant)
            return Constraint(expression: expression, relation: relation, strength: Strength(weight: weight))
        }
    }

    private func checkRandomSystem(_ random: inout SolverSplitMix64, name: String) throws -> (replaced: Int, reweighted: Int) {
        let count = Int.random(in: 2...5, using: &random)
        func real(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        // Each variable kept near a value (weak, so every variable has a unique best value), a
        // required floor like a size's, and soft relations between pairs as natural sizes are.
        let stays = (0..<count).map { _ in (value: real(-50...50), weight: real(0.5...2)) }
        var softs: [Soft] = (0..<Int.random(in: 2...8, using: &random)).map { _ in
            let first = Int.random(in: 0..<count, using: &random)
            let second = (first + Int.random(in: 1..<count, using: &random)) % count
            return Soft(first: first, second: second, coefficient: [1, 1, 2, 0.5].randomElement(using: &random)!,
                        constant: real(-40...40), relation: [.lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &random)!,
                        weight: real(10...1e6))
        }
        let edited = Int.random(in: 0..<count, using: &random)
        var edit = (strength: real(10...1e7), value: real(-60...60))

        func build(_ variables: [Variable]) throws -> (solver: Solver, softs: [Constraint]) {
            let solver = Solver()
            for (variable, stay) in zip(variables, stays) {
                try solver.addConstraint(Constraint(variable >= -100))
                try solver.addConstraint(Constraint(variable == stay.value, strength: Strength(weight: stay.weight)))
            }
            let constraints = softs.map { $0.constraint(variables) }
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.addEditVariable(variables[edited], strength: Strength(weight: edit.strength))
            try solver.suggestValue(edit.value, for: variables[edited])
            return (solver, constraints)
        }

        let variables = (0..<count).map { Variable("x\($0)") }
        var (solver, installed) = try build(variables)
        let additions = solver.additionCount
        var counts = (replaced: 0, reweighted: 0)
        for step in 0..<12 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                edit.strength = real(10...1e7)
                try solver.setEditStrength(Strength(weight: edit.strength), for: variables[edited])
                counts.reweighted += 1
            } else {
                let index = Int.random(in: 0..<softs.count, using: &random)
                softs[index].constant = real(-40...40)
                let replacement = softs[index].constraint(variables)
                XCTAssertTrue(solver.replaceConstant(of: installed[index], with: replacement), "\(name) step \(step)")
                installed[index] = replacement
                counts.replaced += 1
            }
            edit.value = real(-60...60)
            try solver.suggestValue(edit.value, for: variables[edited])
            solver.updateVariables()
            XCTAssertEqual(solver.invariantViolations(), [], "\(name) step \(step)")
            let values = variables.map(\.value)

            let freshVariables = (0..<count).map { Variable("fresh\($0)") }
            let fresh = try build(freshVariables).solver
            fresh.updateVariables()
            for (value, expected) in zip(values, freshVariables.map(\.value)) {
                XCTAssertEqual(value, expected, accuracy: 1e-6 * max(1, abs(expected)), "\(name) step \(step)")
            }
        }
        XCTAssertEqual(solver.additionCount, additions, "\(name): an in-place change added a constraint")
        return counts
    }
}
