/// SnapKit's `make` inside a `place(…) { make in … }` closure.
///
/// ```swift
/// place(title, key: "title") { make in
///     make.left.equalTo(14)
///     make.top.equalTo(icon.snp.bottom).offset(2)
///     make.width.equalTo(self).dividedBy(2).offset(-56)
/// }
/// ```
public final class ConstraintMaker {
    var descriptions: [ConstraintDescription] = []

    /// A maker with no constraints yet; `place` makes one for each placement.
    public init() {}

    func extendable(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        ConstraintMakerExtendable(maker: self, attributes: attributes)
    }

    /// The child's left edge.
    public var left: ConstraintMakerExtendable { extendable([.left]) }
    /// The child's right edge.
    public var right: ConstraintMakerExtendable { extendable([.right]) }
    /// The child's top edge.
    public var top: ConstraintMakerExtendable { extendable([.top]) }
    /// The child's bottom edge.
    public var bottom: ConstraintMakerExtendable { extendable([.bottom]) }
    /// The child's leading edge (left in left-to-right text, right in right-to-left text).
    public var leading: ConstraintMakerExtendable { extendable([.leading]) }
    /// The child's trailing edge (right in left-to-right text, left in right-to-left text).
    public var trailing: ConstraintMakerExtendable { extendable([.trailing]) }
    /// The child's width.
    public var width: ConstraintMakerExtendable { extendable([.width]) }
    /// The child's height.
    public var height: ConstraintMakerExtendable { extendable([.height]) }
    /// The child's horizontal centre.
    public var centerX: ConstraintMakerExtendable { extendable([.centerX]) }
    /// The child's vertical centre.
    public var centerY: ConstraintMakerExtendable { extendable([.centerY]) }
    /// All four edges: `make.edges.equalTo(self).inset(8)`.
    public var edges: ConstraintMakerExtendable { extendable([.top, .left, .bottom, .right]) }
    /// The left and right edges.
    public var horizontalEdges: ConstraintMakerExtendable { extendable([.left, .right]) }
    /// The top and bottom edges.
    public var verticalEdges: ConstraintMakerExtendable { extendable([.top, .bottom]) }
    /// The top, leading, bottom and trailing edges.
    public var directionalEdges: ConstraintMakerExtendable { extendable([.top, .leading, .bottom, .trailing]) }
    /// The width and the height: `make.size.equalTo(Size(width: 32, height: 32))`.
    public var size: ConstraintMakerExtendable { extendable([.width, .height]) }
    /// Both centres: `make.center.equalTo(self)`.
    public var center: ConstraintMakerExtendable { extendable([.centerX, .centerY]) }

    /// The constraints this maker collected for the child `key`, before target resolution.
    package func collectedConstraints() -> [ConstraintDescription] { descriptions }
}

/// One or more attributes waiting for a relation: `make.left.right`, then `.equalTo(…)`.
public final class ConstraintMakerExtendable {
    let maker: ConstraintMaker
    let attributes: [LayoutAttribute]

    init(maker: ConstraintMaker, attributes: [LayoutAttribute]) {
        self.maker = maker
        self.attributes = attributes
    }

    private func adding(_ more: [LayoutAttribute]) -> ConstraintMakerExtendable {
        ConstraintMakerExtendable(maker: maker, attributes: attributes + more)
    }

    /// Adds the left edge.
    public var left: ConstraintMakerExtendable { adding([.left]) }
    /// Adds the right edge.
    public var right: ConstraintMakerExtendable { adding([.right]) }
    /// Adds the top edge.
    public var top: ConstraintMakerExtendable { adding([.top]) }
    /// Adds the bottom edge.
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    /// Adds the leading edge (left in left-to-right text, right in right-to-left text).
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    /// Adds the trailing edge (right in left-to-right text, left in right-to-left text).
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    /// Adds the width.
    public var width: ConstraintMakerExtendable { adding([.width]) }
    /// Adds the height.
    public var height: ConstraintMakerExtendable { adding([.height]) }
    /// Adds the horizontal centre.
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    /// Adds the vertical centre.
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    /// Adds all four edges.
    public var edges: ConstraintMakerExtendable { adding([.top, .left, .bottom, .right]) }
    /// Adds the width and the height.
    public var size: ConstraintMakerExtendable { adding([.width, .height]) }
    /// Adds both centres.
    public var center: ConstraintMakerExtendable { adding([.centerX, .centerY]) }

    private func relate(
        _ relation: LayoutRelation, _ target: ConstraintRelatableTarget, _ file: String, _ line: Int
    ) -> ConstraintMakerEditable {
        let description = ConstraintDescription(
            attributes: attributes, relation: relation, target: target.constraintTarget,
            location: SourceLocation(file: file, line: line))
        maker.descriptions.append(description)
        return ConstraintMakerEditable(description: description)
    }

    /// Makes the attributes equal to `target`: a number, `self` (the parent), a sibling, or a
    /// sibling's attribute (`title.snp.bottom`). `file` and `line` locate the constraint in
    /// diagnostics.
    @discardableResult
    public func equalTo(_ target: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, target, file, line)
    }

    /// Keeps the attributes at most `target`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target, file, line)
    }

    /// Keeps the attributes at least `target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target, file, line)
    }

    /// SnapKit's `equalToSuperview()`.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, SuperviewTarget(), file, line)
    }
}

/// The parent, when the closure has no reference to it.
struct SuperviewTarget: ConstraintRelatableTarget {
    var constraintTarget: ConstraintTargetValue { .superview }
}

/// The modifiers after a relation: `.offset(…)`, `.inset(…)`, `.multipliedBy(…)`, `.priority(…)`.
public final class ConstraintMakerEditable {
    let description: ConstraintDescription

    init(description: ConstraintDescription) { self.description = description }

    /// Adds `amount` to the constant: `make.top.equalTo(title.snp.bottom).offset(8)`.
    @discardableResult
    public func offset(_ amount: Double) -> Self {
        description.offset += amount
        return self
    }

    /// Adds `amount` to the constant.
    @discardableResult
    public func offset(_ amount: Int) -> Self { offset(Double(amount)) }

    /// Moves each edge inwards: left and top by +amount, right and bottom by -amount.
    @discardableResult
    public func inset(_ amount: Double) -> Self { inset(EdgeInsets(all: amount)) }

    /// Moves each edge inwards by `amount`.
    @discardableResult
    public func inset(_ amount: Int) -> Self { inset(Double(amount)) }

    /// Moves each edge inwards by its own inset: `make.edges.equalTo(self).inset(EdgeInsets(top: 8, left: 12))`.
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> Self {
        description.insets = insets
        return self
    }

    /// Multiplies the target by `factor`: `make.width.equalTo(self).multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ factor: Double) -> Self {
        description.multiplier *= factor
        return self
    }

    /// Divides the target by `divisor`.
    @discardableResult
    public func dividedBy(_ divisor: Double) -> Self {
        description.multiplier /= divisor
        return self
    }

    /// Lets the constraint give way to stronger ones: `.priority(.high)`. Required (1000) by default.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> Self {
        description.priority = priority
        return self
    }

    /// Sets the priority as a number from 1 to 1000.
    @discardableResult
    public func priority(_ value: Double) -> Self { priority(LayoutPriority(value)) }

    /// `.priority(600)`: an integer literal would otherwise be ambiguous.
    @discardableResult
    public func priority(_ value: Int) -> Self { priority(LayoutPriority(Double(value))) }

    /// Names the constraint in diagnostics.
    @discardableResult
    public func labeled(_ label: String) -> Self {
        description.label = label
        return self
    }
}

/// One `equalTo`-style call with its modifiers, before it is expanded into one constraint per
/// attribute and resolved against the parent and the siblings.
package final class ConstraintDescription {
    package let attributes: [LayoutAttribute]
    package let relation: LayoutRelation
    package let target: ConstraintTargetValue
    package let location: SourceLocation
    package internal(set) var offset: Double = 0
    package internal(set) var insets: EdgeInsets?
    package internal(set) var multiplier: Double = 1
    package internal(set) var priority: LayoutPriority = .required
    package internal(set) var label: String?

    init(attributes: [LayoutAttribute], relation: LayoutRelation, target: ConstraintTargetValue, location: SourceLocation) {
        self.attributes = attributes
        self.relation = relation
        self.target = target
        self.location = location
    }

    /// The constant an inset contributes to one attribute, as SnapKit computes it. In
    /// right-to-left text leading is the right edge, so it takes the right inset (and trailing
    /// the left one): insets keep their physical sides.
    func insetConstant(for attribute: LayoutAttribute, rightToLeft: Bool = false) -> Double {
        guard let insets else { return 0 }
        if rightToLeft {
            if attribute == .leading { return insets.right }
            if attribute == .trailing { return -insets.left }
        }
        switch attribute {
        case .left, .leading: return insets.left
        case .right, .trailing: return -insets.right
        case .top: return insets.top
        case .bottom: return -insets.bottom
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        }
    }
}
