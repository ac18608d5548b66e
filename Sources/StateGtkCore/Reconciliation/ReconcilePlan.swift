/// The GTK-free result of comparing a view's previous children with the ones its render placed.
///
/// Steps run in order. `remove` names a previous child. `move` names a new index `i` and puts that
/// child immediately before the child at new index `i + 1` (or last when `i` is the last index);
/// `insert` names a run of new indices `i..<j` and puts those children, first to last, before the
/// child at `j`. Steps go from the end of the list to its start, so that anchor is always already
/// in its final place; that is what lets a container apply them with O(1) insert-before and
/// move-before operations and no index arithmetic.
///
/// Runs are inserted first to last because GTK 3 orders a container's CSS nodes by insertion, not
/// by position: children inserted last to first would match `:first-child` and `:last-child` the
/// wrong way round, and styling a thousand rows in reverse order cost a third more.
@usableFromInline package struct ReconcilePlan: Equatable, Sendable {
    @usableFromInline package enum Step: Equatable, Sendable {
        /// Remove the previous child at this old index.
        case remove(old: Int)
        /// Create the children at these new indices and insert them, first to last, before the
        /// child at `new.upperBound`.
        case insert(new: Range<Int>)
        /// Move the kept child at this new index before the child at `new + 1`.
        case move(new: Int)
    }

    @usableFromInline package var steps: [Step] = []
    /// For each new index, the old index of the child it keeps, or `nil` when it is created.
    @usableFromInline package var source: [Int?] = []

    package init(steps: [Step] = [], source: [Int?] = []) {
        self.steps = steps
        self.source = source
    }

    package var removals: Int { steps.count { if case .remove = $0 { true } else { false } } }
    package var insertions: Int { steps.reduce(0) { if case .insert(let run) = $1 { $0 + run.count } else { $0 } } }
    package var moves: Int { steps.count { if case .move = $0 { true } else { false } } }

    /// Whether the plan creates children. A plan made from distinct previous identities that
    /// creates none gives each new position its own previous child, so the new identities are
    /// distinct too: a repeated identity never finds a second previous child and is inserted.
    package var insertsChildren: Bool { steps.contains { if case .insert = $0 { true } else { false } } }
}
