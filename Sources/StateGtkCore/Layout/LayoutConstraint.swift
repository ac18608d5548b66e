/// One constraint as a render declared it, with its right-hand side resolved to the parent, a
/// sibling (by key) or nothing. Equatable, so a re-render that declares the same constraints
/// changes nothing in the solver.
///
/// `item.attribute  relation  target.targetAttribute * multiplier + constant`
package struct LayoutConstraint: Hashable, @unchecked Sendable {
    /// The other side of a constraint.
    package enum Target: Hashable, @unchecked Sendable {
        /// A plain number: `make.height.equalTo(44)`.
        case none
        /// The view whose render placed the child.
        case parent
        /// Another child of the same view, by key.
        case sibling(AnyHashable)
    }

    /// The constrained child's key.
    package var item: AnyHashable
    package var attribute: LayoutAttribute
    package var relation: LayoutRelation
    package var target: Target
    package var targetAttribute: LayoutAttribute?
    package var multiplier: Double
    package var constant: Double
    /// The constant to use in right-to-left text, where it differs (insets on leading/trailing).
    package var rightToLeftConstant: Double?
    package var priority: LayoutPriority
    package var label: String?
    package var location: SourceLocation

    package init(
        item: AnyHashable, attribute: LayoutAttribute, relation: LayoutRelation, target: Target,
        targetAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, label: String? = nil, location: SourceLocation
    ) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.location = location
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// Reads like Auto Layout's logs: `"title".top == "icon".bottom + 2 @750 (Row.swift:12)`.
    package var description: String { summary + " (\(location))" }

    /// The description without its source location.
    package var summary: String {
        var text = "\(Self.name(item)).\(attribute.rawValue) \(relation.rawValue) "
        switch target {
        case .none:
            text += Self.number(constant)
        case .parent, .sibling:
            let name = if case .sibling(let key) = target { Self.name(key) } else { "superview" }
            text += "\(name).\((targetAttribute ?? attribute).rawValue)"
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let label { text += " \"\(label)\"" }
        return text
    }

    private static func name(_ key: AnyHashable) -> String {
        if let string = key.base as? String { return "\"\(string)\"" }
        return "\(key.base)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
