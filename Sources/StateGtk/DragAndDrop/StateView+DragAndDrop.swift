// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Drag and drop on any StateView: a view can be a drag source, a drop target, or both, for
/// text, URIs (`text/uri-list`) and types of the app's own, with other StateGtk views and with
/// other applications (files dragged from a file manager arrive as `.uris` of file URLs).
///
/// Each connects once per view; calling it again (in every render) swaps the data or the
/// closure. The data and closures live as long as the view's widget.
///
/// ```swift
/// override func render() {
///     // A photo card: drag it out as its title and its file, or drop files onto it.
///     dragSource([.text(photo.title), .uris([photo.fileURL])])
///     dropTarget(accepting: [.uris]) { [weak self] data in
///         guard case .uris(let urls) = data else { return }
///         self?.props[CardProps.onFiles]?(urls)
///     }
/// }
/// ```
extension StateView {
    /// Makes the view a drag source: a press of the primary button on it that moves past GTK's
    /// drag threshold starts a drag offering `data`, one entry per type (the receiver takes the
    /// type it prefers). An empty array stops the view being a source. Children that handle
    /// presses themselves (buttons, entries) keep them.
    public func dragSource(_ data: [DragData]) {
        DragSourceState.of(self).offer(data)
    }

    /// Makes the view a drop target for `types`, in order of preference: while a drag that
    /// offers one of them is over the view, GTK highlights it, and a drop delivers the data in
    /// the first of `types` the drag offers. An empty `types` stops the view being a target.
    public func dropTarget(accepting types: [DragType], onDrop: @escaping @MainActor (DragData) -> Void) {
        DropTargetState.of(self).accept(types, onDrop: onDrop)
    }
}
