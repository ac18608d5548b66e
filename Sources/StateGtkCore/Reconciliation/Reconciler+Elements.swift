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
