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
    public var left: ConstraintAnchor { anchor(.left) }
    public var right: ConstraintAnchor { anchor(.right) }
    public var top: ConstraintAnchor { anchor(.top) }
    public var bottom: ConstraintAnchor { anchor(.bottom) }
    public var leading: ConstraintAnchor { anchor(.leading) }
    public var trailing: ConstraintAnchor { anchor(.trailing) }
    public var width: ConstraintAnchor { anchor(.width) }
    public var height: ConstraintAnchor { anchor(.height) }
    public var centerX: ConstraintAnchor { anchor(.centerX) }
    public var centerY: ConstraintAnchor { anchor(.centerY) }
}

/// One attribute of one item.
public struct ConstraintAnchor: Sendable {
    public let item: ObjectIdentifier
    public let itemName: String
    public let attribute: LayoutAttribute
}

/// A size for `make.size.equalTo(Size(width: 100, height: 50))`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Per-edge insets for `make.edges.equalTo(self).inset(EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
}

/// The right-hand side of `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
public protocol ConstraintRelatableTarget {
    var constraintTarget: ConstraintTargetValue { get }
}

/// The resolved kinds of right-hand side.
public enum ConstraintTargetValue: Sendable {
    case constant(Double)
    /// The parent itself, when the closure has no reference to it: `equalToSuperview()`.
    case superview
    case size(Size)
    case item(ObjectIdentifier, name: String)
    case anchor(ConstraintAnchor)
}

extension Int: ConstraintRelatableTarget { public var constraintTarget: ConstraintTargetValue { .constant(Double(self)) } }
extension Double: ConstraintRelatableTarget { public var constraintTarget: ConstraintTargetValue { .constant(self) } }
extension Float: ConstraintRelatableTarget { public var constraintTarget: ConstraintTargetValue { .constant(Double(self)) } }
extension Size: ConstraintRelatableTarget { public var constraintTarget: ConstraintTargetValue { .size(self) } }
extension ConstraintAnchor: ConstraintRelatableTarget { public var constraintTarget: ConstraintTargetValue { .anchor(self) } }

extension ConstraintItem {
    public var constraintTarget: ConstraintTargetValue { .item(ObjectIdentifier(self), name: "\(type(of: self))") }
}
