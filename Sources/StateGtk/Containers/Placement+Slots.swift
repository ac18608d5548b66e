// toolkit: both
import StateGtkCore
/// A container widget with one slot of views, its `content`: `Frame`, `Revealer`, `Expander`,
/// `Overlay` (under its layers).
@MainActor
public protocol SlotContainer: Widget {
    /// What the container holds.
    var content: ContainerSlot { get }
}

extension Frame: SlotContainer {}
extension Revealer: SlotContainer {}
extension Expander: SlotContainer {}
extension Overlay: SlotContainer {}

extension Placement where Placed: SlotContainer {
    /// The views the container holds, placed by `content` as a `render()` places its children
    /// (with keys). It runs now, and again whenever the placing view renders.
    ///
    /// ```swift
    /// place(frame, key: "owner")
    ///     .content { slot in slot.place(OwnerCard.self, key: "card") }
    /// ```
    @MainActor @discardableResult
    public func content(_ content: @escaping (ContainerSlot) -> Void) -> Self {
        guard let container = payload as? Placed else { return self }
        return fill(container.content, modifier: "content", content)
    }
}

extension Placement where Placed == Paned {
    /// The views of the paned's start (left or top) side, placed by `content` as a slot's.
    ///
    /// ```swift
    /// place(split, key: "split").expanding()
    ///     .start { $0.place(RepositoryList.self, key: "list") }
    ///     .end { $0.place(RepositoryDetails.self, key: "details") }
    /// ```
    @MainActor @discardableResult
    public func start(_ content: @escaping (ContainerSlot) -> Void) -> Self {
        guard let paned = payload as? Paned else { return self }
        return fill(paned.start, modifier: "start", content)
    }

    /// The views of the paned's end (right or bottom) side, placed by `content` as a slot's.
    ///
    /// ```swift
    /// place(split, key: "split").end { $0.place(RepositoryDetails.self, key: "details") }
    /// ```
    @MainActor @discardableResult
    public func end(_ content: @escaping (ContainerSlot) -> Void) -> Self {
        guard let paned = payload as? Paned else { return self }
        return fill(paned.end, modifier: "end", content)
    }
}

extension Placement where Placed == Overlay {
    /// The layers over the overlay's content, bottom first, each under a key: a key kept keeps
    /// its layer and views.
    ///
    /// ```swift
    /// place(overlay, key: "map").expanding()
    ///     .content { $0.place(MapView.self, key: "map") }
    ///     .layers { layers in
    ///         layers.layer("badge", horizontal: .end, vertical: .start, passesThrough: true) {
    ///             $0.place(UnreadBadge.self, key: "badge")
    ///         }
    ///     }
    /// ```
    @MainActor @discardableResult
    public func layers(_ build: (OverlayLayerList) -> Void) -> Self {
        guard let overlay = payload as? Overlay, let owner = renderingOwner("Overlay", modifier: "layers") else { return self }
        overlay.updateLayers(from: owner, build)
        return self
    }
}

extension Placement {
    /// Fills `slot` from the view rendering this placement.
    @MainActor
    fileprivate func fill(_ slot: ContainerSlot, modifier: String, _ content: @escaping (ContainerSlot) -> Void) -> Self {
        if let owner = renderingOwner("\(Placed.self)", modifier: modifier) { slot.fill(from: owner, content) }
        return self
    }
}

extension Placement where Placed == ScrolledWindow {
    /// The views the scrolled window scrolls, placed by `content` as a slot's. The content is
    /// the `ContainerSlot` the window was made with, or one made now.
    ///
    /// ```swift
    /// place(scroller, key: "details").expanding()
    ///     .content { $0.place(DetailsView.self, key: "details") }
    /// ```
    @MainActor @discardableResult
    public func content(_ content: @escaping (ContainerSlot) -> Void) -> Self {
        guard let scroller = payload as? ScrolledWindow else { return self }
        // A new slot is filled before it is shown, so that it starts with its views.
        let slot = scroller.contentSlot ?? ContainerSlot()
        _ = fill(slot, modifier: "content", content)
        scroller.setContent(slot)
        return self
    }
}
