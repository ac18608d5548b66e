// toolkit: both (pure Swift: the GTK 4 layer counts its calls here too)
/// How many GTK calls of each kind that change the widget tree were made: what
/// StateGtkTesting's `countGtkCalls` returns, so that a test proves an update did the least work.
///
/// ```swift
/// let calls = countGtkCalls { view.state["rows"] = swapped }
/// XCTAssertEqual(calls.reorders, 2)
/// XCTAssertEqual(calls.total, 2)
/// ```
public struct GtkCallCounts: Equatable, Sendable, CustomStringConvertible {
    /// Children added to a container.
    public var adds = 0
    /// Children removed from a container.
    public var removes = 0
    /// Children moved within a container.
    public var reorders = 0
    /// Widgets destroyed.
    public var destroys = 0
    /// Label texts set.
    public var labelSets = 0
    /// CSS style classes added or removed.
    public var styleClassChanges = 0
    /// Other widget properties set.
    public var propertySets = 0

    /// No calls.
    public init() {}

    /// Every call counted, of any kind.
    public var total: Int { adds + removes + reorders + destroys + labelSets + styleClassChanges + propertySets }

    /// The non-zero counts, such as `"2 reorder"`, or `"none"`.
    public var description: String {
        let parts = [
            ("add", adds), ("remove", removes), ("reorder", reorders), ("destroy", destroys),
            ("label", labelSets), ("class", styleClassChanges), ("property", propertySets),
        ].filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}

