import Foundation

/// One container's constraint system, solved incrementally with the Cassowary solver.
///
/// Each child has four variables (left, top, width, height) relative to the container; the
/// container's own size enters as edit variables, so a resize re-solves by suggesting values
/// instead of rebuilding. A re-render that declares the same constraints changes nothing; one
/// that changes a constant removes and adds just that constraint.
package final class ConstraintLayout {
    final class ItemVariables {
        let left: Variable, top: Variable, width: Variable, height: Variable
        init(_ name: String) {
            left = Variable("\(name).left")
            top = Variable("\(name).top")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
    }

    /// Required-but-yielding strength of the container's size: above every non-required priority.
    static let containerSizeStrength = Strength(weight: 1e9)

    /// Weights that make a higher Auto Layout priority dominate a lower one, as Auto Layout does:
    /// each 125 points of priority is a factor of ten (250 → 100, 500 → 10⁴, 750 → 10⁶,
    /// 999 → ~10⁸). The whole range stays within 10⁹ of the weakest weight, so rounding noise in
    /// the solver's objective stays far below the difference between two priorities.
    package static func strength(for priority: LayoutPriority) -> Strength {
        // A NaN priority (a hugging or compression priority; constraints' are refused before)
        // counts as the weakest rather than poisoning the solver's objective.
        priority.isRequired ? .required : Strength(weight: pow(10, (priority.value.isNaN ? 1 : priority.value) / 125))
    }

    private let solver = Solver()
    private let container = ItemVariables("superview")
    private var items: [AnyHashable: ItemVariables] = [:]
    private var itemOrder: [AnyHashable] = []
    private var installed: [LayoutConstraint: Constraint] = [:]
    private var intrinsic: [AnyHashable: (size: IntrinsicSize, constraints: [Constraint])] = [:]
    private var stays: [AnyHashable: [Constraint]] = [:]
    private var suggested: (width: Double, height: Double) = (-1, -1)
    /// Answers given since the system last changed: GTK measures a view several times a frame
    /// with the same system, and each fitting solve moves the container's edit variables away
    /// from the laid-out size and back. Emptied by `systemChanged()`.
    private var fittingSizes: [FittingQuestion: Size] = [:]
    /// The frames of the latest solve, while the solver's variables still hold them.
    private var solvedFrames: (width: Double, height: Double, frames: [AnyHashable: Frame])?

    /// For the export: the container's variables, every constraint in the solver but the edit
    /// variables' in the order the solver took them, and the size last suggested.
    var containerVariables: ItemVariables { container }
    var allConstraints: [Constraint] { solver.constraintsInOrder }
    var suggestedSize: (width: Double, height: Double) { suggested }

    /// Leading and trailing mean right and left in right-to-left text.
    package var isRightToLeft = false {
        didSet {
            guard isRightToLeft != oldValue else { return }
            let declared = Array(installed.keys)
            for constraint in declared { uninstall(constraint) }
            _ = install(declared)
            systemChanged()
        }
    }

    /// What went wrong in the latest updates: conflicts, in Auto Layout's words.
    package private(set) var diagnostics: [String] = []

    package init() {
        try? solver.addEditVariable(container.width, strength: Self.containerSizeStrength)
        try? solver.addEditVariable(container.height, strength: Self.containerSizeStrength)
        try? solver.addConstraint(Constraint(container.width >= 0, strength: .required))
        try? solver.addConstraint(Constraint(container.height >= 0, strength: .required))
    }

    /// Declares the children (in placement order) and every constraint the latest render made.
    /// Returns the conflicts found, one message per constraint that had to be dropped.
    @discardableResult
    package func update(children: [AnyHashable], constraints: [LayoutConstraint]) -> [String] {
        diagnostics = []
        // The same constraint declared twice (a helper called twice) is one constraint.
        var seen = Set<LayoutConstraint>()
        let constraints = constraints.filter { seen.insert($0).inserted }
        let wanted = seen
        for constraint in installed.keys where !wanted.contains(constraint) { uninstall(constraint) }

        let childSet = Set(children)
        for key in itemOrder where !childSet.contains(key) { removeItem(key) }
        let added = children.filter { items[$0] == nil }
        for key in added { addItem(key) }
        itemOrder = children

        _ = install(constraints.filter { installed[$0] == nil })
        // A new child's weak defaults go in after its constraints: a size the defaults already
        // held at zero made each required equality on it enter the tableau through an
        // artificial variable, the solver's slowest way in.
        for key in added { addWeakDefaults(key) }
        systemChanged()
        return diagnostics
    }

    /// Sets a child's natural size (from GTK) and its hugging and compression priorities.
    package func setIntrinsicSize(_ size: IntrinsicSize, for key: AnyHashable) {
        guard let item = items[key] else { return }
        if let current = intrinsic[key], current.size == size { return }
        var wanted: [Constraint] = []
        func want(_ relation: LinearRelation, _ priority: LayoutPriority) {
            wanted.append(Constraint(relation, strength: Self.strength(for: priority)))
        }
        if let width = size.width {
            want(item.width >= width, size.compression.horizontal)
            want(item.width <= width, size.hugging.horizontal)
        }
        if let height = size.height {
            want(item.height >= height, size.compression.vertical)
            want(item.height <= height, size.hugging.vertical)
        }
        if let current = intrinsic[key], replaceConstants(current.constraints, with: wanted) {
            intrinsic[key] = (size, wanted)
            systemChanged()
            return
        }
        for constraint in intrinsic[key]?.constraints ?? [] { try? solver.removeConstraint(constraint) }
        let added = wanted.filter { (try? solver.addConstraint($0)) != nil }
        intrinsic[key] = (size, added)
        systemChanged()
    }

    /// A natural size that changed only in value (the usual case: new text, a new width)
    /// moves its constraints' constants in the tableau, a few dual pivots, where removing and
    /// adding four constraints pivots each in and out. Only when every old constraint pairs
    /// with a new one differing in its constant alone; otherwise nothing changes and the
    /// caller rebuilds.
    private func replaceConstants(_ current: [Constraint], with wanted: [Constraint]) -> Bool {
        guard current.count == wanted.count,
              zip(current, wanted).allSatisfy({ solver.canReplaceConstant(of: $0, with: $1) })
        else { return false }
        for (old, new) in zip(current, wanted) {
            let replaced = solver.replaceConstant(of: old, with: new)
            precondition(replaced, "a natural-size constraint the solver would not replace")
        }
        return true
    }

    /// The natural size last given for a child.
    package func intrinsicSize(for key: AnyHashable) -> IntrinsicSize? { intrinsic[key]?.size }

    /// Every child's frame when the container is `width` × `height`.
    package func frames(width: Double, height: Double) -> [AnyHashable: Frame] {
        if let solved = solvedFrames, solved.width == width, solved.height == height { return solved.frames }
        suggest(width: width, height: height)
        solver.updateVariables()
        var frames: [AnyHashable: Frame] = [:]
        frames.reserveCapacity(items.count)
        for (key, item) in items {
            // `+ 0` turns the solver's -0.0 into 0.0 for descriptions.
            frames[key] = Frame(x: item.left.value + 0, y: item.top.value + 0, width: max(0, item.width.value), height: max(0, item.height.value))
        }
        solvedFrames = (width, height, frames)
        return frames
    }

    /// The container's size in the latest solution: the size asked for, unless required
    /// constraints forced another. For tests that check the solution.
    var solvedContainerSize: Size { Size(width: container.width.value, height: container.height.value) }

    /// For tests that count the solver's work and check its invariants.
    var solverAdditionCount: Int { solver.additionCount }
    package var solverWork: TableauWork { solver.work }
    var solverInvariantViolations: [String] { solver.invariantViolations() }

    /// The smallest container size the constraints and the children's natural sizes allow,
    /// optionally for a given width (height-for-width).
    package func fittingSize(forWidth width: Double? = nil) -> Size {
        let question = FittingQuestion(width: width, isMinimum: false)
        if let known = fittingSizes[question] { return known }
        let size = fittingSize(forWidth: width, pull: Self.strength(for: LayoutPriority(50)))
        fittingSizes[question] = size
        return size
    }

    /// The smallest container size the required constraints alone allow: every preference and
    /// natural size yields (the pull towards zero outweighs them all).
    package func minimumSize(forWidth width: Double? = nil) -> Size {
        let question = FittingQuestion(width: width, isMinimum: true)
        if let known = fittingSizes[question] { return known }
        // Children keep their own minimum widths (GTK's), more strongly than the pull.
        var floors: [Constraint] = []
        for (key, item) in items {
            guard let minimum = intrinsic[key]?.size.minimumWidth, minimum > 0 else { continue }
            let floor = Constraint(item.width >= minimum, strength: Strength(weight: Self.containerSizeStrength.weight / 2))
            if (try? solver.addConstraint(floor)) != nil { floors.append(floor) }
        }
        let size = fittingSize(forWidth: width, pull: Strength(weight: Self.containerSizeStrength.weight / 4))
        for floor in floors { try? solver.removeConstraint(floor) }
        fittingSizes[question] = size
        return size
    }

    private func fittingSize(forWidth width: Double?, pull fitting: Strength) -> Size {
        solvedFrames = nil  // this solve overwrites the variables
        // The container's edit variables become the pulls: towards zero with `fitting`, or the
        // width held at the one asked with the container's strength. Same system as removing
        // the edits and adding pull constraints, without taking anything out of the tableau.
        pullContainer(
            width: width ?? 0, widthStrength: width == nil ? fitting : Self.containerSizeStrength,
            height: 0, heightStrength: fitting)
        solver.updateVariables()
        return Size(width: container.width.value, height: container.height.value)
    }

    /// Why each child is where it is: its constraints, its natural size, and which axes nothing
    /// constrains (those fall back to the container's origin and the natural size).
    package func layoutDescription(for key: AnyHashable, frame: Frame?) -> String {
        let mine = installed.keys.filter { $0.item == key }.sorted { $0.description < $1.description }
        var lines = ["\(describeKey(key)) \(frame.map { "at \($0)" } ?? "(not laid out)")"]
        lines += mine.map { "  \($0)" }
        if let size = intrinsic[key]?.size {
            lines.append("  natural size \(size.width.map { "\($0)" } ?? "none") × \(size.height.map { "\($0)" } ?? "none")")
        }
        let positions = Set(mine.filter { !$0.attribute.isSize }.map(\.attribute.isHorizontal))
        if !positions.contains(true) { lines.append("  no horizontal position: placed at the superview's left edge") }
        if !positions.contains(false) { lines.append("  no vertical position: placed at the superview's top edge") }
        return lines.joined(separator: "\n")
    }

    // MARK: Internals

    /// A question `fittingSize` or `minimumSize` answered.
    private struct FittingQuestion: Hashable {
        let width: Double?
        let isMinimum: Bool
    }

    /// The constraints or the natural sizes changed: every answer given before is stale.
    private func systemChanged() {
        fittingSizes.removeAll(keepingCapacity: true)
        solvedFrames = nil
    }

    private func suggest(width: Double, height: Double) {
        pullContainer(width: width, widthStrength: Self.containerSizeStrength, height: height, heightStrength: Self.containerSizeStrength)
        suggested = (width, height)
    }

    /// Where the container's edit variables pull and how strongly, as the solver has them.
    private var pulls = (width: 0.0, widthStrength: containerSizeStrength, height: 0.0, heightStrength: containerSizeStrength)

    private func pullContainer(width: Double, widthStrength: Strength, height: Double, heightStrength: Strength) {
        pull(container.width, to: width, strength: widthStrength, from: (pulls.width, pulls.widthStrength))
        pull(container.height, to: height, strength: heightStrength, from: (pulls.height, pulls.heightStrength))
        pulls = (width, widthStrength, height, heightStrength)
    }

    /// Moves one edit while it is the weaker of its two strengths: a strong pull towards a value
    /// about to be left would drag the whole solution there and back.
    private func pull(_ variable: Variable, to value: Double, strength: Strength, from current: (value: Double, strength: Strength)) {
        if strength < current.strength { try? solver.setEditStrength(strength, for: variable) }
        if value != current.value { try? solver.suggestValue(value, for: variable) }
        if strength > current.strength { try? solver.setEditStrength(strength, for: variable) }
    }

    /// A child's variables, its size never negative: before its constraints, so that one
    /// asking for a negative size is the one reported.
    private func addItem(_ key: AnyHashable) {
        let item = ItemVariables(describeKey(key))
        items[key] = item
        let floors = [Constraint(item.width >= 0, strength: .required), Constraint(item.height >= 0, strength: .required)]
        stays[key] = floors.filter { (try? solver.addConstraint($0)) != nil }
    }

    private func addWeakDefaults(_ key: AnyHashable) {
        guard let item = items[key] else { return }
        // Weaker than any priority (1 weighs ~1): an under-constrained child sits at the origin,
        // and these never tip a balance between real constraints.
        let weakest = Strength(weight: 0.01)
        let defaults = [
            Constraint(item.left == 0, strength: weakest), Constraint(item.top == 0, strength: weakest),
            Constraint(item.width == 0, strength: weakest), Constraint(item.height == 0, strength: weakest),
        ]
        stays[key, default: []] += defaults.filter { (try? solver.addConstraint($0)) != nil }
    }

    private func removeItem(_ key: AnyHashable) {
        for constraint in installed.keys where constraint.item == key || constraint.target == .sibling(key) {
            uninstall(constraint)
        }
        for constraint in (stays[key] ?? []) + (intrinsic[key]?.constraints ?? []) {
            try? solver.removeConstraint(constraint)
        }
        stays[key] = nil
        intrinsic[key] = nil
        items[key] = nil
    }

    private func uninstall(_ constraint: LayoutConstraint) {
        guard let solved = installed.removeValue(forKey: constraint) else { return }
        try? solver.removeConstraint(solved)
    }

    private func install(_ constraints: [LayoutConstraint]) -> Bool {
        var allInstalled = true
        for constraint in constraints {
            guard let relation = relation(for: constraint) else {
                allInstalled = false
                continue
            }
            let solved = Constraint(relation, strength: Self.strength(for: constraint.priority))
            do {
                try solver.addConstraint(solved)
                installed[constraint] = solved
            } catch let error as SolverError {
                allInstalled = false
                diagnostics.append(conflictMessage(constraint, error))
            } catch {
                allInstalled = false
            }
        }
        return allInstalled
    }

    private func conflictMessage(_ constraint: LayoutConstraint, _ error: SolverError) -> String {
        let byConstraint = Dictionary(installed.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { a, _ in a })
        var involved: [String] = []
        if case .unsatisfiableConstraint(_, let conflicts) = error {
            // Conflicts among the built-in preferences (stays, natural sizes) have no user text.
            involved = conflicts.compactMap { byConstraint[$0.id]?.description }
        }
        var lines = ["Unable to simultaneously satisfy constraints. Breaking \(constraint)"]
        if !involved.isEmpty { lines.append("  It conflicts with:") }
        lines += involved.sorted().map { "    \($0)" }
        return lines.joined(separator: "\n")
    }

    private func relation(for constraint: LayoutConstraint) -> LinearRelation? {
        guard let item = items[constraint.item] else { return nil }
        // As in Auto Layout, the x-axis of leading and trailing runs from leading to trailing:
        // in right-to-left text their offsets point the other way too.
        // Both the offset and the relation mirror: `trailing <= superview.trailing - 10` keeps
        // 10 points from the trailing edge, which in right-to-left text is `left >= 10`.
        var constraint = constraint
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        if isRightToLeft && (directional.contains(constraint.attribute) || constraint.targetAttribute.map(directional.contains) == true) {
            constraint.constant = -(constraint.rightToLeftConstant ?? constraint.constant)
            switch constraint.relation {
            case .lessThanOrEqual: constraint.relation = .greaterThanOrEqual
            case .greaterThanOrEqual: constraint.relation = .lessThanOrEqual
            case .equal: break
            }
        }
        let lhs = expression(item, constraint.attribute)
        let rhs: LinearExpression
        switch constraint.target {
        case .none:
            rhs = LinearExpression(constraint.constant)
        case .parent:
            rhs = containerLinearExpression(constraint.targetAttribute ?? constraint.attribute) * constraint.multiplier + constraint.constant
        case .sibling(let key):
            guard let other = items[key] else { return nil }
            rhs = expression(other, constraint.targetAttribute ?? constraint.attribute) * constraint.multiplier + constraint.constant
        }
        switch constraint.relation {
        case .equal: return lhs == rhs
        case .lessThanOrEqual: return lhs <= rhs
        case .greaterThanOrEqual: return lhs >= rhs
        }
    }

    private func expression(_ item: ItemVariables, _ attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left: return LinearExpression(item.left)
        case .top: return LinearExpression(item.top)
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .right: return item.left + item.width
        case .bottom: return item.top + item.height
        case .centerX: return item.left + item.width * 0.5
        case .centerY: return item.top + item.height * 0.5
        case .leading: return expression(item, isRightToLeft ? .right : .left)
        case .trailing: return expression(item, isRightToLeft ? .left : .right)
        }
    }

    /// The container in its own coordinates: its left and top are zero.
    private func containerLinearExpression(_ attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left, .top: return LinearExpression(0)
        case .width: return LinearExpression(container.width)
        case .height: return LinearExpression(container.height)
        case .right: return LinearExpression(container.width)
        case .bottom: return LinearExpression(container.height)
        case .centerX: return container.width * 0.5
        case .centerY: return container.height * 0.5
        case .leading: return isRightToLeft ? LinearExpression(container.width) : LinearExpression(0)
        case .trailing: return isRightToLeft ? LinearExpression(0) : LinearExpression(container.width)
        }
    }
}

private func describeKey(_ key: AnyHashable) -> String {
    if let string = key.base as? String { return "\"\(string)\"" }
    return "\(key.base)"
}
