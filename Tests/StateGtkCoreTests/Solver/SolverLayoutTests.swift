import XCTest
@testable import StateGtkCore

/// The solver's main use: a container whose width changes, views laid out in it.
final class SolverLayoutTests: XCTestCase {
    private struct View {
        let left: Variable
        let width: Variable
        var right: LinearExpression { left + width }

        init(_ index: Int) {
            left = Variable("view\(index).left")
            width = Variable("view\(index).width")
        }
    }

    private let gap = 8.0
    private let containerWidth = Variable("container.width")

    /// A row of views: each starts `gap` after the previous, is at least 20
    /// wide and would like to be 100 wide; the row spans the container.
    private func makeRow(_ count: Int, equalWidths: Bool = false) throws -> (Solver, [View]) {
        let solver = Solver()
        let views = (0..<count).map(View.init)
        try solver.addConstraint(Constraint(views[0].left == 0))
        for (index, view) in views.enumerated() {
            if index > 0 {
                try solver.addConstraint(Constraint(view.left == views[index - 1].right + gap))
                if equalWidths { try solver.addConstraint(Constraint(view.width == views[0].width)) }
            }
            try solver.addConstraint(Constraint(view.width >= 20))
            try solver.addConstraint(Constraint(view.width == 100, strength: .weak))
        }
        try solver.addConstraint(Constraint(views[count - 1].right == containerWidth))
        try solver.addEditVariable(containerWidth, strength: .strong)
        return (solver, views)
    }

    private func assertRowHolds(_ views: [View], container: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(views[0].left.value, 0, accuracy: 1e-9, file: file, line: line)
        for (index, view) in views.enumerated() {
            XCTAssertGreaterThanOrEqual(view.width.value, 20 - 1e-9, file: file, line: line)
            if index > 0 {
                XCTAssertEqual(view.left.value, views[index - 1].right.value + gap, accuracy: 1e-9, file: file, line: line)
            }
        }
        XCTAssertEqual(views.last!.right.value, container, accuracy: 1e-9, file: file, line: line)
    }

    func testRowFollowsContainerWidth() throws {
        let count = 10
        let (solver, views) = try makeRow(count)
        let minimum = Double(count) * 20 + Double(count - 1) * gap
        for suggested in [1072.0, 2000, 500, 200, 272, 1072, 5000, 1071] {
            try solver.suggestValue(suggested, for: containerWidth)
            solver.updateVariables()
            XCTAssertEqual(solver.invariantViolations(), [])
            let container = max(suggested, minimum)
            XCTAssertEqual(containerWidth.value, container, accuracy: 1e-9)
            assertRowHolds(views, container: container)
            // The weak preferred widths only give way where they must.
            let widths = views.map(\.width.value)
            if container <= 1072 {
                XCTAssertTrue(widths.allSatisfy { $0 <= 100 + 1e-9 }, "\(widths)")
            } else {
                XCTAssertTrue(widths.allSatisfy { $0 >= 100 - 1e-9 }, "\(widths)")
            }
        }
        try solver.suggestValue(1072, for: containerWidth)
        solver.updateVariables()
        XCTAssertEqual(views.map(\.width.value), Array(repeating: 100, count: count))
    }

    func testEqualWidthsShareTheSpace() throws {
        let (solver, views) = try makeRow(5, equalWidths: true)
        for suggested in [532.0, 300, 1000, 100] {
            try solver.suggestValue(suggested, for: containerWidth)
            solver.updateVariables()
            let container = max(suggested, 5 * 20 + 4 * gap)
            assertRowHolds(views, container: container)
            for view in views {
                XCTAssertEqual(view.width.value, (container - 4 * gap) / 5, accuracy: 1e-9)
            }
        }
    }

    func testRemovingAViewFromTheMiddle() throws {
        let solver = Solver()
        let views = (0..<3).map(View.init)
        let pin = Constraint(views[0].left == 0)
        let links = [
            Constraint(views[1].left == views[0].right + gap),
            Constraint(views[2].left == views[1].right + gap),
        ]
        let sizes = views.map { Constraint($0.width == 50) }
        let span = Constraint(views[2].right == containerWidth)
        for constraint in [pin, span] + links + sizes { try solver.addConstraint(constraint) }
        solver.updateVariables()
        XCTAssertEqual(containerWidth.value, 166, accuracy: 1e-9)

        for constraint in links + [sizes[1]] { try solver.removeConstraint(constraint) }
        try solver.addConstraint(Constraint(views[2].left == views[0].right + gap))
        solver.updateVariables()
        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertEqual(containerWidth.value, 108, accuracy: 1e-9)
    }
}
