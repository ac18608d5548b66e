import XCTest
@testable import StateGtkCore

/// Larger systems built and torn down in random order, to exercise symbol
/// reuse, row removal and the lookup tables beyond toy sizes.
final class SolverScaleTests: XCTestCase {
    func testGridBuiltAndTornDownInRandomOrder() throws {
        var random = SolverSplitMix64(seed: 7)
        let columns = 12, rows = 8
        let solver = Solver()
        let width = Variable("W"), height = Variable("H")
        var cells: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
        var constraints: [Constraint] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let cell = (Variable("l\(r)_\(c)"), Variable("t\(r)_\(c)"), Variable("w\(r)_\(c)"), Variable("h\(r)_\(c)"))
                cells.append(cell)
                let left: LinearRelation = c == 0
                    ? cell.0 == 0 : cell.0 == cells[cells.count - 2].0 + cells[cells.count - 2].2 + 4
                let top: LinearRelation = r == 0
                    ? cell.1 == 0 : cell.1 == cells[cells.count - 1 - columns].1 + cells[cells.count - 1 - columns].3 + 4
                constraints += [
                    Constraint(left), Constraint(top),
                    Constraint(cell.2 >= 10), Constraint(cell.3 >= 10),
                    Constraint(cell.2 == 60, strength: .weak), Constraint(cell.3 == 30, strength: .medium),
                    Constraint(cell.0 + cell.2 <= width), Constraint(cell.1 + cell.3 <= height),
                ]
            }
        }
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for (w, h) in [(800.0, 400.0), (300, 200), (1200, 900)] {
            try solver.suggestValue(w, for: width)
            try solver.suggestValue(h, for: height)
            solver.updateVariables()
            XCTAssertEqual(solver.invariantViolations(), [])
            for constraint in constraints where constraint.strength.isRequired {
                XCTAssertTrue(constraint.isSatisfied(), "\(constraint) at \(w)x\(h)")
            }
        }
        // Wide enough for the preferred sizes: every weak and medium one holds.
        XCTAssertTrue(constraints.allSatisfy { $0.isSatisfied() })

        constraints.shuffle(using: &random)
        for (index, constraint) in constraints.enumerated() {
            try solver.removeConstraint(constraint)
            if index % 97 == 0 {
                solver.updateVariables()
                XCTAssertEqual(solver.invariantViolations(), [])
                for remaining in constraints[(index + 1)...] where remaining.strength.isRequired {
                    XCTAssertTrue(remaining.isSatisfied(), "\(remaining)")
                }
            }
        }
        try solver.removeEditVariable(width)
        try solver.removeEditVariable(height)
        XCTAssertEqual(solver.invariantViolations(), [])
        // Everything gone: the same constraints go back in as if new.
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
