/// How a placement asked its child to be laid out, apart from constraints: the modifiers
/// `expanding()`, `spanning(columns:rows:)`, `contentHugging(_:for:)` and
/// `compressionResistance(_:for:)`.
///
/// One value, so that a render compares a child's modifiers with the last render's in one read
/// of the element (each read of a class's stored property is a run-time exclusivity check).
///
/// ```swift
/// let layout = place(titleLabel, key: "title").expanding().layout
/// layout.expands  // true
/// ```
// `@usableFromInline` (and on `AxisPriorities`), so that other modules inline `==`: an inlinable
// member of a plain `package` type is not inlined outside its module.
@usableFromInline package struct PlacementLayout: Equatable, Sendable {
    /// In a stack arrangement, whether the child takes a share of the spare space.
    @usableFromInline package var expands = false
    /// In a grid arrangement, how many columns and rows the child spans (at least 1 each).
    @usableFromInline package var columns = 1
    @usableFromInline package var rows = 1
    /// Content hugging, per axis (nil: the default for the child's kind).
    @usableFromInline package var hugging = AxisPriorities()
    /// Compression resistance, per axis (nil: 750).
    @usableFromInline package var compressionResistance = AxisPriorities()

    package init() {}

    // Inlinable (the synthesised one is not): every render compares each child's modifiers.
    @inlinable
    package static func == (lhs: PlacementLayout, rhs: PlacementLayout) -> Bool {
        lhs.expands == rhs.expands && lhs.columns == rhs.columns && lhs.rows == rhs.rows
            && lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
    }
}
