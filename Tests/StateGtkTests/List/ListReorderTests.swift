// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A parent whose list reorders: it applies each reported move to its items (the list never
/// reorders by itself), and records it.
@MainActor
final class ReorderHost: StateView {
    var items: [ListTestItem] = []
    var moves: [ListItemMove] = []
    var appliesMoves = true
    var selected: Set<Int> = []
    private lazy var move = Callback<ListItemMove> { [weak self] move in
        guard let self else { return }
        moves.append(move)
        guard appliesMoves else { return }
        items.insert(items.remove(at: move.from), at: move.to)
        setNeedsRender()
    }
    private lazy var select = Callback<Set<Int>> { [weak self] keys in
        self?.selected = keys
        self?.setNeedsRender()
    }

    override func render() {
        place(LazyList.self, key: "list")
            .items(items, key: { $0.id }) { item, row in
                row.place(ListTestRow.self)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
            }
            .rowHeight(.fixed(30))
            .selection(.single, selected: selected, onChange: select)
            .onMove(move)
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    static func open(_ count: Int) -> (ReorderHost, TestWindow) {
        let host = ReorderHost()
        host.items = (0..<count).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        let window = TestWindow(host, width: 300, height: 300)
        settle(window)
        return (host, window)
    }
}

/// Reordering through pointer and key input: the drag shows the gap, scrolls near the edge and
/// reports (from, to); the rows follow once the app moves the item.
final class ListReorderTests: XCTestCase {
    func testDraggingARowBetweenTwoOthersReportsTheMove() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(100)
        defer { window.close() }
        let warnings = try gtkWarnings {
            // Row 1 (30..<60) dropped in the upper half of row 5 (150..<180): between 4 and 5.
            let drag = try PointerDrag(pressing: host.list.rowView(forKey: 1)!.widget)
            drag.move(by: 40)
            drag.move(by: 110)
            XCTAssertEqual(host.list.dropGap, 5)
            XCTAssertEqual(host.moves, [], "nothing moves before the drop")
            drag.release()
            settle(window)
            XCTAssertEqual(host.moves, [ListItemMove(from: 1, to: 4)])
            XCTAssertNil(host.list.dropGap)
            XCTAssertEqual(Array(host.list.realizedKeys(as: Int.self).prefix(6)), [0, 2, 3, 4, 1, 5])
            XCTAssertEqual(rowY(host.list, 1), 120, "the row follows the app's move")

            // Dropped in its own gaps (just above or below itself), an item does not move.
            let again = try PointerDrag(pressing: host.list.rowView(forKey: 3)!.widget)
            again.move(by: 14)
            again.release()
            settle(window)
            XCTAssertEqual(host.moves.count, 1)
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Held near the bottom edge, the dragged row scrolls the list, and the gap follows.
    func testHoldingARowNearTheEdgeScrolls() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(1_000)
        defer { window.close() }
        host.appliesMoves = false
        let warnings = try gtkWarnings {
            let drag = try PointerDrag(pressing: host.list.rowView(forKey: 2)!.widget)
            drag.move(by: 40)
            drag.move(by: 296 - 75)  // the pointer 4 px from the bottom
            let deadline = g_get_monotonic_time() + 5_000_000
            while host.list.scrollOffset < 300, g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 1) }
            XCTAssertGreaterThanOrEqual(host.list.scrollOffset, 300, "the list scrolled while the row was held at its edge")
            let gap = try XCTUnwrap(host.list.dropGap)
            XCTAssertGreaterThan(gap, 10, "the gap follows the rows that scrolled under the pointer")
            drag.release()
            settle(window)
            XCTAssertEqual(host.moves.count, 1)
            XCTAssertEqual(host.moves.first?.from, 2)
            XCTAssertGreaterThan(host.moves.first?.to ?? 0, 10)
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Alt+Up and Alt+Down move the cursor's item; the cursor stays on it.
    func testAltArrowsMoveTheCursorsItem() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(100)
        defer { window.close() }
        let warnings = try gtkWarnings {
            try window.click((host.list.rowView(forKey: 3) as! ListTestRow).label.gtkWidget)
            settle(window)
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: alt)
            settle(window)
            XCTAssertEqual(host.moves, [ListItemMove(from: 3, to: 4)])
            XCTAssertEqual(host.list.cursor(as: Int.self), 3)
            XCTAssertEqual(rowY(host.list, 3), 120)
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: alt)
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: alt)
            settle(window)
            XCTAssertEqual(host.moves.last, ListItemMove(from: 3, to: 2))
            XCTAssertEqual(rowY(host.list, 3), 60)
            try window.press(keyval: guint(GDK_KEY_Home))
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: alt)
            settle(window)
            XCTAssertEqual(host.moves.count, 3, "the first item goes no higher")
        }
        XCTAssertEqual(warnings, [])
    } }
}

/// The primary button pressed over a widget (20 px from its left, halfway down), the pointer
/// moved while it is held and released: GDK 3's events as GDK sends them (motion events carry
/// the held button in their state), real X input on GTK 4, which makes no events in process.
@MainActor
struct PointerDrag {
    #if GTK3
    private let target: OpaquePointer
    private let pointer: OpaquePointer
    private var time: UInt32 { PointerDrag.clock }
    private static var clock: UInt32 = 500_000_000
    #else
    /// The window, in whose coordinates the pointer moves (the pressed row may move).
    private let window: UnsafeMutablePointer<GtkWidget>
    /// A controller of the window that counts the pointer events GTK delivers (a drag's
    /// autoscroll draws every frame: the main loop is never idle to wait for).
    private let controller: OpaquePointer
    private let events = PointerEvents()
    #endif
    private let x: Double
    private let startY: Double
    private let offset = Box()

    private final class Box { var dy = 0.0 }

    init(pressing widget: UnsafeMutablePointer<GtkWidget>) throws {
        #if GTK3
        let (target, pointer, windowX, windowY) = try movePointer(over: widget, atX: 20)
        self.target = target
        self.pointer = pointer
        x = Double(windowX)
        startY = Double(windowY)
        send(GDK_BUTTON_PRESS)
        #else
        window = UnsafeMutablePointer<GtkWidget>(gtk_widget_get_native(widget)!)
        var point = graphene_point_t(x: 20, y: Float(gtk_widget_get_height(widget)) / 2)
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget, window, &point, &inWindow) != 0 else { throw ListClickFailed(reason: "the widget is not in a window") }
        x = Double(inWindow.x)
        startY = Double(inWindow.y)
        controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let counter: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
            let type = gdk_event_get_event_type(event)
            if type == GDK_MOTION_NOTIFY || type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE {
                Unmanaged<PointerEvents>.fromOpaque(data!).takeUnretainedValue().count += 1
            }
            return 0
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "event", unsafeBitCast(counter, to: GCallback.self),
            Unmanaged.passUnretained(events).toOpaque(), nil, GConnectFlags(0))
        gtk_widget_add_controller(window, controller)
        guard sg_x11_move_to(window, x, startY) != 0 else { throw ListClickFailed(reason: "real input needs X11") }
        Gtk.drainEvents()
        awaitEvent { _ = sg_x11_button(window, 1, 1) }
        #endif
    }

    /// Moves the held pointer to `dy` px below where it was pressed, in four steps.
    func move(by dy: Double) {
        let from = offset.dy
        for step in 1...4 {
            offset.dy = from + (dy - from) * Double(step) / 4
            #if GTK3
            send(GDK_MOTION_NOTIFY)
            #else
            awaitEvent { _ = sg_x11_move_to(window, x, startY + offset.dy) }
            #endif
        }
    }

    func release() {
        #if GTK3
        send(GDK_BUTTON_RELEASE)
        #else
        awaitEvent { _ = sg_x11_button(window, 1, 0) }
        gtk_widget_remove_controller(window, controller)
        #endif
    }

    #if !GTK3
    /// Gives real input and runs the main loop until GTK has delivered its pointer event.
    private func awaitEvent(_ input: () -> Void) {
        let before = events.count
        input()
        if !Gtk.runUntil(timeout: 2, { events.count > before }) { XCTFail("GTK delivered no pointer event in 2 s") }
        Gtk.drainEvents()
    }
    #endif

    #if GTK3
    private func send(_ type: GdkEventType) {
        PointerDrag.clock += 20
        let event = gdk_event_new(type)!
        let window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
        let y = startY + offset.dy
        let held = GDK_BUTTON1_MASK.rawValue
        if type == GDK_MOTION_NOTIFY {
            event.pointee.motion.window = window
            event.pointee.motion.x = x
            event.pointee.motion.y = y
            event.pointee.motion.state = held
            event.pointee.motion.time = time
        } else {
            event.pointee.button.window = window
            event.pointee.button.x = x
            event.pointee.button.y = y
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_BUTTON_RELEASE ? held : 0
            event.pointee.button.time = time
        }
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
        Gtk.drainEvents()
    }
    #endif
}

#if !GTK3
private final class PointerEvents { var count = 0 }
#endif

#if GTK3
/// Moves the pointer over `widget` (at `x`, or its centre, halfway down) and returns the GdkWindow
/// under it, the pointer, and the position in that window, where GDK would send the events.
@MainActor
private func movePointer(
    over widget: UnsafeMutablePointer<GtkWidget>, atX: Int32? = nil
) throws -> (window: OpaquePointer, pointer: OpaquePointer, x: Int32, y: Int32) {
    let toplevel = gtk_widget_get_toplevel(widget)!
    var x: Int32 = 0, y: Int32 = 0
    gtk_widget_translate_coordinates(widget, toplevel, atX ?? gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2, &x, &y)
    var originX: Int32 = 0, originY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(toplevel), &originX, &originY)
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))!
    gdk_device_warp(pointer, gdk_screen_get_default(), originX + x, originY + y)
    gdk_display_sync(gdk_display_get_default())
    Gtk.drainEvents()
    var windowX: Int32 = 0, windowY: Int32 = 0
    guard let target = gdk_device_get_window_at_position(pointer, &windowX, &windowY) else {
        throw ListClickFailed(reason: "no window under the pointer")
    }
    return (target, pointer, windowX, windowY)
}
#endif
