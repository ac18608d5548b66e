#if GTK3
import CGtk
/// A view's drag source: the data it offers now, handed to GTK's `drag-data-get` in the type
/// the receiver asked for (the target's `info` is the entry's index).
@MainActor
final class DragSourceState {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var data: [DragData] = []
    private var types: [DragType] = []

    private init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    /// The view's drag source, made on first use; the widget keeps it, the signal's box holds
    /// it weakly.
    static func of(_ view: StateView) -> DragSourceState {
        let widget = view.widget
        let (state, isNew) = WidgetAttachment.of(widget, key: key) { DragSourceState(widget) }
        guard isNew else { return state }
        let handler = SignalHandler<@MainActor (OpaquePointer?, guint) -> Void> { [weak state] selection, info in
            state?.provide(selection, info: info)
        }
        SignalHandler.connect(widget.gpointer, signal: "drag-data-get", trampoline: DragSignals.dataGet, handler: handler)
        return state
    }

    private static let key = "stategtk-drag-source"

    func offer(_ newData: [DragData]) {
        data = newData
        let newTypes = newData.map(\.type)
        guard newTypes != types else { return }
        types = newTypes
        guard !newTypes.isEmpty else {
            gtk_drag_source_unset(widget)
            return
        }
        GtkMutations.record(.propertySet)
        gtk_drag_source_set(widget, GDK_BUTTON1_MASK, nil, 0, GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue))
        let list = DragTargets.list(newTypes)
        gtk_drag_source_set_target_list(widget, list)
        gtk_target_list_unref(list)
        // A view's container has no window of its own: an input window brings it the presses
        // and motions, with the events gtk_drag_source_set asked for (created after it).
        ViewEvents.of(widget).ensureInputWindow()
    }

    private func provide(_ selection: OpaquePointer?, info: guint) {
        guard let selection, Int(info) < data.count else { return }
        DragTargets.write(data[Int(info)], to: selection)
    }
}

/// The C shapes of GTK's drag-and-drop signals.
enum DragSignals {
    /// `void (*)(GtkWidget *, GdkDragContext *, GtkSelectionData *, guint info, guint time, gpointer)`.
    static let dataGet: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: OpaquePointer?, selection: OpaquePointer?, info: guint, _: guint, data: UnsafeMutableRawPointer?) in
            nonisolated(unsafe) let selection = selection, data = data
            MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?, guint) -> Void>.from(data).action(selection, info) }
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, guint, guint, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)

    /// `void (*)(GtkWidget *, GdkDragContext *, gint x, gint y, GtkSelectionData *, guint info, guint time, gpointer)`.
    static let dataReceived: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: OpaquePointer?, _: gint, _: gint, selection: OpaquePointer?, info: guint, _: guint, data: UnsafeMutableRawPointer?) in
            nonisolated(unsafe) let selection = selection, data = data
            MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?, guint) -> Void>.from(data).action(selection, info) }
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, gint, gint, OpaquePointer?, guint, guint, UnsafeMutableRawPointer?) -> Void,
        to: GCallback.self)
}
#endif
