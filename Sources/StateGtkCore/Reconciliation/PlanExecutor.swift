/// Applies a `ReconcilePlan` to a `ChildContainer`: the one place where children are inserted,
/// moved and removed.
///
/// Children that arrive are all made first (a view renders its own children there), so that
/// each goes into the container once, complete. Then the steps run in the plan's order: the
/// removals, then insertions and moves from the end of the list to its start, each anchored on
/// a child already in its final place. A removed child is handed to `leave` just before the
/// container lets it go and to `left` just after, so that a view hears of its removal while
/// it is still on screen and is released as soon as it is not.
///
/// The executor owns the old children (`old` is consumed) and lets go of each removed one right
/// after `left`: a caller that keeps no other reference to them frees each child while its
/// memory is still in the cache, instead of all of them in a second pass when `apply` returns.
/// `arranged` hands the caller the new order before the first step, so that the caller can drop
/// its own reference to the old order (and read the final one during the steps).
///
/// ```swift
/// let plan = Reconciler.plan(old: ["a", "b"], new: ["b", "c"])
/// var container = Names(names: ["a", "b"])
/// let children = PlanExecutor.apply(plan, old: ["a", "b"], to: &container, make: { ["b", "c"][$0] })
/// // children == ["b", "c"], container.names == ["b", "c"]
/// ```
// `@usableFromInline` here and on the types `apply` uses (`ChildContainer`, `ReconcilePlan`,
// `PlanSize`): an inlinable member of a plain `package` type is not specialised in other
// modules, so StateGtk called `apply` unspecialised, through witness tables and closure thunks.
@usableFromInline package enum PlanExecutor {
    /// Returns the children in their new order.
    @inlinable
    package static func apply<Container: ChildContainer>(
        _ plan: ReconcilePlan, old: consuming [Container.Child], to container: inout Container,
        make: (_ newIndex: Int) -> Container.Child,
        leave: (Container.Child) -> Void = { _ in }, left: (Container.Child) -> Void = { _ in }
    ) -> [Container.Child] {
        apply(plan, old: old, to: &container, child: { $0 }, make: make, leave: leave, left: left)
    }

    /// The same for records of children (`Item`) that the container knows as `child(item)`.
    @inlinable
    package static func apply<Container: ChildContainer, Item>(
        _ plan: ReconcilePlan, old: consuming [Item], to container: inout Container,
        child: (Item) -> Container.Child, make: (_ newIndex: Int) -> Item,
        arranged: ([Item]) -> Void = { _ in },
        leave: (Item) -> Void = { _ in }, left: (Item) -> Void = { _ in }
    ) -> [Item] {
        // No removal, insertion or move: new index `i` keeps old child `i`, and nothing changes.
        guard !plan.steps.isEmpty else {
            arranged(old)
            return old
        }
        var next: [Item] = []
        next.reserveCapacity(plan.source.count)
        for (index, source) in plan.source.enumerated() {
            if let source { next.append(old[source]) } else { next.append(make(index)) }
        }
        arranged(next)
        let size = size(of: plan, existing: old.count)
        // The only reference to a leaving child, dropped as it leaves.
        var leaving = old.map(Optional.some)
        _ = consume old
        container.willApply(size)
        for step in plan.steps {
            switch step {
            case .remove(let index):
                let removed = leaving[index]!
                leaving[index] = nil
                leave(removed)
                container.remove(child(removed))
                left(removed)
            case .insert(let run):
                let anchor = run.upperBound < next.count ? child(next[run.upperBound]) : nil
                for index in run { container.insert(child(next[index]), before: anchor) }
            case .move(let index):
                container.move(child(next[index]), before: index + 1 < next.count ? child(next[index + 1]) : nil)
            }
        }
        container.didApply(size)
        return next
    }

    @usableFromInline
    static func size(of plan: ReconcilePlan, existing: Int) -> PlanSize {
        var size = PlanSize(insertions: 0, removals: 0, moves: 0, existing: existing, removesTailOnly: true)
        for step in plan.steps {
            switch step {
            case .remove: size.removals += 1
            case .insert(let run): size.insertions += run.count
            case .move: size.moves += 1
            }
        }
        size.removesTailOnly = size.insertions == 0 && size.moves == 0
            && plan.source.indices.allSatisfy { plan.source[$0] == $0 }
        return size
    }
}
