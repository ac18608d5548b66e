import XCTest
@testable import StateGtkCore

final class LayoutDSLTests: XCTestCase {
    private final class Parent: ConstraintItem {}
    private final class Sibling: ConstraintItem {}
    private final class Stranger: ConstraintItem {}

    private let parent = Parent()
    private let sibling = Sibling()

    private func resolve(_ closure: (ConstraintMaker) -> Void) -> (constraints: [LayoutConstraint], diagnostics: [LayoutDiagnostic]) {
        let maker = ConstraintMaker()
        closure(maker)
        return ConstraintResolution.resolve(
            maker.collectedConstraints(), item: "child", itemObject: nil, parent: ObjectIdentifier(parent),
            parentName: "Parent", siblings: [ObjectIdentifier(sibling): "sibling"])
    }

    func testNumbersOnEdgesAreRelativeToTheParentAndOnSizesAreFixed() {
        let result = resolve { make in
            make.left.equalTo(14)
            make.height.equalTo(44)
        }
        XCTAssertEqual(result.constraints.count, 2)
        XCTAssertEqual(result.constraints[0].target, .parent)
        XCTAssertEqual(result.constraints[0].constant, 14)
        XCTAssertEqual(result.constraints[1].target, .none)
        XCTAssertEqual(result.constraints[1].constant, 44)
    }

    func testSwiftHubsHalfWidthConstraint() {
        let result = resolve { make in make.width.equalTo(self.parent).dividedBy(2).offset(-56) }
        let constraint = result.constraints[0]
        XCTAssertEqual(constraint.target, .parent)
        XCTAssertEqual(constraint.multiplier, 0.5)
        XCTAssertEqual(constraint.constant, -56)
        XCTAssertEqual(constraint.description.hasPrefix("\"child\".width == superview.width * 0.5 - 56"), true, constraint.description)
    }

    func testCompositesExpandAndInsetMovesEdgesInwards() {
        let result = resolve { make in make.edges.equalTo(self.parent).inset(10) }
        let byAttribute = Dictionary(uniqueKeysWithValues: result.constraints.map { ($0.attribute, $0.constant) })
        XCTAssertEqual(byAttribute, [.top: 10, .left: 10, .bottom: -10, .right: -10])
    }

    func testSiblingAnchors() {
        let result = resolve { make in make.top.equalTo(self.sibling.snp.bottom).offset(2).priority(.high) }
        let constraint = result.constraints[0]
        XCTAssertEqual(constraint.target, .sibling("sibling"))
        XCTAssertEqual(constraint.targetAttribute, .bottom)
        XCTAssertEqual(constraint.constant, 2)
        XCTAssertEqual(constraint.priority, .high)
    }

    func testAConstraintToAStrangerIsRejectedWithBothNames() {
        let stranger = Stranger()
        let result = resolve { make in make.left.equalTo(stranger) }
        XCTAssertTrue(result.constraints.isEmpty)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].message.contains("Stranger"))
        XCTAssertTrue(result.diagnostics[0].message.contains("Parent"))
    }

    func testAxisMismatchIsRejected() {
        let result = resolve { make in make.left.equalTo(self.sibling.snp.top) }
        XCTAssertTrue(result.constraints.isEmpty)
        XCTAssertEqual(result.diagnostics.count, 1)
    }

    func testSizeTarget() {
        let result = resolve { make in make.size.equalTo(Size(width: 100, height: 50)) }
        XCTAssertEqual(result.constraints.map(\.constant), [100, 50])
    }

    func testStackDistribution() {
        let requests = [
            StackLayout.Request(minimum: 10, natural: 20, expands: false),
            StackLayout.Request(minimum: 10, natural: 20, expands: true),
        ]
        XCTAssertEqual(StackLayout.measure(requests, spacing: 5).natural, 45)
        let slots = StackLayout.distribute(requests, spacing: 5, available: 65)
        XCTAssertEqual(slots.map(\.offset), [0, 25])
        XCTAssertEqual(slots.map(\.length), [20, 40])
        let short = StackLayout.distribute(requests, spacing: 5, available: 35)
        XCTAssertEqual(short.map(\.length), [15, 15])
    }

    func testStackDistributionIntoReusedBuffer() {
        var slots: [StackLayout.Slot] = [(99, 99), (99, 99), (99, 99)]
        let rigid = [
            StackLayout.Request(minimum: 20, natural: 20, expands: false),
            StackLayout.Request(minimum: 10, natural: 30, expands: false),
        ]
        // Too short: only the child with room to shrink shrinks, and the stale slots are gone.
        StackLayout.distribute(rigid, spacing: 0, available: 40, into: &slots)
        XCTAssertEqual(slots.map(\.offset), [0, 20])
        XCTAssertEqual(slots.map(\.length), [20, 20])
        // Shorter than every minimum: the children stop at their minimums.
        StackLayout.distribute(rigid, spacing: 0, available: 10, into: &slots)
        XCTAssertEqual(slots.map(\.length), [20, 10])
        // Longer, with no expanding child: naturals, the rest left over.
        StackLayout.distribute(rigid, spacing: 2, available: 100, into: &slots)
        XCTAssertEqual(slots.map(\.offset), [0, 22])
        XCTAssertEqual(slots.map(\.length), [20, 30])
        StackLayout.distribute([], spacing: 2, available: 100, into: &slots)
        XCTAssertTrue(slots.isEmpty)
    }
}
