/// Counts the GTK calls that change the widget tree, so tests and benchmarks can check that an
/// update made the fewest possible (a no-op re-render: none; a swap: two reorders).
///
/// ```swift
/// let counts = GtkMutations.measure { view.state["rows"] = swapped; StateView.flushRenders() }
/// assert(counts.reorders == 2 && counts.total == 2)
/// ```
@MainActor
public enum GtkMutations {
    /// How many GTK calls of each kind were made.
    public struct Counts: Equatable, Sendable, CustomStringConvertible {
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

    package enum Kind: Sendable { case add, remove, reorder, destroy, labelSet, styleClassChange, propertySet }

    /// The calls made since the process started.
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
