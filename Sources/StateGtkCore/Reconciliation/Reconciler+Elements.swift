extension Reconciler {
    /// The plan from the elements the children on screen were placed with to a render's
    /// placements. Made here, where the reconciler is specialised for these lazy maps: the
    /// identities are read in place (no arrays of them are built), and an element placed
    /// again (`placeEach` keeps the elements of unchanged items) is the same child without
    /// comparing identities.
    ///
    /// ```swift
    /// let plan = Reconciler.plan(old: elementsOnScreen, new: placements)
    /// // plan.steps.isEmpty when the render placed the same children in the same order
    /// ```
    package static func plan(old: [ShadowViewElement], new: [ShadowViewElement]) -> ReconcilePlan {
        plan(old: ElementIdentities(old), new: ElementIdentities(new), knownSame: { old[$0] === new[$1] })
    }
}

extension Reconciler {
    /// Why a placement was dropped by `firstPlacements(_:)`.
    package enum RepeatedPlacement {
        /// Its key was placed earlier in the same render.
        case key
        /// Its widget instance was placed earlier in the same render, under `firstKey`: one
        /// GtkWidget has one parent, and removing either key would take it off screen.
        case instance(firstKey: AnyHashable)
    }

    /// The one rule for repeated placements: the first placement of a key, or of a widget
    /// instance, wins. Returns the placements to apply, and the dropped ones with why, for the
    /// caller to report.
    ///
    /// ```swift
    /// let (unique, repeated) = Reconciler.firstPlacements(placements)
    /// for (element, why) in repeated { report(element, why) }
    /// ```
    package static func firstPlacements(
        _ placements: [ShadowViewElement]
    ) -> (unique: [ShadowViewElement], repeated: [(element: ShadowViewElement, why: RepeatedPlacement)]) {
        var unique: [ShadowViewElement] = []
        unique.reserveCapacity(placements.count)
        var repeated: [(element: ShadowViewElement, why: RepeatedPlacement)] = []
        var keys = Set<FastKey>()
        keys.reserveCapacity(placements.count)
        // The first placement of each widget instance, by its index in `unique`.
        var instances: [UInt: Int] = [:]
        for element in placements {
            guard keys.insert(element.identity.fastKey).inserted else {
                repeated.append((element, .key))
                continue
            }
            if case .widget(let address) = element.identity.kind {
                if let first = instances[address] {
                    repeated.append((element, .instance(firstKey: unique[first].key)))
                    continue
                }
                instances[address] = unique.count
            }
            unique.append(element)
        }
        return (unique, repeated)
    }
}

/// The identities of elements, read in place. A collection of its own rather than a lazy map:
/// the specialised plan inlines this subscript, where it would call a lazy map's closure
/// through a pointer for every identity it reads.
private struct ElementIdentities: RandomAccessCollection {
    let elements: [ShadowViewElement]

    init(_ elements: [ShadowViewElement]) { self.elements = elements }

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(index: Int) -> ElementIdentity { elements[index].identity }
}
