// toolkit: both
import StateGtkCore
/// A container that may keep the views of its leaving children and give them to arriving
/// children of their type (a list view's rows: `RowPool`). `ChildList` consults it around each
/// plan without knowing its policy: which views it keeps, how many and for how long are the
/// container's, and so is taking out, telling and releasing a view it stops keeping.
@MainActor
protocol ReusingContainer: AnyObject {
    /// Offered each child that leaves in this update, before the arriving children are made.
    /// Returns whether the container keeps it: a kept child is neither told that it leaves nor
    /// released, and the container's `remove` keeps its widget.
    func keep(_ leaving: MountedChild) -> Bool
    /// A kept view of `type` for the arriving child with `key`, and whether it last showed that
    /// key. Its widget comes back through the container's `insert`.
    func reuse(_ type: StateView.Type, for key: FastKey) -> (view: StateView, sameKey: Bool)?
    /// The plan has been applied: the kept views not reused are the container's to keep or let go.
    func didReuse()
}
