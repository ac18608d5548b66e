/// A layout mistake in a render, reported with the view and key it concerns.
package struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package let location: SourceLocation
    package var description: String { "\(message) (\(location))" }
}

/// Turns the `make` closures' descriptions into `LayoutConstraint`s relating one child to its
/// parent or siblings, following SnapKit: a number for a position means "from the parent's same
/// edge", a number for a size is a fixed size, `offset` adds, `inset` moves edges inwards.
package enum ConstraintResolution {
    package static func resolve(
        _ descriptions: [ConstraintDescription], item: AnyHashable, itemObject: ObjectIdentifier?,
        parent: ObjectIdentifier, parentName: String, siblings: [ObjectIdentifier: AnyHashable]
    ) -> (constraints: [LayoutConstraint], diagnostics: [LayoutDiagnostic]) {
        var resolver = Resolver(item: item, itemObject: itemObject, parent: parent, parentName: parentName, siblings: siblings)
        for description in descriptions {
            for attribute in description.attributes { resolver.resolve(description, attribute) }
        }
        return (resolver.constraints, resolver.diagnostics)
    }
}

/// The state of one child's resolution. A struct with mutating methods rather than nested
/// closures over local variables: the latter crashed the Swift 6.3 optimizer (SIL verification).
private struct Resolver {
    let item: AnyHashable
    let itemObject: ObjectIdentifier?
    let parent: ObjectIdentifier
    let parentName: String
    let siblings: [ObjectIdentifier: AnyHashable]
    var constraints: [LayoutConstraint] = []
    var diagnostics: [LayoutDiagnostic] = []

    private mutating func reject(_ message: String, _ description: ConstraintDescription) {
        diagnostics.append(LayoutDiagnostic(message: "\(parentName): \(message); constraint ignored", location: description.location))
    }

    private mutating func target(for object: ObjectIdentifier, name: String, _ description: ConstraintDescription) -> LayoutConstraint.Target? {
        if object == parent { return .parent }
        // An item may relate its own attributes (an aspect ratio: height == self.width).
        if object == itemObject { return .sibling(item) }
        if let key = siblings[object] { return .sibling(key) }
        reject("the child \(item) is constrained to a \(name) that is neither its parent \(parentName) nor one of its siblings", description)
        return nil
    }

    mutating func resolve(_ description: ConstraintDescription, _ attribute: LayoutAttribute) {
        var constraint = LayoutConstraint(
            item: item, attribute: attribute, relation: description.relation, target: .none,
            targetAttribute: nil, multiplier: 1,
            constant: description.offset + description.insetConstant(for: attribute),
            priority: description.priority, label: description.label, location: description.location)
        if attribute == .leading || attribute == .trailing, description.insets != nil {
            constraint.rightToLeftConstant = description.offset + description.insetConstant(for: attribute, rightToLeft: true)
        }
        switch description.target {
        case .superview:
            constraint.target = .parent
            constraint.targetAttribute = attribute
            constraint.multiplier = description.multiplier
        case .constant(let value):
            constraint.constant += value
            constraint.rightToLeftConstant = constraint.rightToLeftConstant.map { $0 + value }
            if !attribute.isSize {
                constraint.target = .parent
                constraint.targetAttribute = attribute
            }
        case .size(let size):
            guard attribute.isSize else {
                return reject("a Size can only constrain width or height, not \(attribute) of \(item)", description)
            }
            constraint.constant += attribute == .width ? size.width : size.height
        case .item(let object, let name):
            guard let resolved = target(for: object, name: name, description) else { return }
            constraint.target = resolved
            constraint.targetAttribute = attribute
            constraint.multiplier = description.multiplier
        case .anchor(let anchor):
            // Sizes relate across axes (aspect ratios); positions only along their own axis.
            // Leading/trailing never pair with left/right: one follows the text direction, the
            // other does not (Auto Layout refuses the pair too).
            let directional: Set<LayoutAttribute> = [.leading, .trailing], absolute: Set<LayoutAttribute> = [.left, .right]
            let mixesDirections = directional.contains(attribute) && absolute.contains(anchor.attribute)
                || absolute.contains(attribute) && directional.contains(anchor.attribute)
            let compatible = !mixesDirections && (anchor.attribute.isSize && attribute.isSize
                || (!anchor.attribute.isSize && !attribute.isSize && anchor.attribute.isHorizontal == attribute.isHorizontal))
            guard compatible else {
                return reject("\(item).\(attribute) cannot be related to \(anchor.itemName).\(anchor.attribute) (another axis or kind)", description)
            }
            guard let resolved = target(for: anchor.item, name: anchor.itemName, description) else { return }
            constraint.target = resolved
            constraint.targetAttribute = anchor.attribute
            constraint.multiplier = description.multiplier
        }
        if let problem = constraint.numericProblem { return reject("\(problem) in \(constraint.summary)", description) }
        constraints.append(constraint)
    }
}
