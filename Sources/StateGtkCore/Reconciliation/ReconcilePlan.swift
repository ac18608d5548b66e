/// The GTK-free result of comparing a view's previous children with the ones its render placed.
///
/// Steps run in order. `remove` names a previous child; `insert` and `move` name a new index `i`
/// and put that child immediately before the child at new index `i + 1` (or last when `i` is the
/// last index). Steps go from the end of the list to its start, so that anchor is always already
/// in its final place; that is what lets a container apply them with O(1) insert-before and
/// move-before operations and no index arithmetic.
public struct ReconcilePlan: Equatable, Sendable {
    public enum Step: Equatable, Sendable {
        /// Remove the previous child at this old index.
        case remove(old: Int)
        /// Create the child at this new index and insert it before the child at `new + 1`.
        case insert(new: Int)
        /// Move the kept child at this new index before the child at `new + 1`.
        case move(new: Int)
    }

    public var steps: [Step] = []
    /// For each new index, the old index of the child it keeps, or `nil` when it is created.
    public var source: [Int?] = []

    public init(steps: [Step] = [], source: [Int?] = []) {
        self.steps = steps
        self.source = source
    }

    public var removals: Int { steps.count { if case .remove = $0 { true } else { false } } }
    public var insertions: Int { steps.count { if case .insert = $0 { true } else { false } } }
    public var moves: Int { steps.count { if case .move = $0 { true } else { false } } }
}
