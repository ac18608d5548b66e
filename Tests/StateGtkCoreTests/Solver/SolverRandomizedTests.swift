import XCTest
@testable import StateGtkCore

/// Random small systems, each rejection checked against an exact, independent
/// feasibility test. A twin solver sees only the operations that succeeded: a
/// failed add must leave no trace, so the two must agree exactly throughout.
final class SolverRandomizedTests: XCTestCase {
    func testRandomSystemsAgainstExactFeasibility() throws {
        var random = SolverSplitMix64(seed: 0x5EED_CA55_0A7A)
        var rejections = 0
        for system in 0..<400 {
            rejections += try checkRandomSystem(&random, name: "system \(system)")
        }
        // The generator should exercise both outcomes, not only one.
        XCTAssertGreaterThan(rejections, 100)
    }

    /// Returns how many required constraints the solver rejected.
    private func checkRandomSystem(_ random: inout SolverSplitMix64, name: String) throws -> Int {
        let count = Int.random(in: 2...4, using: &random)
        let variables = (0..<count).map { Variable("x\($0)") }
        let twinVariables = (0..<count).map { Variable("twin\($0)") }
        let solver = Solver(), twin = Solver()
        var accepted: [IntegerConstraint] = []
        var rejections = 0

        func make(_ strength: Strength, _ random: inout SolverSplitMix64) -> IntegerConstraint {
            IntegerConstraint.random(variables, twinVariables, &random, strength: strength)
        }

        func addToBoth(_ constraint: IntegerConstraint) throws {
            try solver.addConstraint(constraint.constraint)
            try twin.addConstraint(constraint.twin)
        }

        func check(_ context: String) {
            solver.updateVariables()
            twin.updateVariables()
            XCTAssertEqual(solver.invariantViolations(), [], "\(name) \(context)")
            for constraint in accepted where !constraint.constraint.isSatisfied(tolerance: 1e-6) {
                XCTFail("\(name) \(context): violated \(constraint.constraint)")
            }
            XCTAssertEqual(variables.map(\.value), twinVariables.map(\.value), "\(name) \(context): twins differ")
        }

        func tryAdding(_ candidate: IntegerConstraint) throws -> Bool {
            do {
                try solver.addConstraint(candidate.constraint)
            } catch SolverError.unsatisfiableConstraint(let failed, let conflicts) {
                rejections += 1
                XCTAssertTrue(failed.refers(to: candidate.constraint))
                XCTAssertFalse(
                    isFeasible((accepted + [candidate]).map(\.inequalities), dimension: count),
                    "\(name): rejected a feasible \(candidate.constraint)")
                // The explanation must be sufficient on its own.
                let explanation = accepted.filter { c in conflicts.contains { $0.refers(to: c.constraint) } }
                XCTAssertEqual(explanation.count, conflicts.count, name)
                XCTAssertFalse(
                    isFeasible((explanation + [candidate]).map(\.inequalities), dimension: count),
                    "\(name): explanation \(conflicts) does not explain \(candidate.constraint)")
                return false
            }
            try twin.addConstraint(candidate.twin)
            accepted.append(candidate)
            XCTAssertTrue(isFeasible(accepted.map(\.inequalities), dimension: count), name)
            return true
        }

        for index in 0..<count {
            let stay = Int.random(in: -20...20, using: &random)
            try addToBoth(IntegerConstraint(variables, twinVariables, index: index, equals: stay, strength: .weak))
        }
        var rejected: [IntegerConstraint] = []
        for _ in 0..<Int.random(in: 2...7, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                // A soft constraint between the required ones.
                try addToBoth(make([.medium, .strong].randomElement(using: &random)!, &random))
            }
            let candidate = make(.required, &random)
            if try !tryAdding(candidate) { rejected.append(candidate) }
            check("after adding")
        }

        let edited = Int.random(in: 0..<count, using: &random)
        try solver.addEditVariable(variables[edited], strength: .strong)
        try twin.addEditVariable(twinVariables[edited], strength: .strong)
        func suggest(_ random: inout SolverSplitMix64) throws {
            let value = Double(Int.random(in: -50...50, using: &random))
            try solver.suggestValue(value, for: variables[edited])
            try twin.suggestValue(value, for: twinVariables[edited])
            check("after suggesting")
        }
        for _ in 0..<3 { try suggest(&random) }

        accepted.shuffle(using: &random)
        for _ in 0..<accepted.count / 2 {
            let removed = accepted.removeLast()
            try solver.removeConstraint(removed.constraint)
            try twin.removeConstraint(removed.twin)
            check("after removing")
        }
        for candidate in rejected {
            _ = try tryAdding(candidate)
            check("after re-adding")
        }
        try suggest(&random)
        return rejections
    }
}

/// `Σ coefficients · x + constant (relation) 0` with small integers, kept next to
/// the solver's `Constraint` (and the twin's) so the exact check sees the same data.
private struct IntegerConstraint {
    let coefficients: [Int]
    let constant: Int
    let relation: Relation
    let constraint: Constraint
    let twin: Constraint

    init(_ variables: [Variable], _ twins: [Variable], coefficients: [Int], constant: Int, relation: Relation, strength: Strength) {
        func build(_ variables: [Variable]) -> Constraint {
            let terms = zip(variables, coefficients).map { Term($0, coefficient: Double($1)) }
            return Constraint(
                expression: LinearExpression(terms, constant: Double(constant)), relation: relation, strength: strength)
        }
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        constraint = build(variables)
        twin = build(twins)
    }

    /// `variables[index] == value`.
    init(_ variables: [Variable], _ twins: [Variable], index: Int, equals value: Int, strength: Strength) {
        let coefficients = variables.indices.map { $0 == index ? 1 : 0 }
        self.init(variables, twins, coefficients: coefficients, constant: -value, relation: .equal, strength: strength)
    }

    static func random(_ variables: [Variable], _ twins: [Variable], _ random: inout SolverSplitMix64, strength: Strength) -> Self {
        var coefficients = variables.map { _ in Int.random(in: -3...3, using: &random) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
        let constant = Int.random(in: -10...10, using: &random)
        let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
        return Self(variables, twins, coefficients: coefficients, constant: constant, relation: relation, strength: strength)
    }

    /// As `a · x + c >= 0` rows (the last element is c), equalities as two rows.
    var inequalities: [[Int]] {
        let row = coefficients + [constant]
        switch relation {
        case .greaterThanOrEqual: return [row]
        case .lessThanOrEqual: return [row.map { -$0 }]
        case .equal: return [row, row.map { -$0 }]
        }
    }
}

/// Fourier–Motzkin elimination in exact integer arithmetic.
private func isFeasible(_ groups: [[[Int]]], dimension: Int) -> Bool {
    var rows = Set(groups.joined().map(normalized))
    for variable in 0..<dimension {
        var positive: [[Int]] = [], negative: [[Int]] = [], next = Set<[Int]>()
        for row in rows {
            if row[variable] > 0 { positive.append(row) }
            else if row[variable] < 0 { negative.append(row) }
            else { next.insert(row) }
        }
        for p in positive {
            for n in negative {
                let combined = zip(p, n).map { -n[variable] * $0 + p[variable] * $1 }
                next.insert(normalized(combined))
            }
        }
        rows = next
    }
    return rows.allSatisfy { $0[dimension] >= 0 }
}

private func normalized(_ row: [Int]) -> [Int] {
    let divisor = row.reduce(0) { gcd($0, abs($1)) }
    return divisor > 1 ? row.map { $0 / divisor } : row
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    b == 0 ? a : gcd(b, a % b)
}

/// A tiny seeded generator, so every run tests the same systems.
struct SolverSplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
