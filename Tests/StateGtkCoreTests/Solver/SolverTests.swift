import XCTest
@testable import StateGtkCore

final class SolverTests: XCTestCase {
    private let solver = Solver()
    private let x = Variable("x")
    private let y = Variable("y")
    private let z = Variable("z")

    private func add(_ constraints: Constraint...) throws {
        for constraint in constraints { try solver.addConstraint(constraint) }
    }

    private func solve() {
        solver.updateVariables()
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testSimpleEquality() throws {
        try add(Constraint(x == 20), Constraint(x + 2 == y + 10))
        solve()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertEqual(y.value, 12, accuracy: 1e-9)
    }

    func testInequalitiesPullAgainstWeakPreference() throws {
        try add(
            Constraint(x <= y),
            Constraint(y == x + 3),
            Constraint(x == 10, strength: .weak),
            Constraint(y == 10, strength: .weak))
        solve()
        // Either x or y gives in; they stay exactly 3 apart.
        XCTAssertEqual(y.value - x.value, 3, accuracy: 1e-9)
        XCTAssertTrue([x.value, y.value].contains { abs($0 - 10) < 1e-9 })
    }

    func testLowerBoundWins() throws {
        try add(Constraint(x >= 100), Constraint(x == 50, strength: .strong))
        solve()
        XCTAssertEqual(x.value, 100, accuracy: 1e-9)
    }

    func testStrongerBeatsWeaker() throws {
        try add(
            Constraint(x == 10, strength: .weak),
            Constraint(x == 20, strength: .strong),
            Constraint(x == 30, strength: .medium))
        solve()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testCustomWeightsCompareByWeight() throws {
        try add(
            Constraint(x == 10, strength: Strength(weight: 750)),
            Constraint(x == 20, strength: Strength(weight: 250)))
        solve()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testRequiredAlwaysHolds() throws {
        try add(Constraint(x <= 5), Constraint(x == 100, strength: .strong))
        solve()
        XCTAssertEqual(x.value, 5, accuracy: 1e-9)
    }

    func testMultiplierAndDivision() throws {
        let parentWidth = Variable("parentWidth")
        let w = Variable("w")
        try add(Constraint(parentWidth == 400), Constraint(w == parentWidth / 2 - 56))
        solve()
        XCTAssertEqual(w.value, 144, accuracy: 1e-9)
        try add(Constraint(z * 3 == w + 6))
        solve()
        XCTAssertEqual(z.value, 50, accuracy: 1e-9)
    }

    func testRepeatedVariablesCombine() throws {
        try add(Constraint(x + x + 2 * x - x == 30))
        solve()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testEditVariableFollowsSuggestions() throws {
        let windowWidth = Variable("windowWidth")
        let left = Variable("left"), width = Variable("width")
        try add(
            Constraint(left == 8),
            Constraint(left + width == windowWidth - 8),
            Constraint(width >= 100),
            Constraint(width == 300, strength: .weak))
        try solver.addEditVariable(windowWidth, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(windowWidth))
        for (suggested, expected) in [(200.0, 184.0), (640, 624), (50, 100), (116, 100), (117, 101)] {
            try solver.suggestValue(suggested, for: windowWidth)
            solve()
            XCTAssertEqual(width.value, expected, accuracy: 1e-9, "window \(suggested)")
            XCTAssertEqual(left.value, 8, accuracy: 1e-9)
            XCTAssertEqual(windowWidth.value, max(suggested, 116), accuracy: 1e-9)
        }
        try solver.removeEditVariable(windowWidth)
        XCTAssertFalse(solver.hasEditVariable(windowWidth))
        solve()
        XCTAssertEqual(width.value, 300, accuracy: 1e-9)
    }

    /// A constraint's constant moved in place, or an edit variable's strength changed in place,
    /// gives the solution of a solver built with the new constraint or strength from the start.
    func testReplacedConstantsAndEditStrengthsSolveLikeAFreshSolver() throws {
        func system(_ solver: Solver, natural: Double, editStrength: Strength, edit: Double) throws -> [Constraint] {
            // x is a child's width between two margins of a container of width z.
            let natural = [
                Constraint(x >= natural, strength: Strength(weight: 1e6)), Constraint(x <= natural, strength: Strength(weight: 100.5)),
            ]
            for constraint in [Constraint(x >= 0), Constraint(y == x + 16), Constraint(y <= z)] + natural {
                try solver.addConstraint(constraint)
            }
            try solver.addEditVariable(z, strength: editStrength)
            try solver.suggestValue(edit, for: z)
            return natural
        }
        var natural = try system(solver, natural: 100, editStrength: Strength(weight: 1e9), edit: 300)
        let steps: [(natural: Double, strength: Strength, edit: Double)] = [
            (140, Strength(weight: 1e9), 300), (140, Strength(weight: 2.5), 0), (40, Strength(weight: 2.5), 0),
            (40, Strength(weight: 1e9), 20), (400, Strength(weight: 1e9), 20), (400, Strength(weight: 2.5), 1000), (0, Strength(weight: 1e9), 50),
        ]
        for step in steps {
            let replacement = [
                Constraint(x >= step.natural, strength: Strength(weight: 1e6)), Constraint(x <= step.natural, strength: Strength(weight: 100.5)),
            ]
            for (old, new) in zip(natural, replacement) { XCTAssertTrue(solver.replaceConstant(of: old, with: new)) }
            natural = replacement
            try solver.setEditStrength(step.strength, for: z)
            try solver.suggestValue(step.edit, for: z)
            solve()
            let fresh = Solver()
            let (fx, fy, fz) = (x.value, y.value, z.value)
            _ = try system(fresh, natural: step.natural, editStrength: step.strength, edit: step.edit)
            fresh.updateVariables()
            XCTAssertEqual(fx, x.value, accuracy: 1e-9, "\(step)")
            XCTAssertEqual(fy, y.value, accuracy: 1e-9, "\(step)")
            XCTAssertEqual(fz, z.value, accuracy: 1e-9, "\(step)")
            solver.updateVariables()
            XCTAssertEqual(solver.additionCount, 6, "nothing was added after the first solve")
        }
        // Only the constant may differ, and a required constraint is never replaced.
        XCTAssertFalse(solver.replaceConstant(of: natural[0], with: Constraint(y >= 3, strength: Strength(weight: 1e6))))
        XCTAssertFalse(solver.replaceConstant(of: natural[0], with: Constraint(x >= 3, strength: Strength(weight: 10))))
        let required = Constraint(y <= z + 500)
        try solver.addConstraint(required)
        XCTAssertFalse(solver.replaceConstant(of: required, with: Constraint(y <= z + 501)))
        XCTAssertThrowsError(try solver.setEditStrength(.required, for: z))
        XCTAssertThrowsError(try solver.setEditStrength(.weak, for: x))
    }

    func testRemovingConstraintRestoresPreviousSolution() throws {
        try add(Constraint(x == 10, strength: .weak), Constraint(y == x + 5))
        solve()
        let before = (x.value, y.value)
        let override = Constraint(x >= 40)
        try add(override)
        solve()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        XCTAssertEqual(y.value, 45, accuracy: 1e-9)
        try solver.removeConstraint(override)
        solve()
        XCTAssertEqual(x.value, before.0, accuracy: 1e-9)
        XCTAssertEqual(y.value, before.1, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(override))
    }

    func testRemovingEverythingLeavesAnEmptySolver() throws {
        let all = [
            Constraint(x == 10, strength: .weak), Constraint(y >= x + 5), Constraint(z <= y, strength: .medium),
            Constraint(z == 3 * x, strength: .strong),
        ]
        for constraint in all { try solver.addConstraint(constraint) }
        for constraint in all.reversed() { try solver.removeConstraint(constraint) }
        solve()
        try add(Constraint(x == 1))
        solve()
        XCTAssertEqual(x.value, 1)
    }

    func testDuplicateAndUnknownErrors() throws {
        let constraint = Constraint(x == 1, label: "pin")
        try add(constraint)
        XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateConstraint(ConstraintReference(constraint)))
        }
        let stranger = Constraint(x == 2)
        XCTAssertThrowsError(try solver.removeConstraint(stranger)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(ConstraintReference(stranger)))
        }
        try solver.addEditVariable(y, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: .weak)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateEditVariable(VariableReference(y)))
        }
        XCTAssertThrowsError(try solver.suggestValue(1, for: z)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(VariableReference(z)))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(z))
        XCTAssertThrowsError(try solver.addEditVariable(z, strength: .required)) { error in
            XCTAssertEqual(error as? SolverError, .requiredEditStrength(VariableReference(z)))
        }
        XCTAssertFalse(solver.hasEditVariable(z))
    }

    func testUnsatisfiableRequiredEqualitiesNameTheConflict() throws {
        let pinX = Constraint(x == 10, label: "pinX")
        let pinY = Constraint(y == 20, label: "pinY")
        let unrelated = Constraint(z == 5, label: "unrelated")
        try add(pinX, pinY, unrelated)
        let bad = Constraint(x == y, label: "bad")
        XCTAssertThrowsError(try solver.addConstraint(bad)) { error in
            guard case .unsatisfiableConstraint(let constraint, let conflicts)? = error as? SolverError else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertTrue(constraint.refers(to: bad))
            XCTAssertEqual(conflicts.map(\.label), ["pinX", "pinY"])
            XCTAssertTrue("\(error)".hasPrefix("Unable to simultaneously satisfy constraints:"))
        }
        XCTAssertFalse(solver.hasConstraint(bad))
        solve()
        XCTAssertEqual([x.value, y.value, z.value], [10, 20, 5])
    }

    func testUnsatisfiableInequalityLeavesSolverUnchanged() throws {
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        let constraints = [
            Constraint(left == 0, label: "left"),
            Constraint(right == left + width, label: "right"),
            Constraint(right <= 100, label: "max"),
            Constraint(width >= 10, label: "min"),
            Constraint(width == 50, strength: .weak, label: "preferred"),
            Constraint(z >= 0, label: "unrelated"),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        solve()
        let before = [left.value, right.value, width.value]
        let bad = Constraint(width >= 150, label: "bad")
        XCTAssertThrowsError(try solver.addConstraint(bad)) { error in
            guard case .unsatisfiableConstraint(_, let conflicts)? = error as? SolverError else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertEqual(Set(conflicts.compactMap(\.label)), ["left", "right", "max"])
        }
        solve()
        XCTAssertEqual([left.value, right.value, width.value], before)
        // Still fully usable: the same system accepts a compatible constraint.
        try add(Constraint(width >= 80))
        solve()
        XCTAssertEqual(width.value, 80, accuracy: 1e-9)
        try solver.removeConstraint(constraints[2])
        try add(bad)
        solve()
        XCTAssertEqual(width.value, 150, accuracy: 1e-9)
    }

    func testCancelledTermsDoNotRegisterVariables() throws {
        try add(Constraint(x == 1))
        let fresh = Variable("fresh")
        // fresh cancels out, so nothing can absorb the contradiction.
        XCTAssertThrowsError(try solver.addConstraint(Constraint(x + fresh - fresh == 2)))
        fresh.value = -7
        solve()
        XCTAssertEqual(fresh.value, -7)
    }

    func testContradictoryConstantConstraint() throws {
        XCTAssertThrowsError(try solver.addConstraint(Constraint(LinearExpression(1) == 2))) { error in
            guard case .unsatisfiableConstraint(_, let conflicts)? = error as? SolverError else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertEqual(conflicts, [])
        }
        try add(Constraint(LinearExpression(2) == 2), Constraint(LinearExpression(1) <= 2))
        solve()
    }

    func testRedundantRequiredConstraintsAreAccepted() throws {
        try add(Constraint(x == 10), Constraint(y == x), Constraint(y == 10), Constraint(x + y <= 20))
        solve()
        XCTAssertEqual(y.value, 10, accuracy: 1e-9)
    }

    func testResetForgetsEverything() throws {
        let constraint = Constraint(x == 3)
        try add(constraint)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(constraint))
        XCTAssertFalse(solver.hasEditVariable(y))
        try add(constraint, Constraint(x <= 2, strength: .medium))
        solve()
        XCTAssertEqual(x.value, 3)
    }

    func testDescriptions() {
        let constraint = Constraint(x + 10 <= y * 2 - 0.5, strength: .weak, label: "gap")
        XCTAssertEqual(constraint.description, "gap: x + 10 <= 2 * y - 0.5 (weak)")
        XCTAssertEqual(Constraint(-x == y / 4).description, "-x == 0.25 * y")
        XCTAssertEqual(constraint.expression.description, "x - 2 * y + 10.5")
    }
}
