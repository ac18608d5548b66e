// toolkit: both (pure Swift: the GTK 4 layer counts its calls here too)
/// Counts the GTK calls that change the widget tree, so tests and benchmarks can check that an
/// update made the fewest possible (a no-op re-render: none; a swap: two reorders). Users count
/// through StateGtkTesting's `countGtkCalls`, which returns ``GtkCallCounts``.
@MainActor
package enum GtkMutations {
    package typealias Counts = GtkCallCounts

    package enum Kind: Sendable { case add, remove, reorder, destroy, labelSet, styleClassChange, propertySet }

    /// The calls made since the process started.
    package private(set) static var counts = Counts()

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
    package static func measure(_ body: () throws -> Void) rethrows -> Counts {
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
