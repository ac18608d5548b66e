/// A direction: for stacks, and for per-axis layout priorities.
public enum Axis: Sendable, Hashable { case horizontal, vertical }

/// A layout priority set for each axis, or not set (the default for the child's kind applies).
///
/// ```swift
/// var hugging = AxisPriorities()
/// hugging[.horizontal] = .high
/// ```
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority?
    public var vertical: LayoutPriority?

    public init(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> LayoutPriority? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
