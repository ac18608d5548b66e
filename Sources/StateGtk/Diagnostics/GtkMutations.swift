/// Counts the GTK calls that change the widget tree, so tests and benchmarks can check that an
/// update made the fewest possible (a no-op re-render: none; a swap: two reorders).
///
/// ```swift
/// let counts = GtkMutations.measure { view.state["rows"] = swapped; StateView.flushRenders() }
/// assert(counts.reorders == 2 && counts.total == 2)
/// ```
@MainActor
public enum GtkMutations {
    public struct Counts: Equatable, Sendable, CustomStringConvertible {
        public var adds = 0
        public var removes = 0
        public var reorders = 0
        public var destroys = 0
        public var labelSets = 0
        public var styleClassChanges = 0
        public var propertySets = 0

        public init() {}

        public var total: Int { adds + removes + reorders + destroys + labelSets + styleClassChanges + propertySets }

        public var description: String {
            let parts = [
                ("add", adds), ("remove", removes), ("reorder", reorders), ("destroy", destroys),
                ("label", labelSets), ("class", styleClassChanges), ("property", propertySets),
            ].filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
            return parts.isEmpty ? "none" : parts.joined(separator: ", ")
        }
    }

    public enum Kind: Sendable { case add, remove, reorder, destroy, labelSet, styleClassChange, propertySet }

    public private(set) static var counts = Counts()

    static func record(_ kind: Kind) {
        switch kind {
        case .add: counts.adds += 1
        case .remove: counts.removes += 1
        case .reorder: counts.reorders += 1
        case .destroy: counts.destroys += 1
        case .labelSet: counts.labelSets += 1
        case .styleClassChange: counts.styleClassChanges += 1
        case .propertySet: counts.propertySets += 1
        }
    }

    /// The mutations `body` made.
    public static func measure(_ body: () throws -> Void) rethrows -> Counts {
        let before = counts
        try body()
        var delta = Counts()
        delta.adds = counts.adds - before.adds
        delta.removes = counts.removes - before.removes
        delta.reorders = counts.reorders - before.reorders
        delta.destroys = counts.destroys - before.destroys
        delta.labelSets = counts.labelSets - before.labelSets
        delta.styleClassChanges = counts.styleClassChanges - before.styleClassChanges
        delta.propertySets = counts.propertySets - before.propertySets
        return delta
    }
}
