/// The attributes of a view's frame a constraint can relate, as in Auto Layout and SnapKit.
package enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// The axis the attribute lies on.
    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        case .top, .bottom, .height, .centerY: false
        }
    }

    /// Width and height are sizes; every other attribute is a position.
    package var isSize: Bool { self == .width || self == .height }
}

/// How the two sides of a constraint compare.
package enum LayoutRelation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// How much a constraint matters, from 1 to 1000 (required), as in Auto Layout.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)
/// make.height.lessThanOrEqualTo(300).priority(600)
/// ```
public struct LayoutPriority: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The priority, from 1 to 1000.
    public var value: Double
    /// A priority, clamped to 1...1000.
    public init(_ value: Double) { self.value = min(max(value, 1), 1000) }
    /// A priority from an integer literal: `.priority(600)`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    /// A priority from a floating-point literal.
    public init(floatLiteral value: Double) { self.init(value) }

    /// Must hold (1000). Conflicting required constraints are logged, and one is dropped.
    public static let required = LayoutPriority(1000)
    /// 750: Auto Layout's `defaultHigh`, the default compression resistance.
    public static let high = LayoutPriority(750)
    /// 500.
    public static let medium = LayoutPriority(500)
    /// 250: Auto Layout's `defaultLow`, the default content hugging of a StateView.
    public static let low = LayoutPriority(250)

    /// Whether this is `required`.
    public var isRequired: Bool { value >= 1000 }
    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    /// The value, such as `750`.
    public var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}
