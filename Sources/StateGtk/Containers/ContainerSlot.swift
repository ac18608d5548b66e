// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// A region of a container widget (a frame's inside, one side of a `Paned`, a notebook's page)
/// whose children are placed by a closure given on the container's placement, keyed like any
/// view's: `place(Type.self, key:)`, props and constraints as in `render()`. The same key keeps
/// its view and state across renders; another key replaces it.
///
/// The slot is a StateView of its own: its content closure runs as its `render()`, once when
/// first given and again whenever the view that gives it renders. Its children fill it unless
/// their constraints say otherwise.
///
/// ```swift
/// override func render() {
///     place(frame, key: "frame")
///         .content { slot in slot.place(RepositoryDetails.self, key: "details") }
/// }
/// ```
@MainActor
public final class ContainerSlot: StateView {
    private var content: (ContainerSlot) -> Void = { _ in }

    /// Places this slot's children with `content`, now if the slot has not started, else in the
    /// next render pass (before the frame is drawn). `owner` is the view calling it from its
    /// `render()`: its controller becomes the children's, for their actions.
    @available(*, deprecated, message: "give the content on the container's placement: place(frame, key:).content { slot in … }, place(paned, key:).start { … }.end { … }")
    public func place(from owner: StateView, _ content: @escaping (ContainerSlot) -> Void) {
        fill(from: owner, content)
    }

    /// Places this slot's children with `content` from `owner`'s render (see the deprecated
    /// `place(from:_:)`).
    func fill(from owner: StateView, _ content: @escaping (ContainerSlot) -> Void) {
        self.content = content
        if parentViewController == nil { parentViewController = owner.parentViewController }
        if isLive { setNeedsRender() } else { renderDeep() }
    }

    /// Runs the content closure.
    public override func render() { content(self) }

    /// Drops the closure, which usually captures the owner: the owner holds the container
    /// that holds this slot.
    public override func viewWillRemove() { content = { _ in } }
}
