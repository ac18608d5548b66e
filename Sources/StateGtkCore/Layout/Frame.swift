/// A child's rectangle in its parent's coordinates.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// A child's natural size and how strongly it keeps it, Auto Layout style.
public struct IntrinsicSize: Hashable, Sendable {
    /// Natural width and height; `nil` on an axis means the child has no opinion there.
    public var width: Double?
    public var height: Double?
    /// The smallest width the child can draw in (GTK's minimum), for the container's minimum.
    public var minimumWidth: Double?
    /// Resistance to growing past the natural size (content hugging).
    public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Resistance to shrinking below it (compression resistance).
    public var compression: (horizontal: LayoutPriority, vertical: LayoutPriority)

    public init(
        width: Double?, height: Double?,
        hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.low, .low),
        compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.high, .high)
    ) {
        self.width = width
        self.height = height
        self.hugging = hugging
        self.compression = compression
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.minimumWidth == rhs.minimumWidth && lhs.hugging == rhs.hugging
            && lhs.compression == rhs.compression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(hugging.horizontal)
        hasher.combine(hugging.vertical)
    }
}
