// Added by the integrator (the engineer who wrote ConstraintLayout on top of this solver):
// this sequence, which ConstraintLayout performs for a container with one child pinned to its
// edges (measure with fitting constraints, then allocate, then the child is removed), makes
// removeConstraint hit "Fatal error: unbounded objective" (Tableau.optimize). The objective is
// bounded (every error term is non-negative), so this is a solver bug. Please fix it and keep
// this test; mention it in your report.
import XCTest
@testable import StateGtkCore

final class IntegratorReproTests: XCTestCase {
    func testRemovingRequiredEqualitiesAfterEditVariableRoundTrip() throws {
        let solver = Solver()
        let W = Variable("W"), H = Variable("H")
        try solver.addEditVariable(W, strength: Strength(weight: 1e13))
        try solver.addEditVariable(H, strength: Strength(weight: 1e13))
        try solver.addConstraint(Constraint(W >= 0))
        try solver.addConstraint(Constraint(H >= 0))
        let l = Variable("l"), t = Variable("t"), w = Variable("w"), h = Variable("h")
        let weakest = Strength(weight: 1.02)
        let stays = [Constraint(l == 0, strength: weakest), Constraint(t == 0, strength: weakest), Constraint(w == 0, strength: weakest), Constraint(h == 0, strength: weakest), Constraint(w >= 0), Constraint(h >= 0)]
        for c in stays { try solver.addConstraint(c) }
        let edges = [Constraint(t == 0), Constraint(l == 0), Constraint(t + h == H), Constraint(l + w == W)]
        for c in edges { try solver.addConstraint(c) }
        let intrinsic = [Constraint(w >= 0, strength: Strength(weight: 3e7)), Constraint(w <= 0, strength: Strength(weight: 316)), Constraint(h >= 0, strength: Strength(weight: 3e7)), Constraint(h <= 0, strength: Strength(weight: 316))]
        for c in intrinsic { try solver.addConstraint(c) }
        // Measuring: the container's size edits are swapped for weak pulls towards zero.
        try solver.removeEditVariable(W)
        try solver.removeEditVariable(H)
        let pw = Constraint(W == 0, strength: Strength(weight: 3.16)), ph = Constraint(H == 0, strength: Strength(weight: 3.16))
        try solver.addConstraint(pw)
        try solver.addConstraint(ph)
        solver.updateVariables()
        try solver.removeConstraint(pw)
        try solver.removeConstraint(ph)
        try solver.addEditVariable(W, strength: Strength(weight: 1e13))
        try solver.addEditVariable(H, strength: Strength(weight: 1e13))
        try solver.suggestValue(400, for: W)
        try solver.suggestValue(300, for: H)
        solver.updateVariables()
        XCTAssertEqual(w.value, 400, accuracy: 1e-6)
        // The child goes away: its constraints are removed one by one.
        for c in edges + stays + intrinsic { try solver.removeConstraint(c) }
        try solver.suggestValue(500, for: W)
        solver.updateVariables()
        XCTAssertEqual(W.value, 500, accuracy: 1e-6)
    }
}
