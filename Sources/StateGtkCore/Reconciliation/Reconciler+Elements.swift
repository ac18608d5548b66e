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
        plan(
            old: old.lazy.map(ShadowViewElement.identity(of:)), new: new.lazy.map(ShadowViewElement.identity(of:)),
            knownSame: { old[$0] === new[$1] })
    }
}
