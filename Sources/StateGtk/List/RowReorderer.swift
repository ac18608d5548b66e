// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// Reorders a list's rows by dragging: a press on a row that moves past GTK's drag threshold
/// (GtkSettings' `gtk-dnd-drag-threshold`) picks the row up, a line shows the gap it would drop
/// into, the list scrolls while the pointer is near its top or bottom edge, and the release
/// reports the move (`ListReorder`) to the list's `onMove`. The list's items do not change: the
/// app moves the item, and the rows follow.
///
/// The drag is a GtkGestureDrag in GTK's capture phase, beside the list's press gesture (which
/// has selected the row by then); once past the threshold it claims the press, so that the row's
/// own controls do not also take it as a click.
@MainActor
final class RowReorderer {
    private unowned let list: ListView
    /// The GtkGestureDrag (an opaque type to Swift).
    private let gesture: OpaquePointer
    private let gestureReference: GObjectReference
    private var start: (x: Double, y: Double)?
    /// The row picked up, by key (its index may change while the list scrolls or re-renders).
    private var dragged: FastKey?
    private var pointerY = 0.0
    private var tickID: guint = 0
    /// The gap the row would drop into now (0: above the first item).
    private(set) var gap: Int?

    init(list: ListView) {
        self.list = list
        #if GTK3
        gesture = gtk_gesture_drag_new(list.surface)
        gestureReference = GObjectReference(adopting: UnsafeMutableRawPointer(gesture))
        #else
        gesture = gtk_gesture_drag_new()
        gestureReference = GObjectReference(adopting: UnsafeMutableRawPointer(gesture))
        g_object_ref(UnsafeMutableRawPointer(gesture))  // one for the list, which owns what it is given
        gtk_widget_add_controller(list.surface, gesture)
        #endif
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_PRIMARY))
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        let begin = SignalHandler<@MainActor (Double, Double) -> Void> { [weak self] x, y in self?.begin(x: x, y: y) }
        let update = SignalHandler<@MainActor (Double, Double) -> Void> { [weak self] x, y in self?.update(dx: x, dy: y) }
        let end = SignalHandler<@MainActor (Double, Double) -> Void> { [weak self] _, _ in self?.end(dropping: true) }
        let cancel = SignalHandler<@MainActor () -> Void> { [weak self] in self?.end(dropping: false) }
        SignalHandler.connect(UnsafeMutableRawPointer(gesture), signal: "drag-begin", trampoline: Self.pointCallback, handler: begin)
        SignalHandler.connect(UnsafeMutableRawPointer(gesture), signal: "drag-update", trampoline: Self.pointCallback, handler: update)
        SignalHandler.connect(UnsafeMutableRawPointer(gesture), signal: "drag-end", trampoline: Self.pointCallback, handler: end)
        SignalHandler.connect(UnsafeMutableRawPointer(gesture), signal: "cancel", trampoline: Self.sequenceCallback, handler: cancel)
        #if GTK3
        let draw = SignalHandler<@MainActor (OpaquePointer?) -> Void> { [weak self] cairo in self?.drawIndicator(cairo) }
        SignalHandler.connect(list.surface.gpointer, signal: "draw", trampoline: Self.drawCallback, handler: draw, after: true)
        #endif
    }

    private var reportedSections = false

    /// Whether the list can reorder: a sectioned list cannot (its moves would cross headers);
    /// that is reported once, naming the list.
    func refusesSections() -> Bool {
        guard list.sections != nil else { return true }
        if !reportedSections {
            reportedSections = true
            stateGtkLog.error(
                "ListView \(list.placement.map { describe($0.identity.key) } ?? "(not placed)"): .onMove is ignored in a list with .sections; sectioned lists do not reorder")
        }
        return false
    }

    /// Stops a drag in progress (the list goes away).
    func invalidate() { end(dropping: false) }

    private func begin(x: Double, y: Double) {
        start = nil
        guard list.onMove != nil, refusesSections() else { return }
        start = (x, y)
        pointerY = y
        let position = list.scrollOffset + y
        guard list.itemCount > 0, position >= 0, position < list.heights.totalHeight else {
            start = nil
            return
        }
        let index = list.heights.index(containing: position)
        start = list.isHeader(index) ? nil : start
    }

    private func update(dx: Double, dy: Double) {
        guard let start else { return }
        pointerY = start.y + dy
        if dragged == nil {
            guard (dx * dx + dy * dy).squareRoot() >= Self.dragThreshold,
                  let index = Optional(list.heights.index(containing: list.scrollOffset + start.y)), index < list.itemCount
            else { return }
            dragged = list.key(at: index)
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            startAutoscroll()
        }
        track()
    }

    /// The gap under the pointer now.
    private func track() {
        let newGap = ListReorder.gap(at: list.scrollOffset + pointerY, in: list.heights)
        guard newGap != gap else { return }
        gap = newGap
        showIndicator()
    }

    private func end(dropping: Bool) {
        let dragged = self.dragged, gap = self.gap
        start = nil
        self.dragged = nil
        self.gap = nil
        if tickID != 0 {
            gtk_widget_remove_tick_callback(list.surface, tickID)
            tickID = 0
        }
        guard let dragged else { return }
        showIndicator()
        guard dropping, let gap, let from = list.index(of: dragged), let move = ListReorder.move(from: from, toGap: gap) else { return }
        list.onMove?(move)
    }

    // MARK: Autoscroll

    private func startAutoscroll() {
        let data = Unmanaged.passRetained(WeakReorderer(self)).toOpaque()
        tickID = gtk_widget_add_tick_callback(list.surface, { _, _, data in
            nonisolated(unsafe) let data = data
            return MainActor.assumeIsolated {
                Unmanaged<WeakReorderer>.fromOpaque(data!).takeUnretainedValue().reorderer?.autoscroll() ?? 0
            }
        }, data, { data in
            Unmanaged<WeakReorderer>.fromOpaque(data!).release()
        })
    }

    /// One frame of autoscroll while the pointer is near an edge; the gap follows the rows.
    private func autoscroll() -> gboolean {
        let step = ListReorder.autoscrollStep(pointerY: pointerY, viewportHeight: list.viewportHeight)
        if step != 0 {
            list.scroll(toOffset: list.scrollOffset + step)
            track()
        }
        return 1
    }

    // MARK: Drop indicator

    /// Where the indicator of the gap goes in the viewport, if there is a gap.
    private var indicatorY: Double? {
        guard let gap else { return nil }
        let heights = list.heights
        return (gap < heights.count ? heights.offset(of: gap) : heights.totalHeight) - list.scrollOffset
    }

    /// Shows the gap's indicator, or none (GTK 3: the surface draws it after its rows).
    private func showIndicator() {
        #if GTK3
        gtk_widget_queue_draw(list.surface)
        #else
        sg_list_container_set_indicator(list.surfaceList, indicatorY.map { Int32($0.rounded()) } ?? -1)
        #endif
    }

    #if GTK3
    /// A 2 px line in the list's foreground colour across the gap.
    private func drawIndicator(_ cairo: OpaquePointer?) {
        guard let y = indicatorY, let cairo else { return }
        let context = gtk_widget_get_style_context(list.surface)
        var color = GdkRGBA()
        gtk_style_context_get_color(context, gtk_widget_get_state_flags(list.surface), &color)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(cairo, 0, max(y - 1, 0), Double(gtk_widget_get_allocated_width(list.surface)), 2)
        cairo_fill(cairo)
    }
    #endif

    // MARK: GTK

    private static var dragThreshold: Double {
        guard let settings = gtk_settings_get_default() else { return 8 }
        var value = GValue()
        g_value_init(&value, GObjectProperty.int)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-dnd-drag-threshold", &value)
        return Double(g_value_get_int(&value))
    }

    /// `void (*)(GtkGestureDrag *, gdouble, gdouble, gpointer)`: drag-begin, -update, -end.
    private static let pointCallback: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, x: Double, y: Double, data: UnsafeMutableRawPointer?) in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { SignalHandler<@MainActor (Double, Double) -> Void>.from(data).action(x, y) }
        } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void, to: GCallback.self)

    /// `void (*)(GtkGesture *, GdkEventSequence *, gpointer)`: cancel.
    private static let sequenceCallback: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, to: GCallback.self)

    #if GTK3
    /// `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`: draw, after the rows; never stops it.
    private static let drawCallback: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, cairo: OpaquePointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            nonisolated(unsafe) let data = data, cairo = cairo
            MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?) -> Void>.from(data).action(cairo) }
            return 0
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self)
    #endif
}

/// The reorderer as GLib's tick callback holds it: weakly, so that the list may go first.
@MainActor
private final class WeakReorderer {
    weak var reorderer: RowReorderer?
    init(_ reorderer: RowReorderer) { self.reorderer = reorderer }
}
