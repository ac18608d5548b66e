/// Anything a constraint can point at: the parent view, a sibling's element, a placed widget.
///
/// StateView, ShadowViewElement and the widget wrappers conform. A constraint only keeps the
/// object's identity, never a reference, so constraints cannot keep views alive.
public protocol ConstraintItem: AnyObject, ConstraintRelatableTarget {}

extension ConstraintItem {
    /// SnapKit's namespace for a view's attributes: `make.top.equalTo(title.snp.bottom)`.
    public var snp: ConstraintAnchors { ConstraintAnchors(item: ObjectIdentifier(self), name: "\(type(of: self))") }
}

extension ShadowViewElement: ConstraintItem {}

/// The attributes of one item, for `make.top.equalTo(title.snp.bottom)`.
public struct ConstraintAnchors: Sendable {
    let item: ObjectIdentifier
    let name: String
    private func anchor(_ attribute: LayoutAttribute) -> ConstraintAnchor {
        ConstraintAnchor(item: item, itemName: name, attribute: attribute)
    }
    /// The item's left edge.
    public var left: ConstraintAnchor { anchor(.left) }
    /// The item's right edge.
    public var right: ConstraintAnchor { anchor(.right) }
    /// The item's top edge.
    public var top: ConstraintAnchor { anchor(.top) }
    /// The item's bottom edge.
    public var bottom: ConstraintAnchor { anchor(.bottom) }
    /// The item's leading edge.
    public var leading: ConstraintAnchor { anchor(.leading) }
    /// The item's trailing edge.
    public var trailing: ConstraintAnchor { anchor(.trailing) }
    /// The item's width.
    public var width: ConstraintAnchor { anchor(.width) }
    /// The item's height.
    public var height: ConstraintAnchor { anchor(.height) }
    /// The item's horizontal centre.
    public var centerX: ConstraintAnchor { anchor(.centerX) }
    /// The item's vertical centre.
    public var centerY: ConstraintAnchor { anchor(.centerY) }
}

/// One attribute of one item.
public struct ConstraintAnchor: Sendable {
    package let item: ObjectIdentifier
    package let itemName: String
    package let attribute: LayoutAttribute
}

/// A size for `make.size.equalTo(Size(width: 100, height: 50))`.
public struct Size: Hashable, Sendable {
    /// The width, in pixels.
    public var width: Double
    /// The height, in pixels.
    public var height: Double
    /// A size of `width` by `height` pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Per-edge insets for `make.edges.equalTo(self).inset(EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, in pixels.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double
    /// Insets per edge; edges not given are not inset.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// The same inset on all four edges.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
}

/// The right-hand side of `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
public protocol ConstraintRelatableTarget {
    /// What the constraint relates to.
    var constraintTarget: ConstraintTargetValue { get }
}

/// The resolved kinds of right-hand side.
public enum ConstraintTargetValue: Sendable {
    /// A number: `make.height.equalTo(44)`.
    case constant(Double)
    /// The parent itself, when the closure has no reference to it: `equalToSuperview()`.
    case superview
    /// A width and a height: `make.size.equalTo(Size(width: 32, height: 32))`.
    case size(Size)
    /// The same attribute of a view or widget (the parent or a sibling), named in diagnostics.
    case item(ObjectIdentifier, name: String)
    /// One attribute of a view or widget: `title.snp.bottom`.
    case anchor(ConstraintAnchor)
}

extension Int: ConstraintRelatableTarget {
    /// A number.
    public var constraintTarget: ConstraintTargetValue { .constant(Double(self)) }
}
extension Double: ConstraintRelatableTarget {
    /// A number.
    public var constraintTarget: ConstraintTargetValue { .constant(self) }
}
extension Float: ConstraintRelatableTarget {
    /// A number.
    public var constraintTarget: ConstraintTargetValue { .constant(Double(self)) }
}
extension Size: ConstraintRelatableTarget {
    /// A width and a height.
    public var constraintTarget: ConstraintTargetValue { .size(self) }
}
extension ConstraintAnchor: ConstraintRelatableTarget {
    /// One attribute of a view or widget.
    public var constraintTarget: ConstraintTargetValue { .anchor(self) }
}

extension ConstraintItem {
    /// The item itself: the same attribute of it.
    public var constraintTarget: ConstraintTargetValue { .item(ObjectIdentifier(self), name: "\(type(of: self))") }
}
