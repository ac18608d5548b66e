/// The attributes of a view's frame a constraint can relate, as in Auto Layout and SnapKit.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// The axis the attribute lies on.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        case .top, .bottom, .height, .centerY: false
        }
    }

    /// Width and height are sizes; every other attribute is a position.
    public var isSize: Bool { self == .width || self == .height }
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: String, Hashable, Sendable {
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
    public var value: Double
    public init(_ value: Double) { self.value = min(max(value, 1), 1000) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static let required = LayoutPriority(1000)
    public static let high = LayoutPriority(750)
    public static let medium = LayoutPriority(500)
    public static let low = LayoutPriority(250)

    public var isRequired: Bool { value >= 1000 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    public var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}
