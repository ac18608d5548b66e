import Foundation
import XCTest
@testable import StateGtkCore

/// Random constraint systems written through the DSL (`make.left.equalTo(…)`), resolved and
/// solved by `ConstraintLayout` as a render does: required and prioritised constraints,
/// equalities and inequalities, multipliers, siblings and the parent, many of them
/// unsatisfiable. Every system must solve without a crash, every required constraint it kept
/// must hold, and every one it dropped must be diagnosed. With python3-kiwisolver installed,
/// kiwi solves the same systems: it must reject exactly the same constraints, and where the
/// required constraints leave one solution, find the same values.
final class LayoutFuzzTests: XCTestCase {
    static let systemCount = 600

    func testRandomSystemsKeepRequiredConstraintsAndDiagnoseEveryConflict() {
        var random = SolverSplitMix64(seed: 0xF022_1A70)
        var conflicts = 0, determined = 0
        for index in 0..<Self.systemCount {
            let system = FuzzSystem(&random)
            let name = "system \(index)"
            XCTAssertEqual(system.resolutionDiagnostics, [], name)
            // Each diagnostic names one dropped constraint, and each dropped one has a diagnostic.
            XCTAssertEqual(system.diagnostics.count, system.rejected.count, "\(name): \(system.diagnostics)")
            for (offset, constraint) in system.constraints.enumerated()
            where constraint.priority.isRequired && !system.rejected.contains(offset) {
                let error = system.error(of: constraint)
                XCTAssertLessThan(error, 1e-6, "\(name): a kept required constraint does not hold: \(constraint) (off by \(error))")
            }
            for frame in system.frames.values {
                XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), name)
            }
            conflicts += system.rejected.count
            if system.isDetermined { determined += 1 }
        }
        // The generator must exercise both: conflicts, and systems with one solution.
        XCTAssertGreaterThan(conflicts, Self.systemCount / 4)
        XCTAssertGreaterThan(determined, Self.systemCount / 10)
    }

    func testRandomSystemsAgreeWithKiwi() throws {
        let python = ProcessInfo.processInfo.environment["KIWI_PYTHON"] ?? "/usr/bin/python3"
        guard Self.hasKiwi(python) else { throw XCTSkip("python3-kiwisolver is not installed (scripts/test installs it)") }
        var random = SolverSplitMix64(seed: 0xF022_1A70)
        let systems = (0..<Self.systemCount).map { _ in FuzzSystem(&random) }
        let answers = try Self.askKiwi(python, systems.map(\.kiwiInput))
        XCTAssertEqual(answers.count, systems.count)
        var compared = 0
        for (index, (system, answer)) in zip(systems, answers).enumerated() {
            let name = "system \(index)"
            let kiwiRejected = Set(answer.rejected.map { $0 - system.builtInConstraintCount })
            XCTAssertEqual(system.rejected, kiwiRejected, "\(name): StateGtk and kiwi drop different constraints\n\(system.listing)")
            guard system.isDetermined, system.rejected == kiwiRejected else { continue }
            compared += 1
            for (variable, value) in system.values {
                let expected = try XCTUnwrap(answer.values[variable], "\(name): kiwi has no \(variable)")
                XCTAssertEqual(value, expected, accuracy: 1e-6 * max(1, abs(expected)), "\(name): \(variable)\n\(system.listing)")
            }
        }
        XCTAssertGreaterThan(compared, Self.systemCount / 10)
    }

    // MARK: kiwi

    struct KiwiAnswer: Decodable {
        let rejected: [Int]
        let values: [String: Double]
    }

    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_oracle.py")

    static func hasKiwi(_ python: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import kiwisolver"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func askKiwi(_ python: String, _ systems: [[String: Any]]) throws -> [KiwiAnswer] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("layout-fuzz-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try JSONSerialization.data(withJSONObject: systems).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [oracle.path]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "kiwi_oracle.py failed")
        return try JSONDecoder().decode([KiwiAnswer].self, from: data)
    }
}

/// One random system: 1 to 4 children under a parent, written with the DSL and solved.
///
/// Each axis of each child is, at random, either determined (two required equalities among its
/// leading edge, trailing edge, centre and size, against the parent, an earlier sibling whose
/// axis is determined, or a number) or left to chance; then come extra constraints of any kind
/// and priority between any two of them. A system whose axes are all determined, and whose
/// determining constraints were all kept, has one solution whatever its other constraints.
struct FuzzSystem {
    private final class Parent: ConstraintItem {}
    private final class Child: ConstraintItem {}

    let keys: [String]
    /// The constraints as `ConstraintLayout.update` installs them, in order.
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var resolutionDiagnostics: [LayoutDiagnostic] = []
    private(set) var diagnostics: [String] = []
    /// Indices in `constraints` of those the layout dropped, read from its diagnostics.
    private(set) var rejected: Set<Int> = []
    private(set) var frames: [AnyHashable: Frame] = [:]
    private(set) var container = Size(width: 0, height: 0)
    private(set) var isDetermined = false
    let width: Double, height: Double

    init(_ random: inout SolverSplitMix64) {
        let parent = Parent()
        let count = Int.random(in: 1...4, using: &random)
        keys = (0..<count).map { "c\($0)" }
        let children = keys.map { _ in Child() }
        width = Double(Int.random(in: 100...900, using: &random))
        height = Double(Int.random(in: 100...700, using: &random))

        var determining: [LayoutConstraint] = []
        var determinedAxes = Set<String>()
        var siblings: [ObjectIdentifier: AnyHashable] = [:]
        for (key, child) in zip(keys, children) { siblings[ObjectIdentifier(child)] = key }
        var everyAxis = true
        for (index, child) in children.enumerated() {
            let maker = ConstraintMaker()
            var determiningHere = 0
            for horizontal in [true, false] {
                let axis = horizontal ? ".h" : ".v"
                guard Int.random(in: 0..<10, using: &random) < 7 else {
                    everyAxis = false
                    continue
                }
                // Two distinct attributes of leading edge, trailing edge, centre, size.
                let attributes = horizontal ? [LayoutAttribute.left, .right, .centerX, .width] : [.top, .bottom, .centerY, .height]
                let pair = Array(attributes.shuffled(using: &random).prefix(2))
                let determinedSiblings = (0..<index).filter { determinedAxes.contains(keys[$0] + axis) }
                for attribute in pair {
                    let target: Target
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: target = .parent
                    case 1 where !determinedSiblings.isEmpty: target = .sibling(children[determinedSiblings.randomElement(using: &random)!])
                    default: target = .number
                    }
                    let targetAttribute = attribute.isSize ? attribute : attributes.filter { !$0.isSize }.randomElement(using: &random)!
                    Self.relate(maker, attribute, .equal, target, targetAttribute, parent: parent, priority: .required, &random)
                    determiningHere += 1
                }
                determinedAxes.insert(keys[index] + axis)
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let attribute = LayoutAttribute.allCases.filter { $0 != .leading && $0 != .trailing }.randomElement(using: &random)!
                let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let others = children.indices.filter { $0 != index }
                let target: Target = switch Int.random(in: 0..<3, using: &random) {
                case 0: .parent
                case 1 where !others.isEmpty: .sibling(children[others.randomElement(using: &random)!])
                default: .number
                }
                let sameAxis = LayoutAttribute.allCases.filter {
                    $0 != .leading && $0 != .trailing && $0.isHorizontal == attribute.isHorizontal && $0.isSize == attribute.isSize
                }
                let priority: LayoutPriority = Bool.random(using: &random)
                    ? .required : [1, 250, 500, 600, 750].map { LayoutPriority(Double($0)) }.randomElement(using: &random)!
                Self.relate(maker, attribute, relation, target, sameAxis.randomElement(using: &random)!, parent: parent, priority: priority, &random)
            }
            let resolved = ConstraintResolution.resolve(
                maker.collectedConstraints(), item: keys[index], itemObject: ObjectIdentifier(child),
                parent: ObjectIdentifier(parent), parentName: "Parent", siblings: siblings)
            resolutionDiagnostics += resolved.diagnostics
            determining += resolved.constraints.prefix(determiningHere)
            constraints += resolved.constraints
        }
        // As ConstraintLayout.update: the same constraint twice is one.
        var seen = Set<LayoutConstraint>()
        constraints = constraints.filter { seen.insert($0).inserted }

        let layout = ConstraintLayout()
        diagnostics = layout.update(children: keys.map { AnyHashable($0) }, constraints: constraints)
        frames = layout.frames(width: width, height: height)
        container = layout.solvedContainerSize
        for (offset, constraint) in constraints.enumerated() {
            let breaking = "Unable to simultaneously satisfy constraints. Breaking \(constraint)"
            if diagnostics.contains(where: { $0.split(separator: "\n").first.map(String.init) == breaking }) { rejected.insert(offset) }
        }
        let keptDetermining = determining.allSatisfy { c in
            constraints.firstIndex(of: c).map { !rejected.contains($0) } ?? true
        }
        isDetermined = everyAxis && keptDetermining
    }

    private enum Target {
        case parent, number
        case sibling(ConstraintItem)
    }

    /// `make.<attribute>.<relation>(target).multipliedBy(…).offset(…).priority(…)`.
    private static func relate(
        _ make: ConstraintMaker, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ target: Target,
        _ targetAttribute: LayoutAttribute, parent: Parent, priority: LayoutPriority, _ random: inout SolverSplitMix64
    ) {
        let extendable: ConstraintMakerExtendable = switch attribute {
        case .left: make.left
        case .right: make.right
        case .top: make.top
        case .bottom: make.bottom
        case .leading: make.leading
        case .trailing: make.trailing
        case .width: make.width
        case .height: make.height
        case .centerX: make.centerX
        case .centerY: make.centerY
        }
        func anchor(_ item: ConstraintItem) -> ConstraintAnchor {
            switch targetAttribute {
            case .left: item.snp.left
            case .right: item.snp.right
            case .top: item.snp.top
            case .bottom: item.snp.bottom
            case .leading: item.snp.leading
            case .trailing: item.snp.trailing
            case .width: item.snp.width
            case .height: item.snp.height
            case .centerX: item.snp.centerX
            case .centerY: item.snp.centerY
            }
        }
        let relatable: ConstraintRelatableTarget = switch target {
        case .parent: anchor(parent)
        case .sibling(let item): anchor(item)
        case .number: Double(Int.random(in: attribute.isSize ? 0...300 : -50...600, using: &random))
        }
        let editable = switch relation {
        case .equal: extendable.equalTo(relatable)
        case .lessThanOrEqual: extendable.lessThanOrEqualTo(relatable)
        case .greaterThanOrEqual: extendable.greaterThanOrEqualTo(relatable)
        }
        if case .number = target {} else {
            if attribute.isSize { editable.multipliedBy([0.25, 0.5, 1, 1, 2].randomElement(using: &random)!) }
            editable.offset(Int.random(in: -40...40, using: &random))
        }
        editable.priority(priority)
    }

    // MARK: The system as linear rows (an oracle independent of ConstraintLayout's)

    /// `Σ coefficient · variable + constant` for an attribute of a child or of the parent.
    private func terms(_ item: String?, _ attribute: LayoutAttribute) -> [(String, Double)] {
        guard let item else {
            switch attribute {
            case .left, .top, .leading: return []
            case .right, .width, .trailing: return [("W", 1)]
            case .bottom, .height: return [("H", 1)]
            case .centerX: return [("W", 0.5)]
            case .centerY: return [("H", 0.5)]
            }
        }
        switch attribute {
        case .left, .leading: return [("\(item).x", 1)]
        case .top: return [("\(item).y", 1)]
        case .width: return [("\(item).w", 1)]
        case .height: return [("\(item).h", 1)]
        case .right, .trailing: return [("\(item).x", 1), ("\(item).w", 1)]
        case .bottom: return [("\(item).y", 1), ("\(item).h", 1)]
        case .centerX: return [("\(item).x", 1), ("\(item).w", 0.5)]
        case .centerY: return [("\(item).y", 1), ("\(item).h", 0.5)]
        }
    }

    /// `lhs - (rhs · multiplier + constant)` as terms and a constant.
    private func row(_ constraint: LayoutConstraint) -> (terms: [(String, Double)], constant: Double) {
        var result = terms(constraint.item.base as? String, constraint.attribute)
        switch constraint.target {
        case .none:
            return (result, -constraint.constant)
        case .parent:
            result += terms(nil, constraint.targetAttribute ?? constraint.attribute).map { ($0.0, -$0.1 * constraint.multiplier) }
        case .sibling(let key):
            result += terms(key.base as? String, constraint.targetAttribute ?? constraint.attribute).map { ($0.0, -$0.1 * constraint.multiplier) }
        }
        return (result, -constraint.constant)
    }

    /// Every variable's value in the layout's solution.
    var values: [String: Double] {
        var values = ["W": container.width, "H": container.height]
        for key in keys {
            guard let frame = frames[AnyHashable(key)] else { continue }
            values["\(key).x"] = frame.x
            values["\(key).y"] = frame.y
            values["\(key).w"] = frame.width
            values["\(key).h"] = frame.height
        }
        return values
    }

    /// How far the solution is from satisfying `constraint` (0 when it holds).
    func error(of constraint: LayoutConstraint) -> Double {
        let (terms, constant) = row(constraint)
        let values = values
        let value = terms.reduce(constant) { $0 + $1.1 * (values[$1.0] ?? .nan) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// What ConstraintLayout adds before the declared constraints, in its order.
    var builtInConstraintCount: Int { 2 + 6 * keys.count }

    /// The system for kiwi_oracle.py, with ConstraintLayout's built-in constraints first.
    var kiwiInput: [String: Any] {
        func json(_ terms: [(String, Double)], _ constant: Double, _ op: String, _ strength: Any) -> [String: Any] {
            ["terms": terms.map { [$0.0, $0.1] }, "constant": constant, "op": op, "strength": strength]
        }
        var rows = [json([("W", 1)], 0, ">=", "required"), json([("H", 1)], 0, ">=", "required")]
        for key in keys {
            for variable in ["x", "y", "w", "h"] { rows.append(json([("\(key).\(variable)", 1)], 0, "==", 0.01)) }
            rows.append(json([("\(key).w", 1)], 0, ">=", "required"))
            rows.append(json([("\(key).h", 1)], 0, ">=", "required"))
        }
        for constraint in constraints {
            let (terms, constant) = row(constraint)
            let strength: Any = constraint.priority.isRequired ? "required" : ConstraintLayout.strength(for: constraint.priority).weight
            rows.append(json(terms, constant, constraint.relation.rawValue, strength))
        }
        let edits: [[Any]] = [["W", ConstraintLayout.containerSizeStrength.weight, width], ["H", ConstraintLayout.containerSizeStrength.weight, height]]
        return ["edits": edits, "constraints": rows]
    }

    /// The system in words, for failure messages.
    var listing: String {
        (["container \(width) × \(height)"] + constraints.enumerated().map { "\($0.offset): \($0.element)" }).joined(separator: "\n")
    }
}
