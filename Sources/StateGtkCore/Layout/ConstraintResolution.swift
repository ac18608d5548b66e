/// A layout mistake in a render, reported with the view and key it concerns.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let location: SourceLocation
    public var description: String { "\(message) (\(location))" }
}

/// Turns the `make` closures' descriptions into `LayoutConstraint`s relating one child to its
/// parent or siblings, following SnapKit: a number for a position means "from the parent's same
/// edge", a number for a size is a fixed size, `offset` adds, `inset` moves edges inwards.
public enum ConstraintResolution {
    public static func resolve(
        _ descriptions: [ConstraintDescription], item: AnyHashable, itemObject: ObjectIdentifier?,
        parent: ObjectIdentifier, parentName: String, siblings: [ObjectIdentifier: AnyHashable]
    ) -> (constraints: [LayoutConstraint], diagnostics: [LayoutDiagnostic]) {
        var constraints: [LayoutConstraint] = []
        var diagnostics: [LayoutDiagnostic] = []
        func reject(_ message: String, _ description: ConstraintDescription) {
            diagnostics.append(LayoutDiagnostic(message: message, location: description.location))
        }
        func target(for object: ObjectIdentifier, name: String, _ description: ConstraintDescription) -> LayoutConstraint.Target? {
            if object == parent { return .parent }
            if object == itemObject {
                reject("\(parentName): the child \(item) is constrained to itself; constraint ignored", description)
                return nil
            }
            if let key = siblings[object] { return .sibling(key) }
            reject("\(parentName): the child \(item) is constrained to a \(name) that is neither its parent \(parentName) nor one of its siblings; constraint ignored", description)
            return nil
        }

        for description in descriptions {
            for attribute in description.attributes {
                var constraint = LayoutConstraint(
                    item: item, attribute: attribute, relation: description.relation, target: .none,
                    targetAttribute: nil, multiplier: 1,
                    constant: description.offset + description.insetConstant(for: attribute),
                    priority: description.priority, label: description.label, location: description.location)
                switch description.target {
                case .constant(let value):
                    constraint.constant += value
                    if !attribute.isSize {
                        constraint.target = .parent
                        constraint.targetAttribute = attribute
                    }
                case .size(let size):
                    guard attribute.isSize else {
                        reject("\(parentName): a Size can only constrain width or height, not \(attribute) of \(item); constraint ignored", description)
                        continue
                    }
                    constraint.constant += attribute == .width ? size.width : size.height
                case .item(let object, let name):
                    guard let resolved = target(for: object, name: name, description) else { continue }
                    constraint.target = resolved
                    constraint.targetAttribute = attribute
                    constraint.multiplier = description.multiplier
                case .anchor(let anchor):
                    guard anchor.attribute.isHorizontal == attribute.isHorizontal,
                          anchor.attribute.isSize == attribute.isSize || (attribute.isSize && anchor.attribute.isSize)
                    else {
                        reject("\(parentName): \(item).\(attribute) cannot be related to \(anchor.itemName).\(anchor.attribute) (another axis or kind); constraint ignored", description)
                        continue
                    }
                    guard let resolved = target(for: anchor.item, name: anchor.itemName, description) else { continue }
                    constraint.target = resolved
                    constraint.targetAttribute = anchor.attribute
                    constraint.multiplier = description.multiplier
                }
                constraints.append(constraint)
            }
        }
        return (constraints, diagnostics)
    }
}
