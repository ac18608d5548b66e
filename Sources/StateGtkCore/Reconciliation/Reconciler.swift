/// Keyed reconciliation in O(n) plus O(m log m) for the m children that moved: trims the common
/// prefix and suffix, matches the rest by identity through a hash map, and moves only the kept
/// children outside a longest increasing subsequence (the method of fast keyed virtual-DOM
/// libraries such as ivi and Inferno), instead of StateView's O(n·m) LCS.
///
/// Identities must be unique within each list (see `firstPlacements(_:)`).
///
/// ```swift
/// let plan = Reconciler.plan(old: ["a", "b", "c"], new: ["c", "a", "b"])
/// // plan.steps == [.move(new: 0)]: one move, "a" and "b" stay put
/// ```
package enum Reconciler {
    /// Takes any zero-based collections (a lazy map over elements, say: no array of identities
    /// to build). Renders use `plan(old:new:)` on elements, which is specialised here: generic
    /// code copies and compares each identity through witness tables.
    ///
    /// `knownSame(old, new)` may say cheaply that two positions hold the same child (the same
    /// element object, placed again); only where it says false are the identities compared.
    /// After a one-row change to a long list, that keeps the trimming of the unchanged prefix
    /// and suffix from reading every child's identity.
    ///
    /// ```swift
    /// // oldIdentities and newIdentities are the identities of `rendered` and `placed`.
    /// let plan = Reconciler.plan(old: oldIdentities, new: newIdentities) { oldIndex, newIndex in
    ///     rendered[oldIndex] === placed[newIndex]
    /// }
    /// ```
    @inlinable
    package static func plan<Old: RandomAccessCollection, New: RandomAccessCollection>(
        old: Old, new: New, knownSame: (_ old: Int, _ new: Int) -> Bool = { _, _ in false }
    ) -> ReconcilePlan
    where Old.Element: Hashable, New.Element == Old.Element, Old.Index == Int, New.Index == Int {
        assert(old.startIndex == 0 && new.startIndex == 0, "plans index from zero")
        var plan = ReconcilePlan(source: [Int?](repeating: nil, count: new.count))
        var start = 0
        var oldEnd = old.count, newEnd = new.count
        while start < oldEnd, start < newEnd, knownSame(start, start) || old[start] == new[start] {
            plan.source[start] = start
            start += 1
        }
        while oldEnd > start, newEnd > start, knownSame(oldEnd - 1, newEnd - 1) || old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            plan.source[newEnd] = oldEnd
        }
        if start == oldEnd && start == newEnd { return plan }
        // A middle on one side only (a first render, an append, a clear) keeps nothing there:
        // no identity in it need be hashed.
        if start == oldEnd {
            plan.steps.append(.insert(new: start..<newEnd))
            return plan
        }
        if start == newEnd {
            plan.steps += (start..<oldEnd).reversed().map { .remove(old: $0) }
            return plan
        }

        // The middle: new identities by position, then each old child either kept or removed.
        var newPosition: [Old.Element: Int] = [:]
        newPosition.reserveCapacity(newEnd - start)
        for index in start..<newEnd { newPosition[new[index]] = index }
        var outOfOrder = false
        var lastKept = -1
        var removed: [Int] = []
        for oldIndex in start..<oldEnd {
            if let newIndex = newPosition[old[oldIndex]] {
                plan.source[newIndex] = oldIndex
                if newIndex < lastKept { outOfOrder = true }
                lastKept = max(lastKept, newIndex)
            } else {
                removed.append(oldIndex)
            }
        }
        // Last first: removing a container's last child disturbs one sibling's position (GTK
        // restyles siblings whose CSS position changed); removing its first disturbs them all.
        plan.steps += removed.reversed().map { .remove(old: $0) }

        var stays = [Bool](repeating: !outOfOrder, count: newEnd - start)
        if outOfOrder {
            for position in longestIncreasingSubsequence(Array(plan.source[start..<newEnd])) {
                stays[position] = true
            }
        }
        for index in stride(from: newEnd - 1, through: start, by: -1) {
            if plan.source[index] == nil {
                if case .insert(let run)? = plan.steps.last, run.lowerBound == index + 1 {
                    plan.steps[plan.steps.count - 1] = .insert(new: index..<run.upperBound)
                } else {
                    plan.steps.append(.insert(new: index..<index + 1))
                }
            } else if !stays[index - start] {
                plan.steps.append(.move(new: index))
            }
        }
        return plan
    }
}
