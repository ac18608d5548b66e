/// The seam between the reconciler and whatever holds children: a StateView's container, a
/// GtkListBox, a list view's rows. `PlanExecutor` drives it; nothing else changes a container's
/// children, so every container gets the same order of operations and the same minimal counts.
/// A container may keep a removed child out of sight for reuse (a list view's row pool): such a
/// child is no longer one of the plan's, and the container takes it out itself when it stops
/// keeping it.
///
/// Anchors are children already in their final place (see `ReconcilePlan`), so each operation
/// is O(1) in a container that links its children.
///
/// ```swift
/// struct Names: ChildContainer {
///     var names: [String] = []
///     mutating func insert(_ child: String, before anchor: String?) {
///         names.insert(child, at: anchor.flatMap(names.firstIndex(of:)) ?? names.endIndex)
///     }
///     mutating func move(_ child: String, before anchor: String?) {
///         names.removeAll { $0 == child }
///         insert(child, before: anchor)
///     }
///     mutating func remove(_ child: String) { names.removeAll { $0 == child } }
/// }
/// ```
@usableFromInline package protocol ChildContainer {
    associatedtype Child

    /// Puts a new child before `anchor`, or last when `anchor` is nil.
    mutating func insert(_ child: Child, before anchor: Child?)
    /// Puts a child the container holds before `anchor`, or last when `anchor` is nil.
    mutating func move(_ child: Child, before anchor: Child?)
    /// Takes a child out.
    mutating func remove(_ child: Child)
    /// Before the first operation of a plan that changes something: how much will change, for
    /// a container whose cost per operation depends on it (see `PlanSize`).
    mutating func willApply(_ size: PlanSize)
    /// After the last operation: the children changed, so their layout must be computed again.
    mutating func didApply(_ size: PlanSize)
}

extension ChildContainer {
    package mutating func willApply(_ size: PlanSize) {}
    package mutating func didApply(_ size: PlanSize) {}
}

/// How much a plan changes, as a container sees it before it starts.
@usableFromInline package struct PlanSize: Equatable, Sendable {
    @usableFromInline package var insertions: Int
    @usableFromInline package var removals: Int
    @usableFromInline package var moves: Int
    /// The children before the plan.
    @usableFromInline package var existing: Int
    /// Whether the plan only removes children from the end (a list cleared or shortened).
    @usableFromInline package var removesTailOnly: Bool

    @usableFromInline package init(insertions: Int, removals: Int, moves: Int, existing: Int, removesTailOnly: Bool) {
        self.insertions = insertions
        self.removals = removals
        self.moves = moves
        self.existing = existing
        self.removesTailOnly = removesTailOnly
    }
}
