/// A position in a drawing area's coordinates: pixels from its top-left corner, y downwards.
///
/// ```swift
/// path.move(to: Point(x: 0, y: size.height))
/// ```
public struct Point: Hashable, Sendable {
    /// Pixels from the left edge.
    public var x: Double
    /// Pixels from the top edge.
    public var y: Double

    /// The point `x` pixels right of and `y` pixels below the origin.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Both coordinates are numbers (not NaN, not infinite): Cairo stops drawing altogether
    /// after a path with one that is not.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
