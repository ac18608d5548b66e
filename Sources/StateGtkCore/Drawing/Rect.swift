/// A rectangle in a drawing area's coordinates: its top-left corner and its size.
///
/// ```swift
/// context.fill(Path(Rect(x: 10, y: 20, width: 30, height: 40)), with: RGBA(red: 0.2, green: 0.5, blue: 0.9))
/// ```
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height, in pixels.
    public var size: Size

    /// The rectangle whose top-left corner is `origin`, `size` large.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is at (`x`, `y`), `width` by `height` pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The centre.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` is inside (the top and left edges are, the bottom and right ones not), so
    /// that a press can be matched to what was drawn there.
    ///
    /// ```swift
    /// let pressed = bars.firstIndex { $0.contains(Point(x: x, y: y)) }
    /// ```
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
