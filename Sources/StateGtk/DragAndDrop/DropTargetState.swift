#if GTK3
import CGtk
/// A view's drop target: the types it accepts and the closure a drop runs. GTK's default drop
/// handling (`GTK_DEST_DEFAULT_ALL`) highlights the view, asks the source for the data in the
/// first accepted type it offers, and finishes the drop (successful when data arrived).
@MainActor
final class DropTargetState {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var types: [DragType] = []
    private var onDrop: (@MainActor (DragData) -> Void)?

    private init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    /// The view's drop target, made on first use; the widget keeps it, the signal's box holds
    /// it weakly.
    static func of(_ view: StateView) -> DropTargetState {
        let widget = view.widget
        let (state, isNew) = WidgetAttachment.of(widget, key: key) { DropTargetState(widget) }
        guard isNew else { return state }
        let handler = SignalHandler<@MainActor (OpaquePointer?, guint) -> Void> { [weak state] selection, info in
            state?.receive(selection, info: info)
        }
        SignalHandler.connect(widget.gpointer, signal: "drag-data-received", trampoline: DragSignals.dataReceived, handler: handler)
        return state
    }

    private static let key = "stategtk-drop-target"

    /// Whether the view was made a drop target (to stop being one, it passes no types).
    static func exists(on view: StateView) -> Bool { WidgetAttachment.exists(on: view.widget, key: key) }

    func accept(_ newTypes: [DragType], onDrop: @escaping @MainActor (DragData) -> Void) {
        self.onDrop = onDrop
        guard newTypes != types else { return }
        types = newTypes
        guard !newTypes.isEmpty else {
            gtk_drag_dest_unset(widget)
            return
        }
        GtkMutations.record(.propertySet)
        gtk_drag_dest_set(widget, GTK_DEST_DEFAULT_ALL, nil, 0, GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))
        let list = DragTargets.list(newTypes)
        gtk_drag_dest_set_target_list(widget, list)
        gtk_target_list_unref(list)
    }

    private func receive(_ selection: OpaquePointer?, info: guint) {
        guard let selection, Int(info) < types.count else { return }
        guard let data = DragTargets.read(selection, as: types[Int(info)]) else {
            stateGtkLog.error("dropTarget: a drop of \(types[Int(info)].mimeType) carried no readable data; ignored")
            return
        }
        onDrop?(data)
    }
}
#endif
