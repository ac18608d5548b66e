/// A direction: for stacks, and for per-axis layout priorities.
public enum Axis: Sendable, Hashable {
    /// Left to right (or right to left).
    case horizontal
    /// Top to bottom.
    case vertical
}

/// A layout priority set for each axis, or not set (the default for the child's kind applies).
///
/// ```swift
/// var hugging = AxisPriorities()
/// hugging[.horizontal] = .high
/// ```
@usableFromInline package struct AxisPriorities: Hashable, Sendable {
    @usableFromInline package var horizontal: LayoutPriority?
    @usableFromInline package var vertical: LayoutPriority?

    package init(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package subscript(axis: Axis) -> LayoutPriority? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    // Inlinable, for `PlacementLayout`'s comparison in every render.
    @inlinable
    package static func == (lhs: AxisPriorities, rhs: AxisPriorities) -> Bool {
        lhs.horizontal?.value == rhs.horizontal?.value && lhs.vertical?.value == rhs.vertical?.value
    }
}
