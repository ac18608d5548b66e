import XCTest
@testable import StateGtkCore

final class ConstraintLayoutTests: XCTestCase {
    private final class Parent: ConstraintItem {}
    private final class Child: ConstraintItem {}
    private let parent = Parent()

    /// Resolves each child's `make` closure like the GTK layer does and installs them.
    private func layout(
        _ closures: [(key: String, object: Child, make: (ConstraintMaker) -> Void)], rightToLeft: Bool = false
    ) -> (layout: ConstraintLayout, conflicts: [String], diagnostics: [LayoutDiagnostic]) {
        let layout = ConstraintLayout()
        layout.isRightToLeft = rightToLeft
        var siblings: [ObjectIdentifier: AnyHashable] = [:]
        for closure in closures { siblings[ObjectIdentifier(closure.object)] = closure.key }
        var constraints: [LayoutConstraint] = []
        var diagnostics: [LayoutDiagnostic] = []
        for closure in closures {
            let maker = ConstraintMaker()
            closure.make(maker)
            let resolved = ConstraintResolution.resolve(
                maker.collectedConstraints(), item: closure.key, itemObject: ObjectIdentifier(closure.object),
                parent: ObjectIdentifier(parent), parentName: "Parent", siblings: siblings)
            constraints += resolved.constraints
            diagnostics += resolved.diagnostics
        }
        let conflicts = layout.update(children: closures.map { AnyHashable($0.key) }, constraints: constraints)
        return (layout, conflicts, diagnostics)
    }

    func testEdgesSizeCenterAndFixedSizes() {
        let a = Child(), b = Child(), c = Child()
        let result = layout([
            ("a", a, { make in make.edges.equalTo(self.parent).inset(10) }),
            ("b", b, { make in
                make.size.equalTo(Size(width: 100, height: 50))
                make.center.equalTo(self.parent)
            }),
            ("c", c, { make in
                make.left.equalTo(14)
                make.height.equalTo(44)
                make.width.equalTo(self.parent).dividedBy(2).offset(-56)
                make.bottom.equalTo(self.parent).offset(-13)
            }),
        ])
        XCTAssertEqual(result.conflicts, [])
        let frames = result.layout.frames(width: 400, height: 300)
        XCTAssertEqual(frames["a"], Frame(x: 10, y: 10, width: 380, height: 280))
        XCTAssertEqual(frames["b"], Frame(x: 150, y: 125, width: 100, height: 50))
        XCTAssertEqual(frames["c"], Frame(x: 14, y: 243, width: 144, height: 44))
        // A resize re-solves through the edit variables.
        let wider = result.layout.frames(width: 800, height: 300)
        XCTAssertEqual(wider["a"]?.width, 780)
        XCTAssertEqual(wider["c"]?.width, 344)
    }

    func testSiblingChainAndLeadingTrailingFollowTextDirection() {
        let icon = Child(), title = Child()
        let closures: [(key: String, object: Child, make: (ConstraintMaker) -> Void)] = [
            ("icon", icon, { make in
                make.leading.equalTo(8)
                make.top.equalTo(8)
                make.size.equalTo(Size(width: 32, height: 32))
            }),
            ("title", title, { make in
                make.leading.equalTo(icon.snp.trailing).offset(6)
                make.top.equalTo(icon.snp.bottom).offset(2)
                make.trailing.equalTo(self.parent).offset(-8)
                make.height.equalTo(20)
            }),
        ]
        let ltr = layout(closures).layout.frames(width: 300, height: 100)
        XCTAssertEqual(ltr["icon"], Frame(x: 8, y: 8, width: 32, height: 32))
        XCTAssertEqual(ltr["title"], Frame(x: 46, y: 42, width: 246, height: 20))
        let rtl = layout(closures, rightToLeft: true).layout.frames(width: 300, height: 100)
        XCTAssertEqual(rtl["icon"], Frame(x: 260, y: 8, width: 32, height: 32))
        XCTAssertEqual(rtl["title"], Frame(x: 8, y: 42, width: 246, height: 20))
    }

    func testIntrinsicSizeWithHuggingAndCompression() {
        let label = Child(), field = Child()
        let result = layout([
            ("label", label, { make in
                make.left.top.equalTo(self.parent)
                make.bottom.lessThanOrEqualTo(self.parent)
            }),
            ("field", field, { make in
                make.left.equalTo(label.snp.right).offset(8)
                make.right.top.equalTo(self.parent)
                make.bottom.lessThanOrEqualTo(self.parent)
            }),
        ])
        result.layout.setIntrinsicSize(IntrinsicSize(width: 60, height: 20, hugging: (.high, .high)), for: "label")
        result.layout.setIntrinsicSize(IntrinsicSize(width: 100, height: 24), for: "field")
        let frames = result.layout.frames(width: 400, height: 100)
        XCTAssertEqual(frames["label"]?.width, 60, "the label hugs its text; the field takes the rest")
        XCTAssertEqual(frames["field"]?.width, 332)
        XCTAssertEqual(frames["label"]?.height, 20)
        // Too narrow: the field's compression resistance (750) beats nothing required, both shrink
        // only as far as required constraints force; the label (compression 750) keeps its width
        // against the field's hugging.
        let narrow = result.layout.frames(width: 100, height: 100)
        XCTAssertEqual((narrow["label"]?.width ?? 0) + 8 + (narrow["field"]?.width ?? 0), 100, accuracy: 1e-6)
        // The container's natural size is what the natural sizes imply.
        let fitting = result.layout.fittingSize()
        XCTAssertEqual(fitting.width, 168, accuracy: 1e-6)
        XCTAssertEqual(fitting.height, 24, accuracy: 1e-6)
    }

    /// New text in a row's labels changes their natural sizes, nothing else: the solver moves the
    /// natural-size constraints' constants in place (no constraint added) and lays out exactly
    /// as a layout given the new sizes from the start.
    func testANewNaturalSizeMovesItsConstraintsWithoutAddingAny() {
        func row() -> ConstraintLayout {
            let icon = Child(), title = Child(), detail = Child()
            return layout([
                ("icon", icon, { make in
                    make.left.top.equalTo(self.parent).offset(8)
                    make.width.height.equalTo(40)
                }),
                ("title", title, { make in
                    make.left.equalTo(icon.snp.right).offset(8)
                    make.top.equalTo(self.parent).offset(8)
                    make.right.lessThanOrEqualTo(self.parent).offset(-8)
                }),
                ("detail", detail, { make in
                    make.left.equalTo(title)
                    make.top.equalTo(title.snp.bottom).offset(4)
                    make.right.lessThanOrEqualTo(self.parent).offset(-8)
                    make.bottom.lessThanOrEqualTo(self.parent).offset(-8)
                }),
            ]).layout
        }
        let sizes: [[String: (Double, Double)]] = [
            ["title": (120, 18), "detail": (300, 14)],
            ["title": (80, 18), "detail": (420, 16)],
            ["title": (500, 20), "detail": (10, 14)],
            ["title": (0, 0), "detail": (260, 14)],
        ]
        let reused = row()
        var additions = 0
        for (round, size) in sizes.enumerated() {
            let before = reused.solverAdditionCount
            for (key, value) in size.sorted(by: { $0.key < $1.key }) {
                reused.setIntrinsicSize(IntrinsicSize(width: value.0, height: value.1, hugging: (.high, .high)), for: key)
            }
            if round > 0 { additions += reused.solverAdditionCount - before }
            let fresh = row()
            for (key, value) in size {
                fresh.setIntrinsicSize(IntrinsicSize(width: value.0, height: value.1, hugging: (.high, .high)), for: key)
            }
            for width in [0.0, 200, 640] {
                XCTAssertEqual(reused.fittingSize(), fresh.fittingSize(), "round \(round)")
                XCTAssertEqual(reused.minimumSize(), fresh.minimumSize(), "round \(round)")
                XCTAssertEqual(reused.fittingSize(forWidth: width), fresh.fittingSize(forWidth: width), "round \(round) at \(width)")
                XCTAssertEqual(reused.frames(width: width, height: 120), fresh.frames(width: width, height: 120), "round \(round) at \(width)")
            }
            XCTAssertEqual(reused.solverInvariantViolations, [], "round \(round)")
        }
        XCTAssertEqual(additions, 0, "new natural sizes added constraints to the solver")
    }

    /// A fitting-size question re-weights the container's edit variables in place: answering
    /// any number of them, and laying out again after, adds no constraint to the solver, and
    /// every answer is that of a layout that never answered another.
    func testFittingSizesAddNoConstraints() {
        func row() -> ConstraintLayout {
            let title = Child(), detail = Child()
            let layout = layout([
                ("title", title, { make in
                    make.left.top.equalTo(self.parent).offset(8)
                    make.right.lessThanOrEqualTo(self.parent).offset(-8)
                }),
                ("detail", detail, { make in
                    make.left.equalTo(title)
                    make.top.equalTo(title.snp.bottom).offset(4)
                    make.right.lessThanOrEqualTo(self.parent).offset(-8)
                    make.bottom.equalTo(self.parent).offset(-8)
                }),
            ]).layout
            var titleSize = IntrinsicSize(width: 120, height: 18)
            titleSize.minimumWidth = 30
            layout.setIntrinsicSize(titleSize, for: "title")
            layout.setIntrinsicSize(IntrinsicSize(width: 300, height: 14), for: "detail")
            return layout
        }
        let reused = row()
        _ = reused.frames(width: 500, height: 80)
        let before = reused.solverAdditionCount
        for width in [nil, 100.0, 600, 50, nil] as [Double?] {
            let fresh = row()
            XCTAssertEqual(reused.fittingSize(forWidth: width), fresh.fittingSize(forWidth: width), "\(String(describing: width))")
            XCTAssertEqual(reused.frames(width: 500, height: 80), row().frames(width: 500, height: 80))
            XCTAssertEqual(reused.frames(width: width ?? 0, height: 40), row().frames(width: width ?? 0, height: 40))
            XCTAssertEqual(reused.solverInvariantViolations, [])
        }
        XCTAssertEqual(reused.solverAdditionCount, before, "fitting questions added constraints to the solver")
        XCTAssertEqual(reused.minimumSize(), row().minimumSize())
        XCTAssertEqual(reused.fittingSize(), Size(width: 316, height: 52))
    }

    func testPrioritiesAndInequalities() {
        let box = Child()
        let result = layout([
            ("box", box, { make in
                make.left.top.equalTo(self.parent)
                make.width.equalTo(500).priority(.high)
                make.width.lessThanOrEqualTo(self.parent).offset(-20)
                make.height.greaterThanOrEqualTo(30)
                make.height.equalTo(10).priority(.low)
            }),
        ])
        let frames = result.layout.frames(width: 300, height: 200)
        XCTAssertEqual(frames["box"]?.width, 280, "the required inequality wins over a high preference")
        XCTAssertEqual(frames["box"]?.height, 30)
        XCTAssertEqual(result.layout.frames(width: 900, height: 200)["box"]?.width, 500)
    }

    func testUnderConstrainedChildrenSitAtTheOriginAtTheirNaturalSize() {
        let loose = Child()
        let result = layout([("loose", loose, { make in make.top.equalTo(20) })])
        result.layout.setIntrinsicSize(IntrinsicSize(width: 70, height: 15), for: "loose")
        XCTAssertEqual(result.layout.frames(width: 300, height: 200)["loose"], Frame(x: 0, y: 20, width: 70, height: 15))
        let description = result.layout.layoutDescription(for: "loose", frame: nil)
        XCTAssertTrue(description.contains("no horizontal position"), description)
    }

    func testUnsatisfiableConstraintsAreReportedAndTheRestLaidOut() {
        let box = Child()
        let result = layout([
            ("box", box, { make in
                make.left.equalTo(0)
                make.width.equalTo(100)
                make.right.equalTo(self.parent).labeled("pin right")
                make.top.equalTo(0)
                make.height.equalTo(10)
            }),
        ])
        XCTAssertEqual(result.conflicts, [], "no conflict until the container size is known")
        // Required width 100 + pinned edges conflict only through the container's strong size:
        // the container size yields (it is not required), so the layout stays consistent.
        let frames = result.layout.frames(width: 300, height: 100)
        XCTAssertEqual(frames["box"]?.width, 100)

        let other = Child()
        let conflicting = layout([
            ("other", other, { make in
                make.width.equalTo(100)
                make.width.equalTo(200).labeled("too wide")
                make.left.top.equalTo(0)
                make.height.equalTo(10)
            }),
        ])
        XCTAssertEqual(conflicting.conflicts.count, 1)
        let message = conflicting.conflicts[0]
        XCTAssertTrue(message.contains("Unable to simultaneously satisfy constraints"), message)
        XCTAssertTrue(message.contains("\"other\".width == 200"), message)
        XCTAssertTrue(message.contains("\"other\".width == 100"), message)
        XCTAssertTrue(message.contains("ConstraintLayoutTests.swift"), "the source location is named: \(message)")
        XCTAssertEqual(conflicting.layout.frames(width: 300, height: 100)["other"]?.width, 100, "the first constraint stays")
    }

    func testChangingOneConstantChangesOnlyThatConstraint() {
        let box = Child()
        var width = 100.0
        let closures: () -> [(key: String, object: Child, make: (ConstraintMaker) -> Void)] = {
            [("box", box, { [width] make in
                make.left.top.equalTo(0)
                make.height.equalTo(10)
                make.width.equalTo(width)
            })]
        }
        let first = layout(closures())
        XCTAssertEqual(first.layout.frames(width: 300, height: 100)["box"]?.width, 100)
        width = 150
        // Re-declare into the same layout, as a re-render does.
        let maker = ConstraintMaker()
        closures()[0].make(maker)
        let resolved = ConstraintResolution.resolve(maker.collectedConstraints(), item: "box", itemObject: ObjectIdentifier(box), parent: ObjectIdentifier(parent), parentName: "Parent", siblings: [:])
        XCTAssertEqual(first.layout.update(children: ["box"], constraints: resolved.constraints), [])
        XCTAssertEqual(first.layout.frames(width: 300, height: 100)["box"]?.width, 150)
    }
}
