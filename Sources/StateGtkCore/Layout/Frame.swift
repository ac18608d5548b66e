/// A child's rectangle in its parent's coordinates.
package struct Frame: Hashable, Sendable, CustomStringConvertible {
    package var x: Double, y: Double, width: Double, height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// A child's natural size and how strongly it keeps it, Auto Layout style.
package struct IntrinsicSize: Hashable, Sendable {
    /// Natural width and height; `nil` on an axis means the child has no opinion there.
    package var width: Double?
    package var height: Double?
    /// The smallest width the child can draw in (GTK's minimum), for the container's minimum.
    package var minimumWidth: Double?
    /// Resistance to growing past the natural size (content hugging).
    package var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Resistance to shrinking below it (compression resistance).
    package var compression: (horizontal: LayoutPriority, vertical: LayoutPriority)

    package init(
        width: Double?, height: Double?,
        hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.low, .low),
        compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.high, .high)
    ) {
        self.width = width
        self.height = height
        self.hugging = hugging
        self.compression = compression
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.minimumWidth == rhs.minimumWidth && lhs.hugging == rhs.hugging
            && lhs.compression == rhs.compression
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(hugging.horizontal)
        hasher.combine(hugging.vertical)
    }
}
