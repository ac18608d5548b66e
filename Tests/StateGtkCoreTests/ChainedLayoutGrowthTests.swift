import XCTest
@testable import StateGtkCore

/// How the solver's work grows with a view of N chained children (each 40 × 20, its left 8
/// after the previous one's right, its top at the parent's), counted, never timed: the same
/// system at N and 2N.
final class ChainedLayoutGrowthTests: XCTestCase {
    private final class Parent: ConstraintItem {}
    private final class Child: ConstraintItem {}

    /// The solver's work in each step GTK drives: the render's constraints, the children's
    /// natural sizes, the natural and minimum sizes, the frames.
    private struct Steps {
        var render = TableauWork(), naturalSizes = TableauWork(), measuring = TableauWork()
    }

    private func layOut(chainOf count: Int) -> Steps {
        let parent = Parent(), children = (0..<count).map { _ in Child() }
        var siblings: [ObjectIdentifier: AnyHashable] = [:]
        for (index, child) in children.enumerated() { siblings[ObjectIdentifier(child)] = index }
        var constraints: [LayoutConstraint] = []
        for (index, child) in children.enumerated() {
            let maker = ConstraintMaker()
            maker.size.equalTo(Size(width: 40, height: 20))
            if index == 0 { maker.left.equalTo(parent) } else { maker.left.equalTo(children[index - 1].snp.right).offset(8) }
            maker.top.equalTo(parent)
            constraints += ConstraintResolution.resolve(
                maker.collectedConstraints(), item: index, itemObject: ObjectIdentifier(child),
                parent: ObjectIdentifier(parent), parentName: "Parent", siblings: siblings).constraints
        }
        let layout = ConstraintLayout()
        var steps = Steps()
        layout.update(children: Array(0..<count), constraints: constraints)
        steps.render = layout.solverWork
        for index in 0..<count {
            var size = IntrinsicSize(width: 8, height: 17, hugging: (LayoutPriority(251), LayoutPriority(251)))
            size.minimumWidth = 8
            layout.setIntrinsicSize(size, for: index)
        }
        steps.naturalSizes = layout.solverWork - steps.render
        let natural = layout.fittingSize()
        _ = layout.minimumSize()
        let frames = layout.frames(width: natural.width, height: natural.height)
        steps.measuring = layout.solverWork - steps.render - steps.naturalSizes
        XCTAssertEqual(frames[count - 1], Frame(x: Double(48 * (count - 1)), y: 0, width: 40, height: 20))
        XCTAssertEqual(layout.solverInvariantViolations, [])
        return steps
    }

    /// Each child's natural size is four constraints whose own new symbols no other row holds:
    /// adding them touches the objective and no other row, so twice the children is twice
    /// the work. (Passing over every row per constraint made it four times.)
    func testNaturalSizesCostTheSameForEachChild() {
        let small = layOut(chainOf: 150).naturalSizes, large = layOut(chainOf: 300).naturalSizes
        XCTAssertLessThanOrEqual(Double(large.cellsWritten), 2.2 * Double(small.cellsWritten), "\(small) → \(large)")
        XCTAssertLessThanOrEqual(Double(large.rowsVisited), 2.2 * Double(max(1, small.rowsVisited)), "\(small) → \(large)")
        XCTAssertEqual(large.pivots, 0, "a natural size that holds needs no pivot")
    }

    /// Laying out the render's constraints pivots a fixed number of times per child. The rows do
    /// fill in along the chain (each child's left is the sum of all before it, in the tableau as
    /// in kiwi's), so the cells written grow with the square of the children and no faster.
    func testRenderPivotsGrowLinearly() {
        let small = layOut(chainOf: 150), large = layOut(chainOf: 300)
        XCTAssertLessThanOrEqual(Double(large.render.pivots), 2.2 * Double(small.render.pivots), "\(small) → \(large)")
        XCTAssertLessThanOrEqual(Double(large.measuring.pivots), 2.2 * Double(max(1, small.measuring.pivots)), "\(small) → \(large)")
        XCTAssertLessThanOrEqual(Double(large.render.cellsWritten), 4.4 * Double(small.render.cellsWritten), "\(small) → \(large)")
    }
}

private extension TableauWork {
    static func - (lhs: Self, rhs: Self) -> Self {
        var difference = TableauWork()
        difference.pivots = lhs.pivots - rhs.pivots
        difference.cellsWritten = lhs.cellsWritten - rhs.cellsWritten
        difference.rowsVisited = lhs.rowsVisited - rhs.rowsVisited
        return difference
    }
}
