import StateGtkCore

/// Drops onto a placed `ListView` (a view of the library, whose `render()` an app does not
/// write: the parent passes the drop target as a modifier).
extension ShadowViewElement {
    /// Makes the placed list a drop target for `types`, as `StateView.dropTarget(accepting:onDrop:)`
    /// does for a view of the app's own: files dragged from a file manager onto the list arrive
    /// as `.uris` of file URLs.
    ///
    /// ```swift
    /// private lazy var addFiles = Callback<DragData> { [weak self] data in
    ///     guard case .uris(let urls) = data else { return }
    ///     self?.state[Self.files] = (self?.state[Self.files] ?? []) + urls
    /// }
    /// // in render():
    /// place(ListView.self, key: "files") { make in make.edges.equalTo(self) }
    ///     .items(state[Self.files] ?? [], key: { $0 }) { url, row in … }
    ///     .onDrop(accepting: [.uris], addFiles)
    /// ```
    @MainActor @discardableResult
    public func onDrop(accepting types: [DragType], _ action: Callback<DragData>) -> Self {
        prop(ListViewProps.drop, is: ListDrop(types: types, action: action))
    }
}

/// The drop target a parent gave a list.
@MainActor
final class ListDrop {
    let types: [DragType]
    let action: Callback<DragData>

    init(types: [DragType], action: Callback<DragData>) {
        self.types = types
        self.action = action
    }
}
