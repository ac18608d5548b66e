#if GTK3
import CGtk
/// The event handlers of one view, kept in its widget's extras.
///
/// A StateView's container draws but owns no GdkWindow, and GTK 3 delivers pointer events only
/// to widgets that own one (or to their ancestors): a click on a label inside a view reaches
/// the window's widget, never the view. So a view that wants pointer events gets an input-only
/// GdkWindow covering it, created below its children's own windows: buttons and entries inside
/// keep their clicks, everything else (labels, empty space) reaches the view. That is
/// GtkEventBox's "below children" mode, with its one quirk: moving onto a child that has its own
/// window (a button) counts as leaving the view, and moving back as entering it.
///
/// Key and focus events need no window: GTK sends them to the focus widget and its ancestors.
@MainActor
final class ViewEvents {
    let widget: UnsafeMutablePointer<GtkWidget>
    var tap: SignalConnection<EventAction>?
    var press: SignalConnection<EventAction>?
    var keyPress: SignalConnection<EventAction>?
    var enter: SignalConnection<EventAction>?
    var leave: SignalConnection<EventAction>?
    var focusIn: SignalConnection<EventAction>?
    var focusOut: SignalConnection<EventAction>?
    /// Whether the primary button went down on the view and has not come up yet.
    var pressed = false
    private var inputWindow: OpaquePointer?
    private var windowSignals: [SignalConnection<@MainActor () -> Void>] = []
    private var allocationSignal: SignalConnection<PointerAction>?

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ViewEvents {
        let extras = WidgetExtras.of(widget)
        if let events = extras.events { return events }
        let events = ViewEvents(widget)
        extras.events = events
        return events
    }

    /// Connects `signal` once, or swaps the action of the existing connection.
    func connect(_ slot: ReferenceWritableKeyPath<ViewEvents, SignalConnection<EventAction>?>, _ signal: String, _ action: @escaping EventAction) {
        if let existing = self[keyPath: slot], existing.isConnected {
            existing.action = action
        } else {
            self[keyPath: slot] = SignalConnection(widget.gpointer, signal, SignalTrampolines.eventCallback, action: action)
        }
    }

    // MARK: The input window

    /// Gives a windowless widget an input window for pointer events, now or when it realizes.
    func ensureInputWindow() {
        guard gtk_widget_get_has_window(widget) == 0, windowSignals.isEmpty else { return }
        // The handlers hold `self` strongly: GLib owns them, the widget owns `self`; no cycle.
        windowSignals = [
            SignalConnection(widget.gpointer, "realize", SignalTrampolines.voidCallback, action: { self.createWindow(lowered: false) }),
            SignalConnection(widget.gpointer, "unrealize", SignalTrampolines.voidCallback, action: { self.destroyWindow() }),
            // Unraised: gdk_window_show would raise it above the children's windows it must stay under.
            SignalConnection(widget.gpointer, "map", SignalTrampolines.voidCallback, action: { self.inputWindow.map { gdk_window_show_unraised($0) } }),
            SignalConnection(widget.gpointer, "unmap", SignalTrampolines.voidCallback, action: { self.inputWindow.map { gdk_window_hide($0) } }),
        ]
        // size-allocate passes the GdkRectangle: the pointer trampoline, not the void one.
        allocationSignal = SignalConnection(widget.gpointer, "size-allocate", SignalTrampolines.pointerCallback, action: { _ in self.moveWindow() }, after: true)
        if gtk_widget_get_realized(widget) != 0 {
            // Children's windows exist already and must stay above ours to keep their events.
            createWindow(lowered: true)
            if gtk_widget_get_mapped(widget) != 0, let inputWindow { gdk_window_show_unraised(inputWindow) }
        }
    }

    private func createWindow(lowered: Bool) {
        guard inputWindow == nil else { return }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var attributes = GdkWindowAttr()
        attributes.x = allocation.x
        attributes.y = allocation.y
        attributes.width = max(allocation.width, 1)
        attributes.height = max(allocation.height, 1)
        attributes.window_type = GDK_WINDOW_CHILD
        attributes.wclass = GDK_INPUT_ONLY
        let mask = GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_ENTER_NOTIFY_MASK.rawValue
            | GDK_LEAVE_NOTIFY_MASK.rawValue | GDK_TOUCH_MASK.rawValue
        attributes.event_mask = gtk_widget_get_events(widget) | Int32(bitPattern: mask)
        let window = gdk_window_new(gtk_widget_get_parent_window(widget), &attributes, Int32(GDK_WA_X.rawValue | GDK_WA_Y.rawValue))!
        gtk_widget_register_window(widget, window)  // events on it now go to the widget
        if lowered { gdk_window_lower(window) }
        inputWindow = window
    }

    private func moveWindow() {
        guard let inputWindow else { return }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        gdk_window_move_resize(inputWindow, allocation.x, allocation.y, allocation.width, allocation.height)
    }

    private func destroyWindow() {
        guard let inputWindow else { return }
        gtk_widget_unregister_window(widget, inputWindow)
        gdk_window_destroy(inputWindow)
        self.inputWindow = nil
    }

    /// The input window, for tests and tools.
    var window: OpaquePointer? { inputWindow }
}
#endif
